import {
  isCancelled,
  isExpired,
  isExpiring,
  isInGracePeriod,
  isInTrial,
  isRevoked,
} from './conditions';
import type { Subscription } from './types';

/** The status pill of a dashboard card (DESIGN: one per subscription). */
export const DISPLAY_STATES = [
  'revoked',
  'expired',
  'cancelled',
  'grace',
  'trial',
  'expiring',
  'active',
] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/**
 * The first matching rule wins (decision 0013): the most final state first, because it decides
 * what the customer can still do. `active` is the fallback and has no rule. A cancelled
 * subscription whose date has passed is expired; a trial about to lapse still shows as a trial.
 */
const PRECEDENCE: readonly (readonly [
  Exclude<DisplayState, 'active'>,
  (s: Subscription, now: Date) => boolean,
])[] = [
  ['revoked', (s) => isRevoked(s)],
  ['expired', (s, now) => s.state === 'expired' || isExpired(s, now)],
  ['cancelled', (s) => isCancelled(s)],
  ['grace', (s, now) => isInGracePeriod(s, now)],
  ['trial', (s) => isInTrial(s)],
  ['expiring', (s, now) => isExpiring(s, now)],
];

/** spec §4 conditions folded into the one state the dashboard shows. */
export function displayState(sub: Subscription, now: Date): DisplayState {
  return PRECEDENCE.find(([, applies]) => applies(sub, now))?.[0] ?? 'active';
}
