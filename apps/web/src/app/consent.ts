import { readCookie, writeCookie } from './cookies';

/** The cookie that stores the visitor's choices in the cookie-preferences dialog (decision 0043). */
export const CONSENT_COOKIE = 'cookie_preferences';

export interface CookieConsent {
  /** Page views and product analytics (spec §7 tracking calls). */
  readonly analytics: boolean;
  /** Advertising and affiliate attribution. */
  readonly marketing: boolean;
}

/** Before a choice: analytics on (first-party page views, spec §2), marketing off. */
export const DEFAULT_CONSENT: CookieConsent = { analytics: true, marketing: false };

export function readConsent(): CookieConsent {
  const value = readCookie(CONSENT_COOKIE);
  if (!value) return DEFAULT_CONSENT;
  const granted = new Set(value.split(','));
  return { analytics: granted.has('analytics'), marketing: granted.has('marketing') };
}

/** Stored as the list of granted purposes, e.g. `necessary,analytics`. */
export function writeConsent(consent: CookieConsent): void {
  const granted = ['necessary'];
  if (consent.analytics) granted.push('analytics');
  if (consent.marketing) granted.push('marketing');
  writeCookie(CONSENT_COOKIE, granted.join(','));
}
