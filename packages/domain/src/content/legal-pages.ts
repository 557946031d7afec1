/**
 * The legal pages (issue 17): privacy policy and terms at the spec §2 addresses, plus the refund
 * and cookie policies. Their text is Markdown an operator replaces (`CONTENT_DIR`, decision 0131).
 */
export const LEGAL_PAGES = {
  'privacy-policy': '/privacy-policy',
  terms: '/tos',
  'refund-policy': '/refund-policy',
  'cookie-policy': '/cookie-policy',
} as const;

export type LegalPage = keyof typeof LEGAL_PAGES;
export const LEGAL_PAGE_IDS = Object.keys(LEGAL_PAGES) as LegalPage[];

export function isLegalPage(value: string): value is LegalPage {
  return Object.hasOwn(LEGAL_PAGES, value);
}

/** The legal page served at a bare path (`/tos` → terms). */
export function legalPageAt(path: string): LegalPage | undefined {
  return LEGAL_PAGE_IDS.find((id) => LEGAL_PAGES[id] === path);
}
