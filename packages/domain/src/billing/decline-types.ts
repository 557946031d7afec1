import { GATEWAY_DECLINE_CODES, type GatewayDeclineCode } from '../checkout/payment-errors';
import { MS_PER_DAY, timeOf } from '../shared/time';
import { nextRetryAt } from './dunning';
import { isOneOf } from '../shared/one-of';

/**
 * Issue 21 item 2, dunning by decline type (decision 0181):
 * - soft: the same card may pay later (insufficient funds, processing error, timeout) — keep the
 *   3/7/14-day retries;
 * - hard: it never will (stolen or lost card, closed account, invalid number, do not honour) —
 *   stop retrying that card and ask the customer for a new one;
 * - authentication: the bank wants the customer (off-session 3-D Secure / SCA) — not a decline;
 *   the customer completes it from the emailed link inside the grace period (item 3).
 */
export const DECLINE_TYPES = ['soft', 'hard', 'authentication'] as const;
export type DeclineType = (typeof DECLINE_TYPES)[number];

/** Every gateway decline by type. Exhaustive: a new code does not compile until it is placed. */
export const DECLINE_TYPE_OF: Record<GatewayDeclineCode, DeclineType> = {
  insufficient_funds: 'soft',
  processing_error: 'soft',
  issuer_error: 'soft', // the issuer did not answer in time: a timeout
  generic_decline: 'soft', // no reason given: worth the scheduled retries
  lost_card: 'hard',
  stolen_card: 'hard',
  account_closed: 'hard',
  do_not_honor: 'hard',
  incorrect_number: 'hard', // "invalid number"
  fraud_suspected: 'hard',
  expired_card: 'hard', // an expired card stays expired
  incorrect_cvc: 'hard', // the stored details are wrong; the same details stay wrong
  payment_cancelled: 'hard', // the PayPal agreement was cancelled by the customer
  authentication_failed: 'hard', // the customer failed the bank's check
  authentication_required: 'authentication',
};

/** A decline code as its type; an unknown code is soft (the schedule decides, as before). */
export function declineTypeOf(code: string | null | undefined): DeclineType {
  return isOneOf(GATEWAY_DECLINE_CODES, code) ? DECLINE_TYPE_OF[code] : 'soft';
}

/** The last failed attempt of a due period, as the engine recorded it. */
export interface DunningFacts {
  readonly lastType: DeclineType | null;
  /** The payment method the last attempt charged. */
  readonly lastMethodId: string | null;
  /** The payment method a retry would charge now. */
  readonly methodId: string | null;
}

export type RetryAction = 'charge' | 'skip';

/**
 * At a scheduled retry (spec §4 grace period, decision 0031 slots): charge again after a soft
 * decline, or with a method the customer changed since; otherwise skip the slot — a hard-declined
 * card is not tried again, and an authentication the customer has not completed is not asked
 * for again off-session. The slots and the expiry after the last one stay as they are.
 */
export function retryAction(facts: DunningFacts): RetryAction {
  if (facts.lastType === null || facts.lastType === 'soft') return 'charge';
  return facts.methodId !== null && facts.methodId !== facts.lastMethodId ? 'charge' : 'skip';
}

/**
 * The end of the grace period of a due date: the last scheduled retry. After it the subscription
 * expires unless paid (spec §4 unchanged; decision 0031).
 */
export function graceEndsAt(dueDate: string | null, retryDays: readonly number[]): string | null {
  const due = timeOf(dueDate);
  const last = retryDays.at(-1);
  return due === null || last === undefined
    ? null
    : new Date(due + last * MS_PER_DAY).toISOString();
}

/** The next slot after a skipped or failed one; null when none is left (it expires). */
export const nextSlot = nextRetryAt;

/** What the customer must do for a subscription in dunning (the dashboard state, issue 21 §2–3). */
export type DunningState = 'retrying' | 'payment_method_required' | 'authentication_required';

export function dunningState(facts: DunningFacts): DunningState | null {
  if (facts.lastType === null) return null;
  if (retryAction(facts) === 'charge') return 'retrying';
  return facts.lastType === 'hard' ? 'payment_method_required' : 'authentication_required';
}
