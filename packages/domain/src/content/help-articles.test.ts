import { describe, expect, it } from 'vitest';
import { subscriptionLinks } from '../navigation/routes';
import { findHelpArticle, HELP_ARTICLES, helpArticlesOf, helpPath } from './help-articles';
import { legalPageAt, LEGAL_PAGES } from './legal-pages';

describe('issue 17 help centre table', () => {
  it('has the three troubleshooting articles spec §2 links to, at the spec addresses', () => {
    const links = subscriptionLinks('krn:x');
    const paths = HELP_ARTICLES.map(helpPath);
    expect(paths).toContain(links['autobill-failed-help']);
    expect(paths).toContain(links['ios-help']);
    expect(paths).toContain(links['play-store-help']);
  });

  it('declares the #update anchors spec §2 links to', () => {
    expect(findHelpArticle('troubleshooting', 'ios-in-app-purchases')?.anchors).toContain('update');
    expect(findHelpArticle('troubleshooting', 'play-store-subscriptions')?.anchors).toContain(
      'update',
    );
  });

  it('puts contact at the top level and groups the rest by section', () => {
    expect(helpPath(findHelpArticle(null, 'contact')!)).toBe('/support/contact');
    expect(helpArticlesOf('billing').map((a) => a.slug)).toContain('change-plan');
    expect(helpPath({ section: 'billing' })).toBe('/support/billing');
    expect(helpPath({})).toBe('/support');
  });

  it('has unique slugs', () => {
    const slugs = HELP_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe('issue 17 legal pages', () => {
  it('keeps the spec §2 addresses of privacy policy and terms', () => {
    expect(LEGAL_PAGES['privacy-policy']).toBe('/privacy-policy');
    expect(LEGAL_PAGES.terms).toBe('/tos');
    expect(legalPageAt('/tos')).toBe('terms');
    expect(legalPageAt('/nope')).toBeUndefined();
  });
});
