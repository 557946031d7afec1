import { randomUUID } from 'node:crypto';
import type { UserData } from '@halyard/contract';
import type { Db } from '../../db/database';
import { krn } from '../subscriptions/new-subscription';

export interface UserRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly krn: string;
  readonly email: string;
  readonly passwordHash: string | null;
}

export const userKrn = (tenantId: string, id: string) => krn(tenantId, 'user', id);

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(tenantId: string, email: string): Promise<UserRecord | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'tenant_id', 'krn', 'email', 'password_hash'])
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('anonymized_at', 'is', null)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            tenantId: row.tenant_id,
            krn: row.krn,
            email: row.email,
            passwordHash: row.password_hash,
          }
        : null;
    },

    /** Inserts a user; returns null when the email is already taken in this tenant. */
    async create(input: {
      tenantId: string;
      email: string;
      passwordHash: string | null;
      now: Date;
    }): Promise<UserRecord | null> {
      const id = randomUUID();
      const krn = userKrn(input.tenantId, id);
      const inserted = await db
        .insertInto('users')
        .values({
          id,
          tenant_id: input.tenantId,
          krn,
          email: input.email,
          password_hash: input.passwordHash,
          business_customer: 0,
          free_trial_status: null,
          residence_country: null,
          residence_state: null,
          residence_zipcode: null,
          locale: null,
          created_at: input.now.toISOString(),
          anonymized_at: null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;
      return {
        id,
        tenantId: input.tenantId,
        krn,
        email: input.email,
        passwordHash: input.passwordHash,
      };
    },

    /** spec §3 "User data" for one user, scoped by tenant. */
    async userData(tenantId: string, userId: string): Promise<UserData | null> {
      const row = await db
        .selectFrom('users')
        .select(['users.krn', 'users.email', 'users.business_customer', 'users.free_trial_status'])
        .select((eb) => [
          eb
            .exists(
              eb
                .selectFrom('payment_methods')
                .select('payment_methods.id')
                .whereRef('payment_methods.tenant_id', '=', 'users.tenant_id')
                .whereRef('payment_methods.user_id', '=', 'users.id')
                .where('payment_methods.kind', '=', 'CreditCard'),
            )
            .as('has_card'),
          eb
            .selectFrom('business_subscriptions')
            .select('business_subscriptions.is_chargebee')
            .whereRef('business_subscriptions.tenant_id', '=', 'users.tenant_id')
            .whereRef('business_subscriptions.user_id', '=', 'users.id')
            .limit(1)
            .as('is_chargebee'),
        ])
        .where('users.tenant_id', '=', tenantId)
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        krn: row.krn,
        email: row.email,
        business_customer: row.business_customer === 1,
        has_credit_card: Boolean(row.has_card),
        free_trial_status: row.free_trial_status,
        business_subscription:
          row.is_chargebee === null || row.is_chargebee === undefined
            ? null
            : { is_chargebee: row.is_chargebee === 1 },
      };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
