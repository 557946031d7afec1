import type { LegalPage } from '@halyard/domain';

/** The catalogue key suffix of each legal page's link text (`site.footer.*`, `shop.*`). */
export const LEGAL_LINK_LABELS = {
  'privacy-policy': 'privacy',
  terms: 'terms',
  'refund-policy': 'refunds',
  'cookie-policy': 'cookies',
} as const satisfies Record<LegalPage, string>;
