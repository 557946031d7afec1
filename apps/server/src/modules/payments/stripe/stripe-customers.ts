import type { GatewayCustomer } from '../payment-gateway';
import type { StripeContext } from './stripe-context';
import { stripeCall, stripeFind } from './stripe-errors';
import { idOf } from './stripe-views';

/**
 * The Stripe Customer of one of our references (decision 0150): remembered once made; a user
 * whose current method already belongs to a customer (a guest checkout's) keeps that customer;
 * otherwise a new one under a key derived from the reference, so a race makes one customer.
 */
export async function customerFor(
  ctx: StripeContext,
  customer: GatewayCustomer,
  currentSource?: string | null,
): Promise<string> {
  const known = await ctx.records.customer(customer.reference);
  if (known) return known;
  const now = ctx.clock.now();
  if (currentSource?.startsWith('pm_')) {
    const method = await stripeFind(() => ctx.stripe.paymentMethods.retrieve(currentSource));
    const owner = idOf(method?.customer);
    if (owner) return ctx.records.saveCustomer(customer.reference, owner, now);
  }
  const created = await stripeCall(() =>
    ctx.stripe.customers.create(
      {
        ...(customer.email && { email: customer.email }),
        metadata: { reference: customer.reference },
      },
      { idempotencyKey: `customer:${customer.reference}` },
    ),
  );
  return ctx.records.saveCustomer(customer.reference, created.id, now);
}
