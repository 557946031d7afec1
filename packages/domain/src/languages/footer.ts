import { LEGAL_PAGE_IDS, LEGAL_PAGES, type LegalPage } from '../content/legal-pages';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { localizedPath } from './locale-path';

/** spec §2 "A device bar shown only for German, Spanish, French, Dutch and Polish." */
export const DEVICE_BAR_LANGUAGES: readonly LanguageCode[] = ['de', 'es', 'fr', 'nl', 'pl'];

export const PRIVACY_POLICY_PATH = LEGAL_PAGES['privacy-policy'];
export const TERMS_PATH = LEGAL_PAGES.terms;

export interface FooterRules {
  readonly showDeviceBar: boolean;
  /** spec §2 "A top links strip shown only for English." */
  readonly showTopLinks: boolean;
  /** spec §2 privacy and terms links, "prefixed with the locale code when not English". */
  readonly privacyPolicyUrl: string;
  readonly termsUrl: string;
  /** The other legal pages (issue 17) follow the same rule. */
  readonly refundPolicyUrl: string;
  readonly cookiePolicyUrl: string;
  /** All four legal pages' addresses, in `LEGAL_PAGE_IDS` order. */
  readonly legalUrls: Readonly<Record<LegalPage, string>>;
  /** spec §2 "Copyright shows the current year." */
  readonly copyrightYear: number;
}

/** spec §2 footer: the footer's language-dependent rules. */
export function footerRules(code: LanguageCode, now: Date): FooterRules {
  return {
    showDeviceBar: DEVICE_BAR_LANGUAGES.includes(code),
    showTopLinks: code === DEFAULT_LANGUAGE,
    privacyPolicyUrl: localizedPath(PRIVACY_POLICY_PATH, code),
    termsUrl: localizedPath(TERMS_PATH, code),
    refundPolicyUrl: localizedPath(LEGAL_PAGES['refund-policy'], code),
    cookiePolicyUrl: localizedPath(LEGAL_PAGES['cookie-policy'], code),
    legalUrls: Object.fromEntries(
      LEGAL_PAGE_IDS.map((page) => [page, localizedPath(LEGAL_PAGES[page], code)]),
    ) as Record<LegalPage, string>,
    copyrightYear: now.getUTCFullYear(),
  };
}
