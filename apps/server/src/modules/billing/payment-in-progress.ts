import { HttpError } from '../../http/http-error';

/**
 * The 409 for a change asked while a renewal holds the subscription's lease (its charge may be
 * at the gateway): the customer's, staff's or a save offer's change waits until it is booked.
 */
export const paymentInProgress = () =>
  new HttpError(409, 'payment_in_progress', 'A payment for this subscription is being taken.');
