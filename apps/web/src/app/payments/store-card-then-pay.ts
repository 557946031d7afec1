import * as routes from '@halyard/contract/route-refs';
import { callApi } from '@/app/api-client';
import type { CardSource } from '@/app/card-token';

/**
 * Paying an owed renewal with a card typed now (the order page's renewal dialog, the retry page):
 * the card is stored first (decision 0030), then `pay` charges the stored method. Resolves to null
 * when paid, or to the words `explain` gives the failure, which the card form shows.
 */
export async function storeCardThenPay(
  source: CardSource,
  pay: (paymentMethodId: string) => Promise<void>,
  explain: (error: unknown) => string,
): Promise<string | null> {
  try {
    const { payment_method } = await callApi(routes.updatePaymentMethod, { body: source });
    await pay(payment_method.id);
    return null;
  } catch (error) {
    return explain(error);
  }
}
