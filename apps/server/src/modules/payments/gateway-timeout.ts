import { metrics } from '../../metrics';
import { GatewayUnavailableError } from './gateway-errors';
import type { ChargeInput, ChargeResult, PaymentGateway } from './payment-gateway';

/** Rejects with GatewayUnavailableError when the call has not settled within `timeoutMs`. */
function withDeadline<T>(operation: string, timeoutMs: number, call: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new GatewayUnavailableError(
          'timeout',
          `The payment gateway did not answer ${operation} within ${timeoutMs} ms.`,
        ),
      );
    }, timeoutMs);
    call.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A listing's deadline is per page (decision 0234): a week of a large shop's charges takes many
 * requests, each of which must answer in time; the listing as a whole may take minutes.
 */
async function* pagesWithDeadline<T>(
  timeoutMs: number,
  pages: AsyncIterable<T>,
): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      const next = await withDeadline('chargePages', timeoutMs, iterator.next());
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // Stopped early (a consumer's break, a timeout): the source is told, not waited for.
    if (!finished) void iterator.return?.()?.catch(() => undefined);
  }
}

/**
 * Every gateway call from our server has a deadline (GATEWAY_TIMEOUT_MS). A call that times out
 * may still complete on the gateway's side; retrying with the same idempotency key is safe.
 */
/** Issue 19 item 7: every decline the gateway answered, by its code (checkout and renewals). */
function counted(result: ChargeResult): ChargeResult {
  if (result.status === 'declined') metrics.declines.inc({ code: result.declineCode });
  return result;
}

export function withGatewayTimeout(gateway: PaymentGateway, timeoutMs: number): PaymentGateway {
  const many = gateway.chargeMany?.bind(gateway);
  return {
    name: gateway.name,
    cardEntry: gateway.cardEntry,
    createPaymentIntent: (input) =>
      withDeadline('createPaymentIntent', timeoutMs, gateway.createPaymentIntent(input)),
    retrievePaymentIntent: (intentId) =>
      withDeadline('retrievePaymentIntent', timeoutMs, gateway.retrievePaymentIntent(intentId)),
    describePaymentSource: (token) =>
      withDeadline('describePaymentSource', timeoutMs, gateway.describePaymentSource(token)),
    verifyPaymentSource: (token, secret) =>
      withDeadline('verifyPaymentSource', timeoutMs, gateway.verifyPaymentSource(token, secret)),
    charge: async (input) =>
      counted(await withDeadline('charge', timeoutMs, gateway.charge(input))),
    ...(many && {
      chargeMany: async (inputs: readonly ChargeInput[]) => {
        const results = await withDeadline('chargeMany', timeoutMs, many(inputs));
        for (const result of results) if (result.status === 'fulfilled') counted(result.value);
        return results;
      },
    }),
    refund: (input) => withDeadline('refund', timeoutMs, gateway.refund(input)),
    startSetup: (input) => withDeadline('startSetup', timeoutMs, gateway.startSetup(input)),
    chargePages: (options) => pagesWithDeadline(timeoutMs, gateway.chargePages(options)),
    chargesPerRequest: gateway.chargesPerRequest,
    findCharges: (chargeIds) =>
      withDeadline('findCharges', timeoutMs, gateway.findCharges(chargeIds)),
    retrieveCharge: (chargeId) =>
      withDeadline('retrieveCharge', timeoutMs, gateway.retrieveCharge(chargeId)),
    listRefunds: (chargeId) =>
      withDeadline('listRefunds', timeoutMs, gateway.listRefunds(chargeId)),
  };
}
