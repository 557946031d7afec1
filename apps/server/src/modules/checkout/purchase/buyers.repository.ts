import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database';
import { userKrn } from '../../account/users.repository';
import type { Executor } from '../../../db/executor';

/** The account a checkout buys for, as the purchase rules read it. */
export interface BuyerAccount {
  readonly id: string;
  readonly email: string;
  readonly locale: string | null;
  readonly freeTrialStatus: string | null;
  readonly hasPassword: boolean;
}

export interface ResidenceColumns {
  readonly country: string;
  readonly region: string | null;
  readonly postalCode: string | null;
}

/** Users as the checkout needs them: look-ups, and sign-up at checkout inside its transaction. */
export function createBuyersRepository(db: Db) {
  const select = (tenantId: string) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'locale', 'free_trial_status', 'password_hash'])
      .where('tenant_id', '=', tenantId)
      .where('anonymized_at', 'is', null);
  const toAccount = (r: {
    id: string;
    email: string;
    locale: string | null;
    free_trial_status: string | null;
    password_hash: string | null;
  }): BuyerAccount => ({
    id: r.id,
    email: r.email,
    locale: r.locale,
    freeTrialStatus: r.free_trial_status,
    hasPassword: r.password_hash !== null,
  });
  return {
    async findById(tenantId: string, id: string): Promise<BuyerAccount | null> {
      const row = await select(tenantId).where('id', '=', id).executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    async findByEmail(tenantId: string, email: string): Promise<BuyerAccount | null> {
      const row = await select(tenantId).where('email', '=', email).executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    /**
     * Sign-up at checkout: an account without a password (the buyer sets one later) and with a
     * referral code of its own. Null when the email was taken meanwhile.
     */
    async create(
      trx: Executor,
      u: {
        tenantId: string;
        email: string;
        residence: ResidenceColumns;
        referralCode: string;
        /** The checkout page's language (issue 24 item 8): emails and PDFs are written in it. */
        locale: string | null;
      },
      now: Date,
    ): Promise<string | null> {
      const id = randomUUID();
      const inserted = await trx
        .insertInto('users')
        .values({
          id,
          tenant_id: u.tenantId,
          krn: userKrn(u.tenantId, id),
          email: u.email,
          password_hash: null,
          business_customer: 0,
          free_trial_status: null,
          residence_country: u.residence.country,
          residence_state: u.residence.region,
          residence_zipcode: u.residence.postalCode,
          locale: u.locale,
          referral_code: u.referralCode,
          created_at: now.toISOString(),
          anonymized_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? id : null;
    },

    /** The account's residence, the default address of a checkout for a signed-in customer. */
    async residence(tenantId: string, userId: string): Promise<ResidenceColumns | null> {
      const row = await db
        .selectFrom('users')
        .select(['residence_country', 'residence_state', 'residence_zipcode'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row?.residence_country) return null;
      return {
        country: row.residence_country,
        region: row.residence_state,
        postalCode: row.residence_zipcode,
      };
    },

    /** The latest billing address becomes the account's residence (renewals tax by it). */
    async updateResidence(trx: Executor, tenantId: string, userId: string, r: ResidenceColumns) {
      await trx
        .updateTable('users')
        .set({
          residence_country: r.country,
          residence_state: r.region,
          residence_zipcode: r.postalCode,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type BuyersRepository = ReturnType<typeof createBuyersRepository>;
