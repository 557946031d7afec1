/** spec §3 "Language entry: name, code, languageCode". */
export interface Language {
  /** The language's own name, as the picker lists it. */
  readonly name: string;
  /** Our locale code: the path prefix and the `locale` cookie value (spec §2). */
  readonly code: string;
  /** The BCP-47 language tag (what Intl and `<html lang>` take). */
  readonly languageCode: string;
}

/**
 * spec §1/§9: 29 languages, English the default. `code` differs from `languageCode` exactly for
 * the six of spec §3: dk/da, se/sv, vn/vi, ua/uk, jp/ja, kr/ko (decision 0016 lists the choice).
 */
export const LANGUAGES = [
  { name: 'English', code: 'en', languageCode: 'en' },
  { name: 'العربية', code: 'ar', languageCode: 'ar' },
  { name: 'Čeština', code: 'cs', languageCode: 'cs' },
  { name: 'Dansk', code: 'dk', languageCode: 'da' },
  { name: 'Deutsch', code: 'de', languageCode: 'de' },
  { name: 'Ελληνικά', code: 'el', languageCode: 'el' },
  { name: 'Español', code: 'es', languageCode: 'es' },
  { name: 'Suomi', code: 'fi', languageCode: 'fi' },
  { name: 'Français', code: 'fr', languageCode: 'fr' },
  { name: 'עברית', code: 'he', languageCode: 'he' },
  { name: 'Magyar', code: 'hu', languageCode: 'hu' },
  { name: 'Bahasa Indonesia', code: 'id', languageCode: 'id' },
  { name: 'Italiano', code: 'it', languageCode: 'it' },
  { name: '日本語', code: 'jp', languageCode: 'ja' },
  { name: '한국어', code: 'kr', languageCode: 'ko' },
  { name: 'Bahasa Melayu', code: 'ms', languageCode: 'ms' },
  { name: 'Nederlands', code: 'nl', languageCode: 'nl' },
  { name: 'Norsk', code: 'no', languageCode: 'no' },
  { name: 'Polski', code: 'pl', languageCode: 'pl' },
  { name: 'Português', code: 'pt', languageCode: 'pt' },
  { name: 'Română', code: 'ro', languageCode: 'ro' },
  { name: 'Русский', code: 'ru', languageCode: 'ru' },
  { name: 'Svenska', code: 'se', languageCode: 'sv' },
  { name: 'ไทย', code: 'th', languageCode: 'th' },
  { name: 'Türkçe', code: 'tr', languageCode: 'tr' },
  { name: 'Українська', code: 'ua', languageCode: 'uk' },
  { name: 'Tiếng Việt', code: 'vn', languageCode: 'vi' },
  { name: '简体中文', code: 'zh-cn', languageCode: 'zh-CN' },
  { name: '繁體中文', code: 'zh-tw', languageCode: 'zh-TW' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** spec §9 "The default language is English." */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** spec §2: the cookie that stores the picked language. */
export const LOCALE_COOKIE = 'locale';

/** spec §9 "The default label for new items is 'New!'." */
export const NEW_ITEM_LABEL = 'New!';

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

/** spec §3 language entry: one of our 29 language codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

/** The entry for a code; English for an unknown one (spec §9 default). */
export function languageFor(code: string | null | undefined): Language {
  return byCode.get(code ?? '') ?? LANGUAGES[0];
}

/**
 * spec §9 "Decimal separator: comma for most European locales, dot for en, th, jp and kr."
 * Exhaustive per language. The spec names the dot locales and calls the comma ones "most
 * European"; for the non-European languages it does not name we follow their own convention
 * (decision 0016): dot for Arabic, Hebrew, Malay and Chinese; comma for Indonesian, Vietnamese
 * and Turkish.
 */
export const DECIMAL_SEPARATORS: Record<LanguageCode, ',' | '.'> = {
  en: '.',
  th: '.',
  jp: '.',
  kr: '.',
  ar: '.',
  he: '.',
  ms: '.',
  'zh-cn': '.',
  'zh-tw': '.',
  cs: ',',
  dk: ',',
  de: ',',
  el: ',',
  es: ',',
  fi: ',',
  fr: ',',
  hu: ',',
  id: ',',
  it: ',',
  nl: ',',
  no: ',',
  pl: ',',
  pt: ',',
  ro: ',',
  ru: ',',
  se: ',',
  tr: ',',
  ua: ',',
  vn: ',',
};

/** spec §9 decimal separator for a locale code; the default language's for an unknown one. */
export function decimalSeparatorFor(code: string | null | undefined): ',' | '.' {
  return DECIMAL_SEPARATORS[isLanguageCode(code) ? code : DEFAULT_LANGUAGE];
}
