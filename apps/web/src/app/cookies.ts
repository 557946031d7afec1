import { serverScope } from './ssr/server-scope';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie of this site, or undefined. */
export function readCookie(name: string): string | undefined {
  // On the server: the request's Cookie header (decision 0140).
  const cookies = serverScope()?.cookies ?? document.cookie;
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A first-party preference cookie for the whole site, kept for a year. */
export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
