// The billing feature's route components (/credit_cards/edit and the retry page), one chunk.
export { PaymentMethodPage } from './payment-method-page';
export { RetryPaymentPage } from './retry-payment-page';
export { AutoRenewPage } from './auto-renew-page';
