import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The request hash (the whole parsed body: a repeated attempt id must repeat it exactly) and the
 * payload hash (without the attempt id: the same purchase, retried under a new attempt id).
 */
export function requestHashes(body: { readonly checkoutAttemptId: string }) {
  const { checkoutAttemptId: _ignored, ...payload } = body;
  return { requestHash: sha256(canonical(body)), payloadHash: sha256(canonical(payload)) };
}
