/**
 * The site's public address (issue 14 finding 5, decision 0105): email links and the Origins
 * accepted on state-changing calls come from configuration only, never from a request's Host.
 * `PUBLIC_URL` names it; without it the address is derived from HOST and PORT — `localhost` for a
 * loopback or wildcard HOST, and then the other loopback spellings of that port are accepted too.
 */
export interface Site {
  /** Origin the emails link to, e.g. `https://vpn.example.com` (no trailing slash). */
  readonly url: string;
  /** Origins a browser may send on a state-changing call. */
  readonly origins: ReadonlySet<string>;
  /** True when PUBLIC_URL set it; false when HOST and PORT derived it. */
  readonly configured: boolean;
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);

export function siteOf(publicUrl: string | undefined, host: string, port: number): Site {
  if (publicUrl) {
    const origin = new URL(publicUrl).origin;
    return { url: origin, origins: new Set([origin]), configured: true };
  }
  const bare = host.replace(/^\[|\]$/g, '');
  if (LOOPBACK_OR_ANY.has(bare)) {
    const names = ['localhost', '127.0.0.1', '[::1]'];
    return {
      url: `http://localhost:${port}`,
      origins: new Set(names.map((name) => `http://${name}:${port}`)),
      configured: false,
    };
  }
  const url = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`).origin;
  return { url, origins: new Set([url]), configured: false };
}

/** `path` on the site, absolute: what an email may link to. */
export const siteLink = (site: Site, path: string) => `${site.url}${path}`;
