import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2026-11-23-0001-initial';
import * as sandboxGateway from './migrations/2026-11-23-0002-sandbox-gateway';
import * as mailOutbox from './migrations/2026-11-23-0003-mail-outbox';
import * as subscriptionIds from './migrations/2026-11-23-0004-subscription-ids';
import * as billing from './migrations/2026-11-23-0005-billing';
import * as checkout from './migrations/2026-11-23-0101-checkout';
import * as lifecycle from './migrations/2026-11-23-0201-lifecycle';
import * as supportMessages from './migrations/2026-11-23-0301-support-messages';
import * as setupDevices from './migrations/2026-11-23-0401-setup-devices';
import * as smartDns from './migrations/2026-11-23-0402-smart-dns';
import * as routerCouponClaims from './migrations/2026-11-23-0403-router-coupon-claims';
import * as changelog from './migrations/2026-11-23-0404-changelog';
import * as expertProgram from './migrations/2026-11-23-0405-expert-program';
import * as idDefender from './migrations/2026-11-23-0450-id-defender';
import * as referralInvites from './migrations/2026-11-23-0451-referral-invites';
import * as paymentBindings from './migrations/2026-11-24-0100-payment-bindings';
import * as securityReview from './migrations/2026-11-24-1401-security-review';
import * as accountSecurity from './migrations/2026-11-24-2301-account-security';
import * as moneyAfterPayment from './migrations/2026-11-26-0120-money-after-payment';
import * as backOffice from './migrations/2026-11-26-0170-back-office';
import * as stripeGateway from './migrations/2026-11-26-2150-stripe-gateway';
import * as afterPayment from './migrations/2026-11-27-2401-after-payment';
import * as dedicatedIpPool from './migrations/2026-11-27-2402-dedicated-ip-pool';
import * as subscriptionLifecycle from './migrations/2026-11-26-0180-subscription-lifecycle';
import * as billingDetails from './migrations/2026-11-26-0190-billing-details';
import * as dataExports from './migrations/2026-11-28-0195-data-exports';
import * as intentBillingDetails from './migrations/2026-11-28-0198-intent-billing-details';
import * as creditBalance from './migrations/2026-11-28-0217-credit-balance';
import * as trackingUser from './migrations/2026-11-28-0220-tracking-user';
import * as paymentMethods from './migrations/2026-11-29-0191-payment-methods';
import * as promotionCodes from './migrations/2026-11-29-0193-promotion-codes';
import * as taxDisplay from './migrations/2026-11-30-0196-tax-display';
import * as promotionCodeDeactivation from './migrations/2026-11-30-0219-promotion-code-deactivation';
import * as refundsToBalance from './migrations/2026-12-01-0221-refunds-to-balance';
import * as perCustomerReadIndexes from './migrations/2026-12-01-0222-per-customer-read-indexes';
import * as attemptPortalFlow from './migrations/2026-12-02-0070-attempt-portal-flow';
import * as chargesCreatedIndex from './migrations/2026-12-03-0232-charges-created-index';
import * as sandboxChargesCreatedIndex from './migrations/2026-12-04-0234-sandbox-charges-created-index';
import * as entitlementsDerived from './migrations/2026-12-05-0250-entitlements-derived';

/**
 * Migrations are listed here rather than read from disk so the bundled server carries them.
 * Names sort by time; add new ones at the end.
 */
const migrations: Record<string, Migration> = {
  '2026-11-23-0001-initial': initial,
  '2026-11-23-0002-sandbox-gateway': sandboxGateway,
  '2026-11-23-0003-mail-outbox': mailOutbox,
  '2026-11-23-0004-subscription-ids': subscriptionIds,
  '2026-11-23-0005-billing': billing,
  '2026-11-23-0101-checkout': checkout,
  '2026-11-23-0201-lifecycle': lifecycle,
  '2026-11-23-0301-support-messages': supportMessages,
  '2026-11-23-0401-setup-devices': setupDevices,
  '2026-11-23-0402-smart-dns': smartDns,
  '2026-11-23-0403-router-coupon-claims': routerCouponClaims,
  '2026-11-23-0404-changelog': changelog,
  '2026-11-23-0405-expert-program': expertProgram,
  '2026-11-23-0450-id-defender': idDefender,
  '2026-11-23-0451-referral-invites': referralInvites,
  '2026-11-24-0100-payment-bindings': paymentBindings,
  '2026-11-24-1401-security-review': securityReview,
  '2026-11-24-2301-account-security': accountSecurity,
  '2026-11-26-0120-money-after-payment': moneyAfterPayment,
  '2026-11-26-0170-back-office': backOffice,
  '2026-11-26-2150-stripe-gateway': stripeGateway,
  '2026-11-27-2401-after-payment': afterPayment,
  '2026-11-26-0180-subscription-lifecycle': subscriptionLifecycle,
  '2026-11-26-0190-billing-details': billingDetails,
  '2026-11-27-2402-dedicated-ip-pool': dedicatedIpPool,
  '2026-11-28-0195-data-exports': dataExports,
  '2026-11-28-0198-intent-billing-details': intentBillingDetails,
  '2026-11-28-0217-credit-balance': creditBalance,
  '2026-11-28-0220-tracking-user': trackingUser,
  '2026-11-29-0191-payment-methods': paymentMethods,
  '2026-11-29-0193-promotion-codes': promotionCodes,
  '2026-11-30-0196-tax-display': taxDisplay,
  '2026-11-30-0219-promotion-code-deactivation': promotionCodeDeactivation,
  '2026-12-01-0221-refunds-to-balance': refundsToBalance,
  '2026-12-01-0222-per-customer-read-indexes': perCustomerReadIndexes,
  '2026-12-02-0070-attempt-portal-flow': attemptPortalFlow,
  '2026-12-03-0232-charges-created-index': chargesCreatedIndex,
  '2026-12-04-0234-sandbox-charges-created-index': sandboxChargesCreatedIndex,
  '2026-12-05-0250-entitlements-derived': entitlementsDerived,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator over our migrations (tests step one migration down and up again with it). */
export const createMigrator = (db: Db) => new Migrator({ db, provider });

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
