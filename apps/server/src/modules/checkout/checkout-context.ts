import type { CheckoutResult } from '@halyard/contract';

/** What a checkout call answers: the purchase, or 202 while the buyer must act. */
export type Answer =
  | { readonly status: 200; readonly body: CheckoutResult }
  | {
      readonly status: 202;
      readonly body: {
        status: 'requires_action';
        action: { type: 'three_d_secure' | 'paypal_approval'; url: string };
        paymentIntentId: string | null;
        checkoutAttemptId: string;
      };
    };

export interface CallContext {
  readonly tenantId: string;
  readonly brand: string;
  readonly sessionUserId: string | null;
  /** Signs a buyer in after sign-up at checkout; absent when reconciling. */
  readonly startSession?: (userId: string) => Promise<void>;
}
