// The back office (issue 16, decisions 0170–0176): one lazy chunk, never in the storefront's or
// the portal's first load.
export { AdminApp, adminLoader } from './admin-layout';
export { AdminSignInPage } from './sign-in-page';
export { CustomersPage } from './customers-page';
export { CustomerPage } from './customer-page';
export { AuditPage, DunningPage, RevenuePage } from './reports-pages';
export { CataloguePage, GiftCardsPage } from './catalogue-pages';
export { PromotionCodesPage } from './promotion-codes-page';
export { SecurityPage, StaffPage } from './staff-pages';
