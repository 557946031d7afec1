import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  APP_PAGES,
  HELP_ARTICLES,
  HELP_SECTIONS,
  helpPath,
  relativePagePath,
  type AppPageId,
  type LegalPage,
} from '@halyard/domain';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import {
  homeLoader,
  languageLoader,
  requireUserLoader,
  shouldRevalidateLanguage,
} from './route-loaders';

// Each feature is its own chunk, fetched when one of its routes is first matched
// (ARCHITECTURE decision 10): the sign-in page never downloads the portal.
const authRoutes = () => import('@/features/auth/auth.routes');
const portalRoutes = () => import('@/features/portal/portal.routes');
const dashboardRoutes = () => import('@/features/dashboard/dashboard.routes');
const invoicesRoutes = () => import('@/features/invoices/invoices.routes');
// Issue 7's billing and account pages (decisions 0045–0049).
const mySubscriptionsRoutes = () => import('@/features/my-subscriptions/my-subscriptions.routes');
const billingRoutes = () => import('@/features/billing/billing.routes');
const accountBillingRoutes = () => import('@/features/account-billing/account-billing.routes');
// Issue 23: two-factor sign-in, passkeys and sessions (decision 0117).
const accountSecurityRoutes = () => import('@/features/account-security/account-security.routes');
const redeemRoutes = () => import('@/features/redeem/redeem.routes');
const businessRoutes = () => import('@/features/business/business.routes');
// Issue 8 part B add-ons (decisions 0065–0068).
const idDefenderRoutes = () => import('@/features/id-defender/id-defender.routes');
const passwordManagerRoutes = () => import('@/features/password-manager/password-manager.routes');
const referralsRoutes = () => import('@/features/referrals/referrals.routes');
// Issue 8 part A's add-ons and services pages (decisions 0060–0064).
const setupDevicesRoutes = () => import('@/features/setup-devices/setup-devices.routes');
const dnsSettingsRoutes = () => import('@/features/dns-settings/dns-settings.routes');
const dedicatedIpRoutes = () => import('@/features/dedicated-ip/dedicated-ip.routes');
const esimRoutes = () => import('@/features/esim/esim.routes');
const routerCouponRoutes = () => import('@/features/router-coupon/router-coupon.routes');
const changelogRoutes = () => import('@/features/changelog/changelog.routes');
const expertProgramRoutes = () => import('@/features/expert-program/expert-program.routes');
// The storefront (issue 5, decision 0050): plan selection, checkout, gift cards, setup.
const orderRoutes = () => import('@/features/order/order.routes');
const checkoutRoutes = () => import('@/features/checkout/checkout.routes');
const giftCardRoutes = () => import('@/features/gift-cards/gift-cards.routes');
const setupRoutes = () => import('@/features/setup/setup.routes');
// Issue 9: the accessibility statement (decision 0078).
const accessibilityRoutes = () => import('@/features/accessibility/accessibility.routes');
// Issue 17: the help centre and the legal pages (decisions 0130, 0131).
const helpCentreRoutes = () => import('@/features/help-centre/help-centre.routes');
const legalRoutes = () => import('@/features/legal/legal.routes');
// Issue 16: the back office, its own chunk and its own root (no locale prefix; decision 0170).
const adminRoutes = () => import('@/features/admin/admin.routes');

/** A route's component from its feature's chunk, fetched when the route is first matched. */
const lazyComponent =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] =>
  async () => ({ Component: pick(await load()) });

/** A back-office page below `/admin`: its component from the admin chunk. */
const adminPage = (
  id: keyof typeof APP_PAGES,
  pick: (m: Awaited<ReturnType<typeof adminRoutes>>) => ComponentType,
): RouteObject => ({
  path: APP_PAGES[id].path.slice(APP_PAGES.adminHome.path.length + 1),
  lazy: lazyComponent(adminRoutes, pick),
});

/** A path of the domain's page table (or a help centre path) below the locale segment. */
const below = (page: AppPageId | string) =>
  page.startsWith('/') ? page.slice(1).replace(/\/$/, '') : relativePagePath(page as AppPageId);

/** A page of the domain's page table below the locale segment: its component from its chunk. */
const page = <M,>(
  id: AppPageId,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): RouteObject => ({
  path: below(id),
  lazy: lazyComponent(load, pick),
});

const legalPage =
  (page: LegalPage): RouteObject['lazy'] =>
  async () => {
    const m = await legalRoutes();
    return { Component: m.LegalPage, loader: m.legalLoader(page) };
  };

/** A lazy page inside the query cache; pages without queries skip TanStack Query (0050). */
async function withQueries(load: () => Promise<ComponentType>): Promise<ComponentType> {
  const [{ withQueryClient }, Component] = await Promise.all([
    import('./with-query-client'),
    load(),
  ]);
  return withQueryClient(Component);
}

export const routes: RouteObject[] = [
  {
    // Rendered in the browser only (the server sends the app's shell for these addresses).
    path: APP_PAGES.adminHome.path,
    lazy: async () => {
      const m = await adminRoutes();
      return { Component: m.AdminApp, loader: m.adminLoader };
    },
    HydrateFallback: PageSkeleton,
    children: [
      { index: true, lazy: lazyComponent(adminRoutes, (m) => m.CustomersPage) },
      adminPage('adminSignIn', (m) => m.AdminSignInPage),
      adminPage('adminCustomer', (m) => m.CustomerPage),
      adminPage('adminDunning', (m) => m.DunningPage),
      adminPage('adminRevenue', (m) => m.RevenuePage),
      adminPage('adminCatalogue', (m) => m.CataloguePage),
      adminPage('adminGiftCards', (m) => m.GiftCardsPage),
      adminPage('adminPromotionCodes', (m) => m.PromotionCodesPage),
      adminPage('adminAudit', (m) => m.AuditPage),
      adminPage('adminStaff', (m) => m.StaffPage),
      adminPage('adminSecurity', (m) => m.SecurityPage),
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    // The optional locale prefix (spec §2): none for English, `/de/…`, `/jp/…` for the others.
    path: '/:locale?',
    loader: languageLoader,
    shouldRevalidate: shouldRevalidateLanguage,
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: homeLoader },
      {
        path: below('order'),
        lazy: async () => {
          const m = await orderRoutes();
          return {
            Component: m.OrderPage,
            loader: m.orderLoader,
            shouldRevalidate: m.shouldRevalidateOrder,
            handle: m.orderHydration,
          };
        },
      },
      {
        path: below('checkout'),
        lazy: async () => {
          const m = await checkoutRoutes();
          return {
            Component: m.CheckoutPage,
            loader: m.checkoutLoader,
            shouldRevalidate: m.shouldRevalidateCheckout,
          };
        },
      },
      {
        path: below('checkoutConfirmation'),
        lazy: async () => {
          const m = await checkoutRoutes();
          return { Component: m.ConfirmationPage, loader: m.confirmationLoader };
        },
      },
      {
        path: below('redeemGift'),
        lazy: async () => {
          const m = await giftCardRoutes();
          return { Component: m.RedeemGiftPage, loader: m.redeemGiftLoader };
        },
      },
      {
        path: below('setup'),
        lazy: async () => {
          const m = await setupRoutes();
          return { Component: m.SetupPage, loader: m.setupLoader };
        },
      },
      page('accessibility', accessibilityRoutes, (m) => m.AccessibilityPage),
      {
        path: below('signIn'),
        lazy: async () => ({
          Component: await withQueries(async () => (await authRoutes()).SignInPage),
        }),
      },
      {
        path: below('forgotPassword'),
        lazy: async () => ({
          Component: await withQueries(async () => (await authRoutes()).ForgotPasswordPage),
        }),
      },
      {
        path: below('resetPassword'),
        lazy: async () => ({
          Component: await withQueries(async () => (await authRoutes()).ResetPasswordPage),
        }),
      },
      {
        // Public pages in the site's header and footer (issue 17): the help centre and the legal
        // pages. Every path comes from the domain's page table, which the server's 404 reads.
        lazy: async () => ({
          Component: await withQueries(async () => (await portalRoutes()).SiteLayout),
        }),
        children: [
          {
            path: below('helpCentre'),
            lazy: async () => {
              const m = await helpCentreRoutes();
              return { Component: m.HelpCentrePage, loader: m.helpCentreLoader };
            },
          },
          // One static route per section and article of the domain's table: a static path wins
          // over the optional locale segment (`/support/setup` is the section, not the /setup
          // page in a language called "support"), and an unknown article matches nothing (404).
          ...HELP_SECTIONS.map((section): RouteObject => ({
            path: below(helpPath({ section })),
            lazy: async () => {
              const m = await helpCentreRoutes();
              return { Component: m.HelpSectionPage, loader: m.helpSectionLoader(section) };
            },
          })),
          ...HELP_ARTICLES.map((article): RouteObject => ({
            path: below(helpPath(article)),
            lazy: async () => {
              const m = await helpCentreRoutes();
              return { Component: m.HelpArticlePage, loader: m.helpArticleLoader(article) };
            },
          })),
          { path: below('privacyPolicy'), lazy: legalPage('privacy-policy') },
          { path: below('terms'), lazy: legalPage('terms') },
          { path: below('refundPolicy'), lazy: legalPage('refund-policy') },
          { path: below('cookiePolicy'), lazy: legalPage('cookie-policy') },
        ],
      },
      {
        // The signed-in portal: header, account navigation, footer; the page guard (spec §6)
        // decides whether the user's navigation leads to the page before it renders.
        loader: requireUserLoader,
        lazy: async () => ({
          Component: await withQueries(async () => (await portalRoutes()).PortalLayout),
        }),
        children: [
          page('dashboard', dashboardRoutes, (m) => m.DashboardPage),
          page('invoices', invoicesRoutes, (m) => m.InvoicesPage),
          page('idAlerts', idDefenderRoutes, (m) => m.IdAlertsPage),
          page('idTheftInsurance', idDefenderRoutes, (m) => m.IdTheftInsurancePage),
          page('dataRemoval', idDefenderRoutes, (m) => m.DataRemovalPage),
          page('creditScanner', idDefenderRoutes, (m) => m.CreditScannerPage),
          page('passwordManager', passwordManagerRoutes, (m) => m.PasswordManagerPage),
          page('referrals', referralsRoutes, (m) => m.ReferralsPage),
          page('mySubscriptions', mySubscriptionsRoutes, (m) => m.MySubscriptionsPage),
          page('paymentMethod', billingRoutes, (m) => m.PaymentMethodPage),
          page('retryPayment', billingRoutes, (m) => m.RetryPaymentPage),
          // Issue 21 §1: the one-click way back from the auto-renew-off email.
          page('autoRenew', billingRoutes, (m) => m.AutoRenewPage),
          page('accountBilling', accountBillingRoutes, (m) => m.AccountBillingPage),
          page('accountSecurity', accountSecurityRoutes, (m) => m.AccountSecurityPage),
          page('redeem', redeemRoutes, (m) => m.RedeemPage),
          page('businessDashboard', businessRoutes, (m) => m.VolumeManagementPage),
          page('legacyBusinessDashboard', businessRoutes, (m) => m.LegacyBusinessDashboardPage),
          page('licenseManager', businessRoutes, (m) => m.LicenseManagerPage),
          page('activationSetup', setupDevicesRoutes, (m) => m.SetupDevicesPage),
          page('dnsSettings', dnsSettingsRoutes, (m) => m.DnsSettingsPage),
          page('dedicatedIp', dedicatedIpRoutes, (m) => m.DedicatedIpPage),
          page('esim', esimRoutes, (m) => m.EsimPage),
          page('routerCoupon', routerCouponRoutes, (m) => m.RouterCouponPage),
          page('changelog', changelogRoutes, (m) => m.ChangelogPage),
          page('expertProgram', expertProgramRoutes, (m) => m.ExpertProgramPage),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
