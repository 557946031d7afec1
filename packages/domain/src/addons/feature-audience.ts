/**
 * Decision 0064: a feature flag's audience from configuration: `off`, `on` (everyone), or a
 * comma-separated list of account emails (a pilot group).
 */
export type FeatureAudience =
  | { readonly kind: 'off' }
  | { readonly kind: 'on' }
  | { readonly kind: 'accounts'; readonly emails: ReadonlySet<string> };

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export type AudienceParse =
  | { readonly ok: true; readonly value: FeatureAudience }
  | { readonly ok: false; readonly reason: 'invalid-email'; readonly entry: string };

/** Reads `off` / `on` / `a@x.test,b@y.test` (case and spaces ignored; empty means off). */
export function parseFeatureAudience(text: string | undefined): AudienceParse {
  const trimmed = (text ?? '').trim().toLowerCase();
  if (trimmed === '' || trimmed === 'off' || trimmed === '0' || trimmed === 'false') {
    return { ok: true, value: { kind: 'off' } };
  }
  if (trimmed === 'on' || trimmed === '1' || trimmed === 'true') {
    return { ok: true, value: { kind: 'on' } };
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !EMAIL.test(entry));
  if (bad !== undefined) return { ok: false, reason: 'invalid-email', entry: bad };
  return { ok: true, value: { kind: 'accounts', emails: new Set(entries) } };
}

/** Whether the flag is on for the account with `email`. */
export function isFeatureOnFor(audience: FeatureAudience, email: string): boolean {
  if (audience.kind === 'accounts') return audience.emails.has(email.trim().toLowerCase());
  return audience.kind === 'on';
}
