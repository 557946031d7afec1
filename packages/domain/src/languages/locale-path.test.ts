import { describe, expect, it } from 'vitest';
import { footerRules } from './footer';
import { LANGUAGES } from './languages';
import { localizedPath, parseLocalizedPath, switchLocale } from './locale-path';
import { buildPageViewPayload } from './page-view';

describe('spec §2 locale-prefixed paths (none for English)', () => {
  it.each([
    ['/subscriptions', 'de', '/de/subscriptions'],
    ['/subscriptions', 'en', '/subscriptions'],
    ['/', 'fr', '/fr'],
    ['/', 'en', '/'],
    ['tos', 'jp', '/jp/tos'],
    ['/redeem?code=1', 'zh-cn', '/zh-cn/redeem?code=1'],
  ] as const)('%s in %s is %s', (path, code, expected) => {
    expect(localizedPath(path, code)).toBe(expected);
  });

  it.each([
    ['/de/subscriptions', 'de', '/subscriptions'],
    ['/de', 'de', '/'],
    ['/de?x=1', 'de', '/?x=1'],
    ['/zh-tw/keys/', 'zh-tw', '/keys/'],
    ['/subscriptions', 'en', '/subscriptions'],
    ['/en/subscriptions', 'en', '/en/subscriptions'],
    ['/xx/subscriptions', 'en', '/xx/subscriptions'],
    ['/', 'en', '/'],
    ['', 'en', '/'],
  ])('%s is %s + %s', (pathname, locale, path) => {
    expect(parseLocalizedPath(pathname)).toEqual({ locale, path });
  });

  it('prefixing then parsing gives back the locale and the path, for every language', () => {
    for (const { code } of LANGUAGES) {
      expect(parseLocalizedPath(localizedPath('/account-billing', code))).toEqual({
        locale: code,
        path: '/account-billing',
      });
    }
  });

  it('the picker keeps the page and changes the prefix', () => {
    expect(switchLocale('/de/subscriptions', 'fr')).toBe('/fr/subscriptions');
    expect(switchLocale('/de/subscriptions', 'en')).toBe('/subscriptions');
    expect(switchLocale('/subscriptions', 'pl')).toBe('/pl/subscriptions');
  });
});

describe('spec §2 footer rules', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it.each([
    ['de', true],
    ['es', true],
    ['fr', true],
    ['nl', true],
    ['pl', true],
    ['en', false],
    ['it', false],
  ] as const)('the device bar is shown for %s: %s', (code, shown) => {
    expect(footerRules(code, now).showDeviceBar).toBe(shown);
  });

  it('the top links strip is shown only for English', () => {
    expect(footerRules('en', now).showTopLinks).toBe(true);
    expect(footerRules('de', now).showTopLinks).toBe(false);
  });

  it('privacy policy and terms (and the refund and cookie policies) are prefixed with the locale code when not English', () => {
    expect(footerRules('en', now)).toMatchObject({
      privacyPolicyUrl: '/privacy-policy',
      termsUrl: '/tos',
      refundPolicyUrl: '/refund-policy',
      cookiePolicyUrl: '/cookie-policy',
    });
    expect(footerRules('se', now)).toMatchObject({
      privacyPolicyUrl: '/se/privacy-policy',
      termsUrl: '/se/tos',
      refundPolicyUrl: '/se/refund-policy',
      cookiePolicyUrl: '/se/cookie-policy',
      legalUrls: {
        'privacy-policy': '/se/privacy-policy',
        terms: '/se/tos',
        'refund-policy': '/se/refund-policy',
        'cookie-policy': '/se/cookie-policy',
      },
    });
  });

  it('the copyright shows the current year', () => {
    expect(footerRules('en', now).copyrightYear).toBe(2026);
  });
});

describe('spec §3 page-view payload', () => {
  it('carries locale, timmestamp (spelt so), subscription id and krn, user krn, full url and referrer', () => {
    expect(
      buildPageViewPayload({
        locale: 'de',
        now: new Date('2026-11-23T12:00:00.000Z'),
        subscription: { subscription_id: 'sub_1', krn: 'krn:t:subscription:1' },
        user: { krn: 'krn:t:user:1' },
        fullUrl: 'https://vpn.example/de/subscriptions',
        referrer: 'https://vpn.example/subscriptions',
      }),
    ).toEqual({
      locale: 'de',
      timmestamp: '2026-11-23T12:00:00.000Z',
      subscriptionId: 'sub_1',
      subscriptionKrn: 'krn:t:subscription:1',
      backendUserKrn: 'krn:t:user:1',
      fullUrl: 'https://vpn.example/de/subscriptions',
      referrer: 'https://vpn.example/subscriptions',
    });
  });

  it('sends null for what is absent, including an empty referrer', () => {
    const payload = buildPageViewPayload({
      locale: 'en',
      now: new Date(0),
      fullUrl: '/',
      referrer: '',
    });
    expect(payload).toMatchObject({
      subscriptionId: null,
      subscriptionKrn: null,
      backendUserKrn: null,
      referrer: null,
    });
  });
});
