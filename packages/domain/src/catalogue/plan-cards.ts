/** spec §9 "Plan-card lengths are 1, 6, 12 and 24 months; any other value is treated as 1." */
export const PLAN_CARD_LENGTHS = [1, 6, 12, 24] as const;
export type PlanCardLength = (typeof PLAN_CARD_LENGTHS)[number];

/**
 * The card recommended when nothing else applies: 24 months, the largest saving of the §9 price
 * list (decision 0012). spec §9 makes it 12 when the 24-month card is hidden.
 */
export const DEFAULT_RECOMMENDED_LENGTH: PlanCardLength = 24;
export const COMPACT_RECOMMENDED_LENGTH: PlanCardLength = 12;

/** spec §9: a plan length as a card length; any other value is 1. */
export function planCardLength(value: unknown): PlanCardLength {
  return (PLAN_CARD_LENGTHS as readonly unknown[]).includes(value) ? (value as PlanCardLength) : 1;
}

export interface PlanCardInput {
  /** The lengths the offer has prices for, in any order. */
  readonly lengths: readonly number[];
  /** The current subscription's next billing cycle in months, if the buyer has one. */
  readonly nextBillingCycle?: number | null;
  /** Show every card whatever the next billing cycle (e.g. a renewal page that must). */
  readonly forceAllLengths?: boolean;
}

export interface PlanCardLayout {
  /** The cards to show, shortest first. */
  readonly lengths: readonly PlanCardLength[];
  readonly compact: boolean;
  /** The card marked recommended, or null when there is no card. */
  readonly recommended: PlanCardLength | null;
}

/**
 * spec §9: "When the next billing cycle is 24 and not forced, the 24-month card is hidden, the
 * layout is compact and the 12-month card is recommended." If the preferred card is not shown,
 * the longest shown card is recommended instead.
 */
export function planCardLayout(input: PlanCardInput): PlanCardLayout {
  const all = [...new Set(input.lengths.map(planCardLength))].sort((a, b) => a - b);
  const compact = input.nextBillingCycle === 24 && !input.forceAllLengths;
  const lengths = compact ? all.filter((length) => length !== 24) : all;
  const preferred = compact ? COMPACT_RECOMMENDED_LENGTH : DEFAULT_RECOMMENDED_LENGTH;
  const recommended = lengths.includes(preferred) ? preferred : (lengths.at(-1) ?? null);
  return { lengths, compact, recommended };
}
