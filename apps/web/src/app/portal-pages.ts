import type en from '@/i18n/locales/en/translation.json';

/** A page heading of the catalogue's `pages` (the coming-soon note and fallback are not pages). */
export type ComingSoonPageKey = Exclude<keyof (typeof en)['pages'], 'comingSoon' | 'fallback'>;

/**
 * Portal pages whose backend is not there yet: each would show its heading and a "coming soon"
 * note. Every page of spec §2's account navigation has landed (issues 7 and 8), so the list is
 * empty; the mechanism stays for the next page that ships its route before its API.
 */
export const comingSoonPages: readonly {
  readonly path: string;
  readonly page: ComingSoonPageKey;
}[] = [];

/** What a coming-soon route tells its page (React Router `handle`). */
export interface ComingSoonHandle {
  readonly comingSoon: ComingSoonPageKey;
}
