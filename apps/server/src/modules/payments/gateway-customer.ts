import { randomUUID } from 'node:crypto';

/**
 * The provider's customer a payment belongs to (decision 0150): a signed-in user, or a guest's
 * purchase of its own (the account does not exist before the checkout commits).
 */
export const customerReference = (tenantId: string, userId: string | null) =>
  userId ? `user:${tenantId}:${userId}` : `guest:${tenantId}:${randomUUID()}`;
