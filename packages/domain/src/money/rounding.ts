/**
 * Integer division with an explicit rounding mode: every money computation ends here, so no float
 * ever touches an amount (ARCHITECTURE decision 2). Intermediates are BigInt so a product of two
 * safe integers cannot lose precision.
 */
export const ROUNDING_MODES = [
  'up', // away from zero
  'down', // towards zero
  'ceiling', // towards +infinity
  'floor', // towards -infinity
  'half-up', // nearest; ties away from zero
  'half-even', // nearest; ties to the even neighbour
  'marketing', // spec §9 marketing rounding, see marketingRound
] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** spec §9: numerator / denominator rounded to an integer with `mode`; throws on zero. */
export function divideBigInt(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const truncated = n / d;
  const remainder = n % d;
  if (remainder === 0n) return truncated;
  const floor = remainder < 0n ? truncated - 1n : truncated;
  const ceiling = floor + 1n;
  const awayFromZero = n > 0n ? ceiling : floor;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  switch (mode) {
    case 'floor':
      return floor;
    case 'ceiling':
      return ceiling;
    case 'down':
      return truncated;
    case 'up':
      return awayFromZero;
    case 'half-up':
      return twiceRemainder >= d ? awayFromZero : truncated;
    case 'half-even':
      if (twiceRemainder !== d) return twiceRemainder > d ? awayFromZero : truncated;
      return truncated % 2n === 0n ? truncated : awayFromZero;
    case 'marketing':
      // spec §9: "round up, but if the result is a multiple of 10, round down".
      return ceiling % 10n === 0n ? floor : ceiling;
  }
}

/** A safe integer, or a RangeError: amounts are whole minor units (spec §9 scale 2). */
export function assertSafeInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a safe integer: ${value}`);
  return value;
}

function toSafeNumber(value: bigint): number {
  return assertSafeInteger(Number(value), 'Result');
}

/** spec §9: numerator / denominator rounded with `mode`; both must be safe integers. */
export function divideRounded(numerator: number, denominator: number, mode: RoundingMode): number {
  const n = BigInt(assertSafeInteger(numerator, 'Numerator'));
  const d = BigInt(assertSafeInteger(denominator, 'Denominator'));
  return toSafeNumber(divideBigInt(n, d, mode));
}

/** spec §9: value × numerator / denominator, rounded once at the end with `mode`. */
export function scaleRounded(
  value: number,
  numerator: number,
  denominator: number,
  mode: RoundingMode,
): number {
  const product =
    BigInt(assertSafeInteger(value, 'Value')) * BigInt(assertSafeInteger(numerator, 'Numerator'));
  return toSafeNumber(
    divideBigInt(product, BigInt(assertSafeInteger(denominator, 'Denominator')), mode),
  );
}

/**
 * spec §9 marketing rounding of the rational numerator / denominator, in whole minor units
 * (decision 0010): round up, but if that lands on a multiple of 10, round down instead, so a
 * displayed price ends in 9 rather than 0 (999.17 cents → 999, not 1000; 466.67 → 467). An exact
 * integer is never moved: rounding it up or down gives itself.
 */
export function marketingRound(numerator: number, denominator = 1): number {
  return divideRounded(numerator, denominator, 'marketing');
}
