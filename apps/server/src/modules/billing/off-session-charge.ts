import { crashPoint } from '../../reliability/crash-points';
import { GatewayRequestError, GatewayUnavailableError } from '../payments/gateway-errors';
import type {
  ChargeInput,
  ChargeResult,
  Currency,
  PaymentGateway,
} from '../payments/payment-gateway';

export interface OffSessionCharge {
  readonly key: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly token: string | null | undefined;
  readonly metadata: Readonly<Record<string, string>>;
}

const noMethod: ChargeResult = {
  status: 'declined',
  declineCode: 'generic_decline',
  message: 'No payment method.',
};

const inputOf = (c: OffSessionCharge & { readonly token: string }): ChargeInput => ({
  idempotencyKey: c.key,
  amount: c.amount,
  currency: c.currency,
  source: { type: 'token', token: c.token },
  metadata: c.metadata,
});

/** A request the gateway refuses is a decline; one it did not answer is null; others throw. */
function outcomeOf(settled: PromiseSettledResult<ChargeResult>): ChargeResult | null {
  if (settled.status === 'fulfilled') return settled.value;
  const error = settled.reason;
  if (error instanceof GatewayRequestError)
    return { status: 'declined', declineCode: 'generic_decline', message: error.message };
  if (error instanceof GatewayUnavailableError) return null;
  throw error;
}

/**
 * Stored methods charged without the customer (renewals: no return path, decision 0182), each
 * under its period's key (decision 0031). No method, or a request the gateway refuses, is a
 * decline; null when the gateway did not answer — the next run repeats the same key and finds the
 * charge if it was made. A gateway with a batch call gets them all at once (issue 19 item 4);
 * otherwise they go one by one, `concurrency` at a time.
 */
export async function chargeOffSession(
  gateway: PaymentGateway,
  list: readonly OffSessionCharge[],
  concurrency = 1,
): Promise<(ChargeResult | null)[]> {
  const results: (ChargeResult | null)[] = list.map(() => noMethod);
  const charged = [...list.entries()].filter(([, c]) => c.token);
  if (charged.length === 0) return results;
  crashPoint('renewal:before-charge');
  const inputs = charged.map(([, c]) => inputOf({ ...c, token: c.token as string }));
  const settled = gateway.chargeMany
    ? await gateway
        .chargeMany(inputs)
        .catch((reason: unknown) =>
          inputs.map((): PromiseSettledResult<ChargeResult> => ({ status: 'rejected', reason })),
        )
    : await settleEach(inputs, (input) => gateway.charge(input), concurrency);
  for (const [i, [index]] of charged.entries())
    results[index] = outcomeOf(settled[i] as PromiseSettledResult<ChargeResult>);
  return results;
}

/** Runs `call` for every item, `concurrency` at a time; answers each settled, in order. */
async function settleEach<I, T>(
  items: readonly I[],
  call: (item: I) => Promise<T>,
  concurrency: number,
): Promise<PromiseSettledResult<T>[]> {
  const settled: PromiseSettledResult<T>[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      settled[index] = await call(items[index] as I).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return settled;
}
