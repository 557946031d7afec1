/**
 * The `?next=` page to return to after signing in, if it is a path of this site; an absolute or
 * protocol-relative URL (`//evil.example`) would make sign-in an open redirect.
 */
export function safeNextPath(next: string | null): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  const url = new URL(next, window.location.origin);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : undefined;
}
