/**
 * Expected outcomes are values, not exceptions (STYLE habit 4): a rule that can say "no" returns
 * `{ ok: false, reason }` and the caller decides what the reason means (an HTTP status, a message).
 */
export type Result<T, R extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: R };

/** An expected success (STYLE habit 4; no spec rule of its own). */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** An expected refusal with its reason (STYLE habit 4). */
export function fail<R extends string>(reason: R): { readonly ok: false; readonly reason: R } {
  return { ok: false, reason };
}
