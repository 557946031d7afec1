const BASE = 'http://sandbox.invalid';

/**
 * A same-origin path such as `/checkout/confirm?attempt=1`, normalised; null for anything that
 * could send the customer to another site (`//evil.example`, `/\evil.example`, `https://…`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? url.pathname + url.search + url.hash : null;
}

/** The return path with the result parameters added (e.g. `?paypal=approved&payment_intent=…`). */
export function withResultParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, BASE);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}
