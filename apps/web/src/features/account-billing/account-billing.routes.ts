// The Account & Billing feature's route component, loaded as one chunk by src/app/router.tsx.
export { AccountBillingPage } from './account-billing-page';
