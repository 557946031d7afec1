import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language';
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
