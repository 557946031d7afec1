/**
 * @halyard/domain: every rule of the product spec as pure functions (ARCHITECTURE decision 1).
 * No I/O, no clock (each time rule takes `now`), no dependencies.
 */
export * from './shared/result';
export * from './shared/time';

export * from './money/currency';
export * from './money/rounding';
export * from './money/money';
export * from './money/format';

export * from './catalogue/tiers';
export * from './catalogue/periods';
export * from './catalogue/price-list';
export * from './catalogue/addon-groups';
export * from './catalogue/entitlements';
export * from './catalogue/price';
export * from './catalogue/offers';
export * from './catalogue/dedicated-ip';
export * from './catalogue/guarantee';
export * from './catalogue/plan-cards';
export * from './catalogue/products';
export * from './catalogue/seed';
export * from './catalogue/offer-products';
export * from './catalogue/period-end';
export * from './catalogue/save-offers';

export * from './subscriptions/types';
export * from './subscriptions/conditions';
export * from './subscriptions/tracking-status';
export * from './subscriptions/display-state';
export * from './subscriptions/api-status';

export * from './billing/renewal-dates';
export * from './billing/dunning';
export * from './billing/engine-decision';
export * from './billing/lifecycle';
export * from './billing/refund';
export * from './billing/ledger-invariants';
export * from './billing/notice-schedule';
export * from './billing/decline-types';
export * from './billing/credit-balance';

export * from './account/password-strength';
export * from './account/deletion';
export * from './account/email-change';
export * from './account/password-reset';
export * from './account/data-export';
export * from './business/seats';
export * from './business/billing';
export * from './subscriptions/from-api';
export * from './subscriptions/renewal';

export * from './navigation/navigation-type';
export * from './navigation/routes';
export * from './navigation/nav-items';
export * from './navigation/id-defender';
export * from './navigation/visibility';
export * from './navigation/active';
export * from './navigation/page-access';
export * from './navigation/subscription-actions';
export * from './navigation/app-pages';
export * from './content';

export * from './validation/address';
export * from './validation/form';
export * from './validation/paypal';
export * from './validation/eligibility';
export * from './validation/residence';

export * from './checkout/payment-methods';
export * from './checkout/payment-errors';
export * from './checkout/stripe-declines';
export * from './checkout/enums';
export * from './checkout/checkout-response';
export * from './checkout/redirect';
export * from './checkout/retry';
export * from './checkout/paypal';
export * from './checkout/order-totals';
export * from './checkout/order-allocation';
export * from './checkout/payment-method-label';
export * from './checkout/purchase-rules';

export * from './tax/tax-rates';
export * from './tax/tax-decision';
export * from './tax/tax-display';
export * from './tax/jurisdictions';
export * from './gift-cards/gift-cards';
export * from './promotions/promotion-codes';
export * from './referrals/referrals';
export * from './referrals/referral-portal';
export * from './storefront';

export * from './languages/languages';
export * from './languages/accept-language';
export * from './languages/locale-path';
export * from './languages/footer';
export * from './languages/page-view';

export * from './errors/http-status';
export * from './errors/v2-overrides';

export * from './addons/changelog';
export * from './addons/feature-audience';
export * from './addons/holiday-esim';
export * from './addons/smart-dns';

export * from './admin/staff-roles';
export * from './admin/audit-actions';
export * from './admin/subscription-actions';
export * from './admin/partial-refund';
export * from './admin/revenue';
export * from './admin/csv';

export * from './billing-details/vat-id';
export * from './billing-details/billing-details';
