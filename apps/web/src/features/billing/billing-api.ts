import * as routes from '@halyard/contract/route-refs';
import { routeQuery } from '@/app/route-query';

/** Issue 22 item 1 (decision 0191): the customer's stored methods, one the default. */
export const paymentMethodsQuery = routeQuery(
  ['billing', 'payment-methods'],
  routes.listPaymentMethods,
);
