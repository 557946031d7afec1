import { useEffect, useState } from 'react';
import type { EstimateResult } from '@halyard/contract';
import { checkResidence } from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { api } from '@/app/storefront/routes';
import type { CheckoutData } from './checkout-data';
import { orderFields, residenceFields, type Residence } from './checkout-request';

export interface EstimateState {
  /** The latest totals for a complete address (kept while a newer one loads). */
  readonly estimate: EstimateResult | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

const DEBOUNCE_MS = 250;

/**
 * POST /api/v1/estimate when the country, state or postal code change (and pass the spec §5
 * checks): the same pricing the checkout charges, tax included (decision 0021).
 */
export function useEstimate(data: CheckoutData, residence: Residence): EstimateState {
  const [state, setState] = useState<EstimateState>({
    estimate: null,
    loading: false,
    failed: false,
  });
  const { country, state: region, postalCode } = residence;
  const complete = Object.keys(checkResidence({ country, region, postalCode })).length === 0;

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true }));
      callApi(api.estimate, {
        body: {
          ...orderFields(data),
          flow: data.flow,
          ...(data.target && { subscriptionId: data.target.subscription_id }),
          customer: residenceFields({ country, state: region, postalCode }),
        },
        signal: controller.signal,
      }).then(
        (estimate) => setState({ estimate, loading: false, failed: false }),
        () => {
          if (!controller.signal.aborted)
            setState((previous) => ({ ...previous, loading: false, failed: true }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, data, country, region, postalCode]);

  return complete ? state : { estimate: null, loading: false, failed: false };
}
