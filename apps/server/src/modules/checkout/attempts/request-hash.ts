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
 * payload hash (without the attempt id: the same purchase, retried under a new attempt id). A
 * portal attempt's flow counts too (a renewal and an edit to the subscription's own price send
 * the same v1 body), hashed in the shape the body carried it in before decision 0070's addendum
 * (`xv.portal_flow`), so that an attempt stored before then still repeats as itself.
 */
export function requestHashes(
  body: { readonly checkoutAttemptId: string },
  portalFlow: string | null = null,
) {
  const hashed = portalFlow ? { ...body, xv: { portal_flow: portalFlow } } : body;
  const { checkoutAttemptId: _ignored, ...payload } = hashed;
  return { requestHash: sha256(canonical(hashed)), payloadHash: sha256(canonical(payload)) };
}
