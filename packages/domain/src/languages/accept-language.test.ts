import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, languageFromAcceptLanguage } from './accept-language';
import { LANGUAGES } from './languages';

describe('languageFromAcceptLanguage (issue 9 item 2: Accept-Language on a first visit)', () => {
  it.each([
    [['de-DE', 'de', 'en'], 'de'],
    [['en-US', 'en'], 'en'],
    [['da-DK'], 'dk'],
    [['sv'], 'se'],
    [['vi-VN'], 'vn'],
    [['uk-UA'], 'ua'],
    [['ja-JP'], 'jp'],
    [['ko'], 'kr'],
    [['zh-CN'], 'zh-cn'],
    [['zh'], 'zh-cn'],
    [['zh-Hans-CN'], 'zh-cn'],
    [['zh-TW'], 'zh-tw'],
    [['zh-Hant'], 'zh-tw'],
    [['zh-HK'], 'zh-tw'],
    [['nb-NO'], 'no'],
    [['nn'], 'no'],
    [['iw'], 'he'],
    [['pt-BR'], 'pt'],
    [['fr_CA'], 'fr'],
    [['de;q=0.9'], 'de'],
    [['xx', 'sw', 'fr-FR'], 'fr'],
  ] as const)('%j → %s', (tags, expected) => {
    expect(languageFromAcceptLanguage(tags)).toBe(expected);
  });

  it.each([[[]], [['sw', 'xx']], [['*']], [['']]] as const)('%j → none of ours', (tags) => {
    expect(languageFromAcceptLanguage(tags)).toBeUndefined();
  });

  it('every one of the 29 is reached from its own languageCode', () => {
    for (const language of LANGUAGES) {
      expect(languageFromAcceptLanguage([language.languageCode])).toBe(language.code);
    }
  });
});

describe('acceptLanguageTags (issue 18: the server reads a first visit’s Accept-Language)', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', ['de-DE', 'de', 'en']],
    ['en;q=0.5, fr-CH, de;q=0.7', ['fr-CH', 'de', 'en']],
    ['ja;q=0.8,ko;q=0.8', ['ja', 'ko']],
    ['fr;q=0, es', ['es']],
    ['', []],
    [undefined, []],
    ['*', ['*']],
  ])('%s → %j (by quality, then in order; q=0 left out)', (header, tags) => {
    expect(acceptLanguageTags(header)).toEqual(tags);
  });

  it('a header Chromium sends for a German browser picks German', () => {
    expect(languageFromAcceptLanguage(acceptLanguageTags('de-DE,de;q=0.9'))).toBe('de');
  });
});
