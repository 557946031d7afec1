import type { LanguageCode } from '../languages/languages';

/** spec §4 "The PayPal flow runs in this order: payment-intent creation, button mount, user
 * authorisation, checkout." */
export const PAYPAL_FLOW_STEPS = [
  'create-payment-intent',
  'mount-button',
  'authorise',
  'checkout',
] as const;
export type PaypalFlowStep = (typeof PAYPAL_FLOW_STEPS)[number];

/** spec §4 PayPal flow: the step after `step`, or null after checkout. */
export function nextPaypalStep(step: PaypalFlowStep): PaypalFlowStep | null {
  return PAYPAL_FLOW_STEPS[PAYPAL_FLOW_STEPS.indexOf(step) + 1] ?? null;
}

/** spec §7 payment-intent body: paymentMethodType for PayPal. */
export const PAYPAL_PAYMENT_METHOD_TYPE = 'paypal_express_checkout';

/** spec §8 the error a failed PayPal authorisation records with the attempted sign-up. */
export const PAYPAL_AUTHORIZATION_FAILED_ERROR = 'Authorization failed';

/** spec §9 "PayPal button: gold, pill, height 55." */
export const PAYPAL_BUTTON_STYLE = { color: 'gold', shape: 'pill', height: 55 } as const;

/** spec §9 "Apple Pay button: height 60, pill shape." */
export const APPLE_PAY_BUTTON_STYLE = { shape: 'pill', height: 60 } as const;

/** spec §8 locales PayPal does not support, and what it gets instead. */
export const PAYPAL_UNSUPPORTED_LOCALES: readonly string[] = ['uk_UA'];
export const PAYPAL_FALLBACK_LOCALE = 'en_US';

/** The PayPal locale of each of our languages (before the spec §8 fallback applies). */
export const PAYPAL_LOCALE_BY_LANGUAGE: Record<LanguageCode, string> = {
  en: 'en_US',
  ar: 'ar_EG',
  cs: 'cs_CZ',
  dk: 'da_DK',
  de: 'de_DE',
  el: 'el_GR',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  he: 'he_IL',
  hu: 'hu_HU',
  id: 'id_ID',
  it: 'it_IT',
  jp: 'ja_JP',
  kr: 'ko_KR',
  ms: 'ms_MY',
  nl: 'nl_NL',
  no: 'no_NO',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ro: 'ro_RO',
  ru: 'ru_RU',
  se: 'sv_SE',
  th: 'th_TH',
  tr: 'tr_TR',
  ua: 'uk_UA',
  vn: 'vi_VN',
  'zh-cn': 'zh_CN',
  'zh-tw': 'zh_TW',
};

/** spec §8 "An unsupported PayPal locale (uk_UA) falls back to en_US." Accepts uk-UA too. */
export function paypalLocale(locale: string): string {
  const normalised = locale.replace('-', '_');
  return PAYPAL_UNSUPPORTED_LOCALES.includes(normalised) ? PAYPAL_FALLBACK_LOCALE : normalised;
}

/** spec §8: the PayPal locale for one of our language codes, with the fallback applied. */
export function paypalLocaleForLanguage(code: LanguageCode): string {
  return paypalLocale(PAYPAL_LOCALE_BY_LANGUAGE[code]);
}
