import type { CheckoutBody, CheckoutForCustomerBody, CheckoutResult } from '@halyard/contract';
import * as routes from '@halyard/contract/route-refs';
import { checkoutAttemptSchedule, nextCheckoutStep } from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';

/** One purchase, sent to /api/v1/checkout (a payment intent) or /checkout-for-customer. */
export type CheckoutRequest =
  | { readonly route: 'checkout'; readonly body: Omit<CheckoutBody, 'checkoutAttemptId'> }
  | {
      readonly route: 'customer';
      readonly body: Omit<CheckoutForCustomerBody, 'checkoutAttemptId'>;
    };

export type CheckoutAnswer =
  | { readonly kind: 'paid'; readonly result: CheckoutResult }
  | { readonly kind: 'action'; readonly url: string }
  | { readonly kind: 'free-trial-used'; readonly error: unknown }
  | { readonly kind: 'failed'; readonly error: unknown };

/** A new attempt id: 128 random bits as hex (crypto.randomUUID needs a secure context). */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `att_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(request: CheckoutRequest, checkoutAttemptId: string) {
  return request.route === 'checkout'
    ? callApi(routes.checkout, { body: { ...request.body, checkoutAttemptId } })
    : callApi(routes.checkoutForCustomer, { body: { ...request.body, checkoutAttemptId } });
}

/**
 * spec §8 the checkout call and its retry policy, from the domain: a 5xx answer (or none at all)
 * is retried up to 6 attempts in total, waiting 1 s and doubling, each with a new attempt id
 * (`checkoutAttemptSchedule`); below 500 the new-users-only message is the free-trial-already-used
 * case and anything else a failure the page explains (`nextCheckoutStep`). The server charges
 * once whatever the attempt id (decision 0020). `onAttempt` reports each attempt as it starts.
 */
export async function submitCheckout(
  request: CheckoutRequest,
  onAttempt: (attempt: number, of: number) => void,
): Promise<CheckoutAnswer> {
  const schedule = checkoutAttemptSchedule(newAttemptId);
  let last: unknown = null;
  for (const planned of schedule) {
    if (planned.delayBeforeMs > 0) await wait(planned.delayBeforeMs);
    onAttempt(planned.attempt, schedule.length);
    try {
      const answer = await send(request, planned.attemptId);
      if ('status' in answer && answer.status === 'requires_action')
        return { kind: 'action', url: answer.action.url };
      return { kind: 'paid', result: answer as CheckoutResult };
    } catch (error) {
      if (!isApiError(error)) throw error;
      last = error;
      const step = nextCheckoutStep(planned.attempt, error.status || null, error.message);
      if (step.kind === 'retry') continue;
      if (step.kind === 'free-trial-already-used') return { kind: 'free-trial-used', error };
      return { kind: 'failed', error };
    }
  }
  return { kind: 'failed', error: last };
}
