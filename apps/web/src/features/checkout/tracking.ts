import { PAYPAL_AUTHORIZATION_FAILED_ERROR } from '@halyard/domain';
import * as routes from '@halyard/contract/route-refs';
import { callApi } from '@/app/api-client';

/** Tracking never stands in a buyer's way: a failed call is only logged (like page views, §8). */
const quietly = (call: Promise<unknown>) =>
  void call.catch((error: unknown) => console.error('Tracking call failed:', error));

/** spec §4 "A click records order submission" (POST /api/v1/emit-event, decision 0006). */
export function recordOrderSubmitted(properties: Record<string, string | null>): void {
  quietly(callApi(routes.emitEvent, { body: { event: 'order_submitted', properties } }));
}

/**
 * spec §4/§8 "An authorisation error records a failed signup attempt" with the error
 * 'Authorization failed' (POST /attempted_signups).
 */
export function recordPaypalAuthorisationFailed(email: string): void {
  quietly(
    callApi(routes.recordAttemptedSignup, {
      body: {
        email,
        domain: window.location.hostname,
        signup_stage: 'paypal_authorisation',
        error: PAYPAL_AUTHORIZATION_FAILED_ERROR,
      },
    }),
  );
}

/** spec §7 the payment result, written to the data platform after every checkout answer. */
export function writePaymentResult(result: {
  readonly uid: string | null;
  readonly result: 'success' | 'failure';
  readonly type: string;
  readonly gateway: string;
  readonly flow: string;
  readonly transId: string | null;
  readonly errorCode: string | null;
  readonly errorText: string | null;
}): void {
  quietly(
    callApi(routes.writePaymentResult, {
      body: {
        uid: result.uid,
        timestamp: new Date().toISOString(),
        system: 'web',
        version: '1',
        event: 'checkout',
        source: result.flow,
        result: result.result,
        type: result.type,
        gateway: result.gateway,
        forterResult: null,
        transId: result.transId,
        errorText: result.errorText,
        errorCode: result.errorCode,
      },
    }),
  );
}
