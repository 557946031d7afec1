import { invoicePaidWith } from '@halyard/domain';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** Whose data: every section is scoped to one tenant and one user. */
export interface ExportOwner {
  readonly tenantId: string;
  readonly userId: string;
}

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

/** Tables that keep each tenant's rows apart: the only ones a section reads. */
type TenantTable = {
  [T in keyof Database]: Database[T] extends { tenant_id: string } ? T : never;
}[keyof Database];
type Column<T extends TenantTable> = keyof Selectable<Database[T]> & string;

/** Which column holds the owner's id, and which dates the rows (the archive lists oldest first). */
interface Ownership<T extends TenantTable> {
  readonly owner: Column<T>;
  readonly date: Column<T>;
}
const byUser = { owner: 'user_id', date: 'created_at' } as const;

/**
 * What every section but the account's own row is filtered and sorted by: the rows of `table`
 * (the section's own table, or its alias where the section joins others) that belong to the
 * owner, oldest first.
 */
const ownersRows =
  (table: string, by: { readonly owner: string; readonly date: string }, who: ExportOwner) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query
      .where(sql.ref(`${table}.tenant_id`), '=', who.tenantId)
      .where(sql.ref(`${table}.${by.owner}`), '=', who.userId)
      .orderBy(sql.ref(`${table}.${by.date}`));

/** The query's view of the schema inside `ownedRows`, whose own signature checks the names. */
type AnyTables = Record<string, Record<string, unknown>>;

/**
 * The sections that are the owner's rows of one table, with only the named columns (checked
 * against the table's type here, and named by text in the query).
 */
function ownedRows<T extends TenantTable, C extends Column<T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  by: Ownership<T>,
) {
  const from: string = table;
  const selection: readonly string[] = columns;
  return (who: ExportOwner) =>
    (db as unknown as Kysely<AnyTables>)
      .selectFrom(from)
      .select(selection)
      .$call(ownersRows(table, by, who))
      .execute() as Promise<Pick<Selectable<Database[T]>, C>[]>;
}

/**
 * Issue 22 item 6 (decision 0195): the queries behind each section of a customer's data export.
 * Each reads only the columns a customer may receive: never a password hash, TOTP secret,
 * recovery code, session token (or its hash), gateway token, idempotency key or lease.
 */
export function createExportSectionsRepository(db: Db) {
  const passkeyRows = ownedRows(db, 'passkeys', ['name', 'created_at', 'last_used_at'], byUser);
  const subscriptionRows = ownedRows(
    db,
    'subscriptions',
    [
      'id',
      'subscription_id',
      'state',
      'type',
      'tier',
      'product_id',
      'price_id',
      'currency',
      'renewal_amount',
      'next_billing_cycle',
      'next_payment_date',
      'auto_billing_enabled',
      'purchase_date',
      'created_at',
      'updated_at',
    ],
    byUser,
  );
  const paymentMethodRows = ownedRows(
    db,
    'payment_methods',
    ['kind', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at', 'detached_at'],
    byUser,
  );
  const referralsMade = ownedRows(
    db,
    'referrals',
    [
      'referral_campaign_id',
      'referred_email',
      'status',
      'reward_months',
      'reward_applied_at',
      'created_at',
    ],
    { owner: 'referrer_user_id', date: 'created_at' },
  );
  const referredBy = ownedRows(db, 'referrals', ['referral_campaign_id', 'status', 'created_at'], {
    owner: 'referred_user_id',
    date: 'created_at',
  });
  const invitations = ownedRows(db, 'referral_invites', ['email', 'created_at'], byUser);

  return {
    async account({ tenantId, userId }: ExportOwner) {
      const row = await db
        .selectFrom('users as u')
        .leftJoin('two_factor_secrets as tf', (join) =>
          join
            .onRef('tf.tenant_id', '=', 'u.tenant_id')
            .onRef('tf.subject_id', '=', 'u.id')
            .on('tf.subject_kind', '=', 'user'),
        )
        .select([
          'u.id',
          'u.krn',
          'u.email',
          'u.business_customer',
          'u.free_trial_status',
          'u.residence_country',
          'u.residence_state',
          'u.residence_zipcode',
          'u.locale',
          'u.referral_code',
          'u.created_at',
          'tf.confirmed_at as two_factor_since',
        ])
        .where('u.tenant_id', '=', tenantId)
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
      const passkeys = await passkeyRows({ tenantId, userId });
      return {
        id: row.id,
        krn: row.krn,
        email: row.email,
        business_customer: row.business_customer === 1,
        free_trial_status: row.free_trial_status,
        residence: {
          country: row.residence_country,
          state: row.residence_state,
          zipcode: row.residence_zipcode,
        },
        language: row.locale,
        referral_code: row.referral_code,
        created_at: row.created_at,
        two_factor_enabled_at: row.two_factor_since ?? null,
        passkeys,
      };
    },

    billingDetails: ({ tenantId, userId }: ExportOwner) =>
      db
        .selectFrom('billing_details')
        .select([
          'name',
          'company',
          'street',
          'postal_code',
          'city',
          'country',
          'vat_id',
          'invoice_email',
          'updated_at',
        ])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .then((row) => row ?? null),

    async subscriptions({ tenantId, userId }: ExportOwner) {
      const rows = await subscriptionRows({ tenantId, userId });
      const addons = rows.length
        ? await db
            .selectFrom('subscription_addons')
            .select([
              'subscription_id',
              'addon_type',
              'addon_id',
              'region',
              'ip_address',
              'price_id',
              'renewal_amount',
              'auto_billing_enabled',
              'expires_at',
              'ended_at',
              'created_at',
            ])
            .where('tenant_id', '=', tenantId)
            .where(
              'subscription_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('created_at')
            .execute()
        : [];
      return rows.map((r) => ({
        id: r.subscription_id,
        state: r.state,
        type: r.type,
        tier: r.tier,
        product_id: r.product_id,
        price_id: r.price_id,
        currency: r.currency,
        renewal_amount_minor: r.renewal_amount,
        billing_cycle_months: r.next_billing_cycle,
        next_payment_date: r.next_payment_date,
        auto_renew: r.auto_billing_enabled === 1,
        purchase_date: r.purchase_date,
        created_at: r.created_at,
        updated_at: r.updated_at,
        addons: addons
          .filter((a) => a.subscription_id === r.id)
          .map(({ subscription_id: _, auto_billing_enabled, renewal_amount, ...a }) => ({
            ...a,
            renewal_amount_minor: renewal_amount,
            auto_renew: auto_billing_enabled === 1,
          })),
      }));
    },

    async invoices(owner: ExportOwner) {
      const rows = await db
        .selectFrom('invoices as i')
        .leftJoin('invoices as rel', 'rel.id', 'i.related_invoice_id')
        .leftJoin('subscriptions as s', 's.id', 'i.subscription_id')
        .select([
          'i.number',
          'i.kind',
          'rel.number as related_number',
          's.subscription_id',
          'i.currency',
          'i.subtotal',
          'i.discount',
          'i.tax',
          'i.tax_rate',
          'i.total',
          'i.lines',
          'i.payment_summary',
          'i.credit_applied',
          'i.buyer',
          'i.issued_at',
        ])
        .$call(ownersRows('i', { owner: 'user_id', date: 'issued_at' }, owner))
        .orderBy('i.number')
        .execute();
      return rows.map((r) => ({
        number: r.number,
        kind: r.kind,
        related_invoice_number: r.related_number,
        subscription_id: r.subscription_id,
        currency: r.currency,
        subtotal_minor: r.subtotal,
        discount_minor: r.discount,
        tax_minor: r.tax,
        tax_rate_basis_points: r.tax_rate,
        total_minor: r.total,
        lines: parsed(r.lines),
        // Decision 0218 addendum: what paid it — the balance's part, and the method for the rest.
        credit_applied_minor: r.credit_applied,
        payment_method: invoicePaidWith({
          total: r.total,
          creditApplied: r.credit_applied,
          paymentSummary: r.payment_summary,
        }).method,
        buyer: parsed(r.buyer),
        issued_at: r.issued_at,
      }));
    },

    /** Charges and gateway refunds: amounts, outcome and the invoice they paid. */
    async payments(owner: ExportOwner) {
      const rows = await db
        .selectFrom('charges as c')
        .leftJoin('invoices as i', 'i.id', 'c.invoice_id')
        .leftJoin('payment_methods as pm', 'pm.id', 'c.payment_method_id')
        .select([
          'c.kind',
          'c.amount',
          'c.currency',
          'c.status',
          'c.failure_code',
          'c.created_at',
          'i.number as invoice_number',
          'pm.brand',
          'pm.last4',
        ])
        .$call(ownersRows('c', byUser, owner))
        .execute();
      return rows.map((r) => ({
        kind: r.kind,
        amount_minor: r.amount,
        currency: r.currency,
        status: r.status,
        failure_code: r.failure_code,
        invoice_number: r.invoice_number,
        payment_method: r.last4 ? { brand: r.brand, last_four: r.last4 } : null,
        created_at: r.created_at,
      }));
    },

    async refundRequests(owner: ExportOwner) {
      const rows = await db
        .selectFrom('refund_requests as r')
        .leftJoin('invoices as cn', 'cn.id', 'r.credit_note_id')
        .select([
          'r.status',
          'r.reason',
          'r.amount',
          'r.currency',
          'r.requested_at',
          'r.completed_at',
          'r.cancelled_at',
          'cn.number as credit_note_number',
        ])
        .$call(ownersRows('r', { owner: 'user_id', date: 'requested_at' }, owner))
        .execute();
      return rows.map(({ amount, ...r }) => ({ ...r, amount_minor: amount }));
    },

    /** Brand, last four and expiry only: the gateway's token never leaves the database. */
    async paymentMethods(owner: ExportOwner) {
      const rows = await paymentMethodRows(owner);
      return rows.map((r) => ({
        kind: r.kind,
        brand: r.brand,
        last_four: r.last4,
        expiry_month: r.exp_month,
        expiry_year: r.exp_year,
        added_at: r.created_at,
        removed_at: r.detached_at,
      }));
    },

    /** Sessions as the sessions list names them: never the token's hash (the row id). */
    sessions: ownedRows(
      db,
      'sessions',
      ['created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent', 'place'],
      byUser,
    ),

    /** Emails sent or queued: kind, subject and dates (bodies may hold single-use links). */
    emails: ownedRows(
      db,
      'mail_outbox',
      ['kind', 'subject', 'to_address', 'status', 'created_at', 'sent_at'],
      byUser,
    ),

    /**
     * Page views sent while signed in as the account (`user_id`, decision 0195 addendum) or that
     * name its KRN (rows from before the column, and pages that report the KRN).
     */
    pageViews: ({ tenantId, userId }: ExportOwner, krn: string) =>
      db
        .selectFrom('page_views')
        .select(['full_url', 'referrer', 'locale', 'subscription_id', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('backend_user_krn', '=', krn)]))
        .orderBy('created_at')
        .execute(),

    /** Analytics events sent while signed in as the account, or whose properties name its KRN. */
    async events({ tenantId, userId }: ExportOwner, krn: string) {
      const rows = await db
        .selectFrom('events')
        .select(['name', 'payload', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb('payload', 'like', `%${JSON.stringify(krn).slice(1, -1)}%`),
          ]),
        )
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        name: r.name,
        properties: parsed(r.payload),
        created_at: r.created_at,
      }));
    },

    async referrals(owner: ExportOwner) {
      return {
        made: await referralsMade(owner),
        referred_by: await referredBy(owner),
        invitations: await invitations(owner),
      };
    },

    /** Gift cards this account redeemed (their code is theirs: it was on the card they held). */
    giftCards: ownedRows(db, 'gift_cards', ['code', 'tier', 'months', 'redeemed_at'], {
      owner: 'redeemed_by_user_id',
      date: 'redeemed_at',
    }),

    supportMessages: ownedRows(
      db,
      'support_messages',
      ['author', 'email', 'message', 'created_at'],
      byUser,
    ),

    cancellationFeedback: (owner: ExportOwner) =>
      db
        .selectFrom('cancellation_feedback as f')
        .leftJoin('subscriptions as s', 's.id', 'f.subscription_id')
        .select([
          's.subscription_id',
          'f.reason',
          'f.reason_text',
          'f.offer_id',
          'f.outcome',
          'f.created_at',
        ])
        .$call(ownersRows('f', byUser, owner))
        .execute(),
  };
}

export type ExportSectionsRepository = ReturnType<typeof createExportSectionsRepository>;
