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
  /** The address `estimate` was made for (`addressKey`). */
  readonly address: string | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** An address as the estimate and the checkout send it, as one comparable string. */
export const addressKey = (residence: Residence) => JSON.stringify(residenceFields(residence));

/**
 * The server's tax decision (decision 0100) for this address, from the estimate made for it;
 * undefined when there is none yet, so the checkout states no expectation rather than a guess.
 */
export function decidedTaxable(state: EstimateState, residence: Residence): boolean | undefined {
  return state.estimate && state.address === addressKey(residence)
    ? state.estimate.isTaxable
    : undefined;
}

const DEBOUNCE_MS = 250;

/**
 * POST /api/v1/estimate when the country, state or postal code change (and pass the spec §5
 * checks): the same pricing the checkout charges, tax included (decision 0021).
 */
export function useEstimate(data: CheckoutData, residence: Residence): EstimateState {
  const [state, setState] = useState<EstimateState>({
    estimate: null,
    address: null,
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
      const residence = { country, state: region, postalCode };
      callApi(api.estimate, {
        body: {
          ...orderFields(data),
          flow: data.flow,
          ...(data.target && { subscriptionId: data.target.subscription_id }),
          customer: residenceFields(residence),
        },
        signal: controller.signal,
      }).then(
        (estimate) =>
          setState({ estimate, address: addressKey(residence), loading: false, failed: false }),
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

  return complete ? state : { estimate: null, address: null, loading: false, failed: false };
}
