import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@halyard/domain';
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

const below = (route: string) => route.replace(/^\//, '');

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
        path: 'order',
        lazy: async () => {
          const m = await orderRoutes();
          return {
            Component: m.OrderPage,
            loader: m.orderLoader,
            shouldRevalidate: m.shouldRevalidateOrder,
          };
        },
      },
      {
        path: 'checkout',
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
        path: 'checkout/confirmation',
        lazy: async () => {
          const m = await checkoutRoutes();
          return { Component: m.ConfirmationPage, loader: m.confirmationLoader };
        },
      },
      {
        path: 'redeem-gift',
        lazy: async () => {
          const m = await giftCardRoutes();
          return { Component: m.RedeemGiftPage, loader: m.redeemGiftLoader };
        },
      },
      {
        path: 'setup',
        lazy: async () => {
          const m = await setupRoutes();
          return { Component: m.SetupPage, loader: m.setupLoader };
        },
      },
      {
        path: 'accessibility',
        lazy: async () => ({ Component: (await accessibilityRoutes()).AccessibilityPage }),
      },
      {
        path: 'sign-in',
        lazy: async () => ({
          Component: await withQueries(async () => (await authRoutes()).SignInPage),
        }),
      },
      {
        // The signed-in portal: header, account navigation, footer; the page guard (spec §6)
        // decides whether the user's navigation leads to the page before it renders.
        loader: requireUserLoader,
        lazy: async () => ({
          Component: await withQueries(async () => (await portalRoutes()).PortalLayout),
        }),
        children: [
          {
            path: below(ROUTES.dashboard),
            lazy: async () => ({ Component: (await dashboardRoutes()).DashboardPage }),
          },
          {
            path: 'invoices',
            lazy: async () => ({ Component: (await invoicesRoutes()).InvoicesPage }),
          },
          {
            path: below(ROUTES.idAlerts),
            lazy: async () => ({ Component: (await idDefenderRoutes()).IdAlertsPage }),
          },
          {
            path: below(ROUTES.idTheftInsurance),
            lazy: async () => ({ Component: (await idDefenderRoutes()).IdTheftInsurancePage }),
          },
          {
            path: below(ROUTES.dataRemoval),
            lazy: async () => ({ Component: (await idDefenderRoutes()).DataRemovalPage }),
          },
          {
            path: below(ROUTES.creditScanner),
            lazy: async () => ({ Component: (await idDefenderRoutes()).CreditScannerPage }),
          },
          {
            path: below(ROUTES.passwordManager),
            lazy: async () => ({ Component: (await passwordManagerRoutes()).PasswordManagerPage }),
          },
          {
            path: below(ROUTES.referrals),
            lazy: async () => ({ Component: (await referralsRoutes()).ReferralsPage }),
          },
          {
            path: below(ROUTES.mySubscriptions),
            lazy: async () => ({ Component: (await mySubscriptionsRoutes()).MySubscriptionsPage }),
          },
          {
            path: 'credit_cards/edit',
            lazy: async () => ({ Component: (await billingRoutes()).PaymentMethodPage }),
          },
          {
            path: `${below(ROUTES.dashboard)}/:krn/retry_manual_payment`,
            lazy: async () => ({ Component: (await billingRoutes()).RetryPaymentPage }),
          },
          {
            path: below(ROUTES.accountBilling),
            lazy: async () => ({ Component: (await accountBillingRoutes()).AccountBillingPage }),
          },
          {
            path: below(ROUTES.redeem),
            lazy: async () => ({ Component: (await redeemRoutes()).RedeemPage }),
          },
          {
            path: below(ROUTES.businessDashboard),
            lazy: async () => ({ Component: (await businessRoutes()).VolumeManagementPage }),
          },
          {
            path: ROUTES.legacyBusinessDashboard,
            lazy: async () => ({
              Component: (await businessRoutes()).LegacyBusinessDashboardPage,
            }),
          },
          {
            path: below(ROUTES.licenseManager),
            lazy: async () => ({ Component: (await businessRoutes()).LicenseManagerPage }),
          },
          {
            path: below(ROUTES.activationSetup),
            lazy: async () => ({ Component: (await setupDevicesRoutes()).SetupDevicesPage }),
          },
          {
            path: below(ROUTES.dnsSettings),
            lazy: async () => ({ Component: (await dnsSettingsRoutes()).DnsSettingsPage }),
          },
          {
            path: below(ROUTES.dedicatedIp),
            lazy: async () => ({ Component: (await dedicatedIpRoutes()).DedicatedIpPage }),
          },
          {
            path: below(ROUTES.esim),
            lazy: async () => ({ Component: (await esimRoutes()).EsimPage }),
          },
          {
            path: `${below(ROUTES.mySubscriptions)}/:krn/aircove-coupon`,
            lazy: async () => ({ Component: (await routerCouponRoutes()).RouterCouponPage }),
          },
          {
            path: below(ROUTES.changelog),
            lazy: async () => ({ Component: (await changelogRoutes()).ChangelogPage }),
          },
          {
            path: below(ROUTES.expertProgram),
            lazy: async () => ({ Component: (await expertProgramRoutes()).ExpertProgramPage }),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
