import { describeHttpError } from './http-status';

/** The v2 operations whose error messages spec §8 overrides. */
export const V2_OPERATIONS = [
  'refund-estimate',
  'email-update',
  'email-confirm',
  'password-update',
  'checkout',
] as const;
export type V2Operation = (typeof V2_OPERATIONS)[number];

/** spec §8 "Overrides (v2)", word for word. Exhaustive over the operations. */
export const V2_ERROR_OVERRIDES: Record<V2Operation, Readonly<Partial<Record<number, string>>>> = {
  'refund-estimate': {
    400: 'Bad request or missing data.',
    500: 'Internal server error.',
  },
  'email-update': {
    400: 'Invalid request or validation failed',
    403: 'Forbidden due to incorrect password or mismatched old email.',
  },
  'email-confirm': {
    403: 'Invalid or expired activation code.',
  },
  'password-update': {
    403: 'Invalid current password',
    422: 'Validation error (e.g., new password too weak).',
  },
  checkout: {
    500: 'Internal Server Error.',
  },
};

/**
 * The message for a non-OK v2 answer: the operation's override, else the spec §8 default
 * mapping, else the generic message; null for an OK status.
 */
export function v2ErrorMessage(
  operation: V2Operation | null,
  response: { readonly status: number; readonly statusText: string; readonly body: string },
): string | null {
  const described = describeHttpError(response);
  if (described === null) return null;
  const override = operation === null ? undefined : V2_ERROR_OVERRIDES[operation][response.status];
  return override ?? described.message;
}
