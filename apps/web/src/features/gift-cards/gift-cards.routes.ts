export { RedeemGiftPage } from './redeem-gift-page';

/** `/redeem-gift`: a signed-in visitor skips the account step. */
export { customerPageLoader as redeemGiftLoader } from '@/app/storefront/customer-page-loader';
