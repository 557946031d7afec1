import { LANGUAGES, type LanguageCode } from './languages';

const byTag = new Map<string, LanguageCode>(
  LANGUAGES.map((language) => [language.languageCode.toLowerCase(), language.code]),
);

/** Our language for one BCP-47 tag (`de-AT` → de, `ja` → jp, `zh-Hant-HK` → zh-tw), if any. */
function languageOfTag(tag: string): LanguageCode | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [base, ...rest] = parts;
  if (!base || base === '*') return undefined;
  if (base === 'zh') {
    // Traditional script, or a region that writes it, is zh-TW; any other Chinese is zh-CN.
    return rest.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo')
      ? 'zh-tw'
      : 'zh-cn';
  }
  if (base === 'nb' || base === 'nn') return 'no';
  if (base === 'iw') return 'he';
  if (base === 'in') return 'id';
  return byTag.get(base);
}

/**
 * Issue 9 item 2: `Accept-Language` (the browser's `navigator.languages`, most preferred first)
 * picks a first visit's language: the first tag that is one of our 29, by languageCode (so the
 * spec's pairs map back: da → dk, sv → se, vi → vn, uk → ua, ja → jp, ko → kr). Quality values
 * (`de;q=0.8`) are accepted and ignored beyond their order. None of ours → undefined.
 */
export function languageFromAcceptLanguage(tags: readonly string[]): LanguageCode | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag.split(';')[0] ?? '');
    if (language) return language;
  }
  return undefined;
}

/**
 * The tags of an `Accept-Language` header, most preferred first (RFC 9110 §12.5.4: by quality,
 * then in the order given; `q=0` means "not acceptable"), as the browser lists them in
 * `navigator.languages`: the server renders a first visit's page with them (decision 0140).
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  const weighted = (header ?? '').split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    return tag && Number.isFinite(quality) && quality > 0 ? [{ tag, quality, index }] : [];
  });
  return weighted
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
