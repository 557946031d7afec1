import { useEffect, useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { BillingDetailsBody, EstimateResult } from '@halyard/contract';
import { checkResidence } from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import type { CheckoutData } from './checkout-data';
import { companyFields, orderFields, residenceFields, type Residence } from './checkout-request';

export interface EstimateState {
  /** The latest totals for a complete address (kept while a newer one loads). */
  readonly estimate: EstimateResult | null;
  /** The address `estimate` was made for (`addressKey`). */
  readonly address: string | null;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The server's field problems with the last address (a company's VAT ID, decision 0198). */
  readonly problems?: Readonly<Record<string, string>>;
}

/** An address as the estimate and the checkout send it, as one comparable string. */
export const addressKey = (residence: Residence) =>
  JSON.stringify({ ...residenceFields(residence), ...companyFields(residence) });

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
  // The details as one string: the same details typed again ask for no new estimate.
  const companyKey = JSON.stringify(residence.company ?? null);
  const complete = Object.keys(checkResidence({ country, region, postalCode })).length === 0;

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true }));
      const company = JSON.parse(companyKey) as BillingDetailsBody | null;
      const residence = { country, state: region, postalCode, company };
      callApi(routes.estimate, {
        body: {
          ...orderFields(data),
          flow: data.flow,
          ...(data.target && { subscriptionId: data.target.subscription_id }),
          customer: residenceFields(residence),
          ...companyFields(residence),
        },
        signal: controller.signal,
      }).then(
        (estimate) =>
          setState({ estimate, address: addressKey(residence), loading: false, failed: false }),
        (error: unknown) => {
          const problems = isApiError(error) ? error.fields : {};
          if (!controller.signal.aborted)
            setState((previous) => ({ ...previous, loading: false, failed: true, problems }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, data, country, region, postalCode, companyKey]);

  return complete ? state : { estimate: null, address: null, loading: false, failed: false };
}
