import { CheckoutForCustomerBody, StoredCheckoutBody } from '@halyard/contract';
import { HttpError } from '../../../http/http-error';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { BuyersRepository, ResidenceColumns } from '../purchase/buyers.repository';
import type { Attempt } from '../attempts/checkout-attempts.repository';
import { checkoutPurchaseInput, customerPurchaseInput, residenceOf } from '../checkout-inputs';
import type { PaymentDetails } from '../fulfilment/fulfilment.repository';
import { paymentForIntent } from '../fulfilment/payment-details';
import type { PaymentIntentsRepository, StoredIntent } from '../intents/payment-intents.repository';
import type { Prepared, PurchaseInput } from '../purchase/purchase.service';
import type { StoredMethodsRepository } from '../purchase/stored-methods.repository';

/** Why a reconciled charge is given back: the purchase can no longer be completed. */
export const orphanReason = new HttpError(
  409,
  'payment_refunded',
  'Your order could not be completed and the payment was refunded. Please try again.',
);

export interface StoredPurchase {
  readonly input: PurchaseInput;
  readonly intent: StoredIntent | null;
  readonly residence: ResidenceColumns;
  readonly payment: (prepared: Prepared) => Promise<PaymentDetails>;
}

/**
 * The purchase an attempt asked for, rebuilt from its stored body exactly as the live call built
 * it (same input functions, same payment source), so a reconciled checkout equals a live one.
 */
export async function storedPurchase(
  deps: {
    gateway: PaymentGateway;
    intents: PaymentIntentsRepository;
    buyers: BuyersRepository;
    methods: StoredMethodsRepository;
  },
  attempt: Attempt,
): Promise<StoredPurchase> {
  const { tenantId } = attempt;
  if (attempt.route === 'checkout') {
    const body = StoredCheckoutBody.parse(attempt.requestBody);
    const intent = await deps.intents.find(tenantId, body.paymentIntentId);
    if (!intent) throw orphanReason;
    return {
      input: checkoutPurchaseInput(tenantId, attempt.userId, body, intent),
      intent,
      residence: residenceOf(body.customer),
      payment: () => paymentForIntent(deps.gateway, intent),
    };
  }
  const body = CheckoutForCustomerBody.parse(attempt.requestBody);
  const userId = attempt.userId ?? '';
  const residence = body.customer
    ? residenceOf(body.customer)
    : await deps.buyers.residence(tenantId, userId);
  if (!residence) throw orphanReason;
  return {
    input: customerPurchaseInput(tenantId, userId, body, residence),
    intent: null,
    residence,
    async payment(prepared) {
      const method = await deps.methods.pick(tenantId, userId, {
        methodId: body.paymentMethodId,
        subscriptionRowId: prepared.target?.rowId ?? null,
      });
      if (!method) throw orphanReason;
      return method;
    },
  };
}
