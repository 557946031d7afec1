/**
 * Whether a value is one of the words of a constant list (`TIERS`, `PAYMENT_METHODS` …): the
 * check behind the domain's `is…` guards, which narrows the value to the list's type.
 */
export function isOneOf<const T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
