import * as account from './account.contract';
import * as adminAuth from './admin-auth.contract';
import * as adminActions from './admin-actions.contract';
import * as adminCatalogue from './admin-catalogue.contract';
import * as adminPromotions from './admin-promotions.contract';
import * as adminCustomers from './admin-customers.contract';
import * as adminReports from './admin-reports.contract';
import * as adminStaff from './admin-staff.contract';
import * as accountSettings from './account-settings.contract';
import * as billingDetails from './billing-details.contract';
import * as dataExport from './data-export.contract';
import * as creditBalance from './credit-balance.contract';
import * as taxDisplay from './tax-display.contract';
import * as accountSecurity from './account-security.contract';
import * as accountRecovery from './account-recovery.contract';
import * as billing from './billing.contract';
import * as catalog from './catalog.contract';
import * as changelog from './changelog.contract';
import * as checkout from './checkout.contract';
import * as content from './content.contract';
import * as dedicatedIp from './dedicated-ip.contract';
import * as dnsSettings from './dns-settings.contract';
import * as esim from './esim.contract';
import * as expertProgram from './expert-program.contract';
import * as checkoutV2 from './checkout-v2.contract';
import * as estimate from './estimate.contract';
import * as giftCards from './gift-cards.contract';
import * as idDefender from './id-defender.contract';
import type { RouteContract } from './http';
import * as invoices from './invoices.contract';
import * as licenses from './licenses.contract';
import * as passwordManager from './password-manager.contract';
import * as paymentGateway from './payment-gateway.contract';
import * as paymentIntent from './payment-intent.contract';
import * as promotions from './promotions.contract';
import * as referrals from './referrals.contract';
import * as refunds from './refunds.contract';
import * as routerCoupon from './router-coupon.contract';
import * as sandboxGateway from './sandbox-gateway.contract';
import * as setupDevices from './setup-devices.contract';
import * as subscriptions from './subscriptions.contract';
import * as subscriptionLifecycle from './subscription-lifecycle.contract';
import * as support from './support.contract';
import * as tracking from './tracking.contract';

/**
 * The sandbox gateway's JSON routes. They play an external PSP under /sandbox-gateway/, so unlike
 * every /api/ route they take no tenant header (decision 0004 covers /api/).
 */
export const sandboxGatewayRoutes: readonly RouteContract[] = [
  sandboxGateway.createSandboxCardToken,
  sandboxGateway.createSandboxCardFrameToken,
  sandboxGateway.createSandboxWalletToken,
  sandboxGateway.getSandboxPaymentIntent,
];

/**
 * Routes a payment provider calls (webhooks): authenticated by its signature, with no tenant
 * header and no session (decision 0153).
 */
export const providerWebhookRoutes: readonly RouteContract[] = [paymentGateway.stripeWebhook];

/**
 * The back office's routes (issue 16, decision 0171): every one names the staff permission it
 * needs (`staff`); the admin authorization matrix sweeps them by role and tenant.
 */
export const adminRoutes: readonly RouteContract[] = [
  adminAuth.staffSignIn,
  adminAuth.staffSignInCode,
  adminAuth.staffSignOut,
  adminAuth.getStaffSelf,
  adminAuth.listStaffSessions,
  adminAuth.endStaffSession,
  adminCustomers.searchCustomers,
  adminCustomers.getAdminCustomer,
  adminCustomers.downloadAdminInvoice,
  ...adminActions.adminActionRoutes,
  // Issue 22 item 5: a customer's credit balance (decision 0217).
  creditBalance.adminGetCredits,
  creditBalance.adminGrantCredit,
  // Issue 22 item 3: the tenant's taxDisplay (decision 0196).
  taxDisplay.adminGetTaxDisplay,
  taxDisplay.adminSetTaxDisplay,
  adminCatalogue.getAdminCatalogue,
  adminCatalogue.createAdminOffer,
  adminCatalogue.changeAdminPrice,
  adminCatalogue.listPriceVersions,
  adminCatalogue.listGiftCardBatches,
  adminCatalogue.createGiftCardBatch,
  adminCatalogue.exportGiftCardBatch,
  adminCatalogue.voidGiftCardBatch,
  // Issue 22 item 4: promotion codes (decision 0219).
  adminPromotions.listAdminPromotionCodes,
  adminPromotions.createAdminPromotionCode,
  adminPromotions.updateAdminPromotionCode,
  adminPromotions.deactivateAdminPromotionCode,
  adminPromotions.reactivateAdminPromotionCode,
  adminReports.listFailedRenewals,
  adminReports.getRevenue,
  adminReports.exportRevenue,
  adminReports.listAudit,
  adminStaff.listStaff,
  adminStaff.createStaff,
  adminStaff.updateStaff,
  adminStaff.resetStaffTwoFactor,
];

/** Every route of the API, for the OpenAPI document and for tests that sweep all routes. */
export const allRoutes: readonly RouteContract[] = [
  account.signUp,
  account.signIn,
  account.signOut,
  account.currentUser,
  subscriptions.listSubscriptions,
  subscriptions.getSubscription,
  subscriptions.autobillOn,
  subscriptions.autobillOff,
  subscriptions.retryPaymentCollection,
  subscriptionLifecycle.getSaveOffer,
  subscriptionLifecycle.acceptSaveOffer,
  subscriptionLifecycle.authenticatePayment,
  refunds.refundEstimate,
  refunds.requestRefundRevoke,
  refunds.cancelRefundRevoke,
  licenses.getLicenses,
  licenses.updateLicenses,
  licenses.estimateLicenses,
  licenses.licensesAutobillOn,
  licenses.licensesAutobillOff,
  accountSettings.updateEmail,
  accountSettings.confirmEmail,
  accountSettings.updatePassword,
  accountSettings.requestDeletion,
  accountSettings.getDeletion,
  accountSettings.updateDeletion,
  accountSettings.cancelDeletion,
  accountRecovery.requestPasswordReset,
  accountRecovery.checkPasswordReset,
  accountRecovery.completePasswordReset,
  billingDetails.getBillingDetails,
  billingDetails.putBillingDetails,
  dataExport.getDataExport,
  dataExport.requestDataExport,
  dataExport.downloadDataExport,
  accountSecurity.signInSecondFactor,
  accountSecurity.passkeySignInOptions,
  accountSecurity.passkeySignIn,
  accountSecurity.getTwoFactor,
  accountSecurity.startTwoFactor,
  accountSecurity.confirmTwoFactor,
  accountSecurity.regenerateRecoveryCodes,
  accountSecurity.disableTwoFactor,
  accountSecurity.listPasskeys,
  accountSecurity.passkeyRegistrationOptions,
  accountSecurity.addPasskey,
  accountSecurity.renamePasskey,
  accountSecurity.removePasskey,
  accountSecurity.listSessions,
  accountSecurity.endSession,
  accountSecurity.endOtherSessions,
  billing.updatePaymentMethod,
  billing.listPaymentMethods,
  billing.addPaymentMethod,
  billing.makeDefaultPaymentMethod,
  billing.removePaymentMethod,
  paymentGateway.startPaymentMethodSetup,
  paymentGateway.getPaymentGateway,
  invoices.listInvoices,
  invoices.downloadInvoice,
  invoices.reissueInvoice,
  creditBalance.getCreditBalance,
  tracking.recordPageView,
  tracking.emitEvent,
  tracking.writePaymentResult,
  tracking.recordAttemptedSignup,
  support.sendSupportMessage,
  support.listSupportMessages,
  catalog.getOffer,
  paymentIntent.createPaymentIntent,
  paymentIntent.createOrderPaymentIntent,
  checkout.checkout,
  checkout.checkoutForCustomer,
  estimate.estimate,
  promotions.checkPromotionCode,
  checkoutV2.v2CheckoutEstimate,
  checkoutV2.v2CheckoutStart,
  checkoutV2.v2CheckoutGet,
  checkoutV2.v2CheckoutRetry,
  checkoutV2.v2CheckoutConfirm,
  referrals.getReferralBonus,
  referrals.getReferrals,
  referrals.sendReferralInvite,
  idDefender.listIdAlerts,
  idDefender.markIdAlertRead,
  idDefender.getIdTheftInsurance,
  idDefender.listDataRemovals,
  idDefender.getCreditScanner,
  passwordManager.getPasswordManager,
  giftCards.checkGiftCard,
  giftCards.redeemGiftCard,
  // issue 8 part A: add-ons and services (decisions 0060–0064).
  setupDevices.getActivationSetup,
  dnsSettings.getDnsSettings,
  dnsSettings.registerDnsAddress,
  dnsSettings.removeDnsAddress,
  dedicatedIp.listDedicatedIps,
  dedicatedIp.dedicatedIpAutobillOn,
  dedicatedIp.dedicatedIpAutobillOff,
  dedicatedIp.listDedicatedIpRegions,
  dedicatedIp.chooseDedicatedIpRegion,
  esim.listEsims,
  routerCoupon.getRouterCoupon,
  routerCoupon.claimRouterCoupon,
  changelog.listChangelog,
  expertProgram.getFeatureFlags,
  expertProgram.getExpertApplication,
  expertProgram.applyToExpertProgram,
  // issue 17: help centre and legal pages (decisions 0130, 0131).
  content.listHelpArticles,
  content.getHelpArticle,
  content.getLegalPage,
  ...adminRoutes,
  ...sandboxGatewayRoutes,
  ...providerWebhookRoutes,
];
