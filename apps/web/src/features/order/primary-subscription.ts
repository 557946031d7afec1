import { isActiveSubscription } from '@halyard/domain';
import type { Customer, StoreSubscription } from '@/app/storefront/visitor';

/** The subscription the panel shows: the first still running, else the first there is. */
export function primarySubscription(
  customer: Customer | null,
  now: Date,
): StoreSubscription | null {
  if (!customer) return null;
  const subs = customer.subscriptions;
  return subs.find((sub) => isActiveSubscription(sub, now)) ?? subs[0] ?? null;
}
