export { SetupPage } from './setup-page';

/** `/setup`: the signed-in customer's subscriptions give the activation code. */
export { customerPageLoader as setupLoader } from '@/app/storefront/customer-page-loader';
