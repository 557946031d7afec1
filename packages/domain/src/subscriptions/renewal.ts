import { displayState } from './display-state';
import type { Subscription } from './types';

/**
 * Whether the next payment date is a charge the customer should expect: auto-billing is on and
 * the subscription still runs (active, in trial, or in its grace period, where the renewal is
 * still being collected). Expiring, cancelled, expired and revoked ones are not charged again.
 */
export function renewsAutomatically(sub: Subscription, now: Date): boolean {
  if (!sub.auto_billing_enabled) return false;
  const state = displayState(sub, now);
  return state === 'active' || state === 'trial' || state === 'grace';
}
