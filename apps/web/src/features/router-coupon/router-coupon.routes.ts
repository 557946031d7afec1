// spec §2 Router coupon (/my-subscriptions/{krn}/aircove-coupon), loaded by src/app/router.tsx.
export { RouterCouponPage } from './router-coupon-page';
