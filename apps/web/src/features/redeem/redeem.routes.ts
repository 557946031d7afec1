// The Redeem Code feature's route component, loaded as one chunk by src/app/router.tsx.
export { RedeemPage } from './redeem-page';
