/**
 * spec §9 "Dedicated IP billing cycles: 1, 12 or 15, and 24, each with taxed and untaxed
 * variants." The 15-month cycle goes with a 12-month plan sold with 3 free months (decision 0012):
 * the dedicated IP runs as long as the plan it is added to.
 */
export const DEDICATED_IP_BILLING_CYCLES = [1, 12, 15, 24] as const;
export type DedicatedIpBillingCycle = (typeof DEDICATED_IP_BILLING_CYCLES)[number];

/** Per-month price of the dedicated IP in minor units per cycle (seed data, decision 0011). */
export const DEDICATED_IP_PER_MONTH: Record<DedicatedIpBillingCycle, number> = {
  1: 799,
  12: 599,
  15: 599,
  24: 499,
};

/** spec §9: one of the dedicated IP billing cycles 1, 12, 15 and 24. */
export function isDedicatedIpBillingCycle(value: unknown): value is DedicatedIpBillingCycle {
  return (DEDICATED_IP_BILLING_CYCLES as readonly unknown[]).includes(value);
}

/** spec §9: the cycle of a dedicated IP added to a plan of `planMonths` months, or null. */
export function dedicatedIpCycleForPlan(planMonths: number): DedicatedIpBillingCycle | null {
  return isDedicatedIpBillingCycle(planMonths) ? planMonths : null;
}

/** spec §9 taxed and untaxed variants: the price-row id suffix of one, e.g. "12m-taxed". */
export function dedicatedIpVariant(cycle: DedicatedIpBillingCycle, taxed: boolean): string {
  return `${cycle}m-${taxed ? 'taxed' : 'untaxed'}`;
}
