import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, helpPath } from '../content/help-articles';
import { APP_PAGES, matchAppPage, relativePagePath } from './app-pages';
import { ROUTES } from './routes';
import { routerCouponRoute, subscriptionLinks } from './routes';

describe('issue 17: one table of the pages the app serves', () => {
  it('serves every spec §2 account-navigation route', () => {
    const navRoutes = Object.entries(ROUTES)
      .filter(([key]) => !['aircove', 'support', 'home', 'setup'].includes(key))
      .map(([, route]) => (route.startsWith('/') ? route : `/${route}`));
    for (const route of navRoutes) expect(matchAppPage(route), route).not.toBeNull();
  });

  it('serves every spec §2 "Links shown from a subscription block", with or without #anchor', () => {
    for (const link of Object.values(subscriptionLinks('krn:halyard:subscription:1'))) {
      const path = link.replace(/[#?].*$/, '');
      expect(matchAppPage(path), link).not.toBeNull();
    }
  });

  it('serves every help article at its address and the help centre sections', () => {
    for (const article of HELP_ARTICLES) {
      expect(matchAppPage(helpPath(article))?.id, article.slug).toMatch(/^help(Topic|Article)$/);
    }
    expect(matchAppPage('/support/billing')).toMatchObject({ id: 'helpTopic', audience: 'public' });
    expect(matchAppPage('/support')).toMatchObject({ id: 'helpCentre' });
  });

  it('keeps /support/dedicated-ip the spec §2 Dedicated IP page, not a help topic', () => {
    expect(matchAppPage('/support/dedicated-ip')).toMatchObject({
      id: 'dedicatedIp',
      audience: 'portal',
    });
  });

  it('answers null (a 404) for an address no page serves', () => {
    for (const path of [
      '/download/windows',
      '/support/troubleshooting/no-such-article',
      '/support/no-such-section',
      '/support/billing/ios-in-app-purchases',
      '/orders',
      '/invoices/extra',
      '/%E0%A4%A',
    ]) {
      expect(matchAppPage(path), path).toBeNull();
    }
  });

  it('reads the spec §2 trailing slash and parameters', () => {
    expect(matchAppPage('/support/troubleshooting/ios-in-app-purchases/')).toMatchObject({
      id: 'helpArticle',
      params: { section: 'troubleshooting', article: 'ios-in-app-purchases' },
    });
    expect(matchAppPage(routerCouponRoute('krn:halyard:subscription:7'))).toMatchObject({
      id: 'routerCoupon',
      params: { krn: 'krn:halyard:subscription:7' },
    });
    expect(matchAppPage('/business')).toMatchObject({ id: 'legacyBusinessDashboard' });
  });

  it('gives the router its nested paths', () => {
    expect(relativePagePath('checkoutConfirmation')).toBe('checkout/confirmation');
    expect(APP_PAGES.home.path).toBe('/');
  });
});
