import type { CreateTableBuilder, Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe tables, not typed rows */
type Db = Kysely<any>;
type Table = CreateTableBuilder<string, any>;

/** A table owned by a tenant: text id primary key and a tenant_id that must exist. */
function tenantTable(db: Db, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'));
}

/**
 * A catalogue table: its ids come from the catalogue seed (e.g. "basic") and repeat in every
 * tenant, so the primary key is (tenant_id, id).
 */
function catalogueTable(db: Db, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['tenant_id', 'id']);
}

const instant = 'text';
const flag = (c: any) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand_name', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'users')
    .addColumn('krn', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('business_customer', 'integer', flag)
    .addColumn('free_trial_status', 'text')
    .addColumn('residence_country', 'text')
    .addColumn('residence_state', 'text')
    .addColumn('residence_zipcode', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('anonymized_at', instant)
    .addUniqueConstraint('users_tenant_email_unique', ['tenant_id', 'email'])
    .execute();

  await tenantTable(db, 'sessions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('last_seen_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_user_idx')
    .on('sessions')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await tenantTable(db, 'login_attempts')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', flag)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['tenant_id', 'email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  await tenantTable(db, 'business_subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('is_chargebee', 'integer', flag)
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('auto_billing_enabled', 'integer', flag)
    .addColumn('next_payment_date', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'licenses')
    .addColumn('business_subscription_id', 'text', (c) =>
      c.notNull().references('business_subscriptions.id'),
    )
    .addColumn('assignee_email', 'text')
    .addColumn('assigned_at', instant)
    .execute();

  await catalogueTable(db, 'entitlements')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .execute();

  await catalogueTable(db, 'products')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tier', 'text')
    .addColumn('addon_type', 'text')
    .addColumn('billing_type', 'text', (c) => c.notNull())
    .addColumn('money_back_guarantee_days', 'integer', (c) => c.notNull())
    .addColumn('recommended', 'integer', flag)
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_entitlements')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('entitlement_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_entitlements_pk', [
      'tenant_id',
      'product_id',
      'entitlement_id',
    ])
    .addForeignKeyConstraint(
      'product_entitlements_product_fk',
      ['tenant_id', 'product_id'],
      'products',
      ['tenant_id', 'id'],
    )
    .addForeignKeyConstraint(
      'product_entitlements_entitlement_fk',
      ['tenant_id', 'entitlement_id'],
      'entitlements',
      ['tenant_id', 'id'],
    )
    .execute();

  await catalogueTable(db, 'offers')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await catalogueTable(db, 'prices')
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('external_ref', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('base_period_length', 'integer', (c) => c.notNull())
    .addColumn('base_period_unit', 'text', (c) => c.notNull())
    .addColumn('free_period_length', 'integer', (c) => c.notNull())
    .addColumn('free_period_unit', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('next_amount', 'integer', (c) => c.notNull())
    .addColumn('discount_percentage', 'integer', (c) => c.notNull())
    .addColumn('taxed', 'integer', flag)
    .addColumn('recommended', 'integer', flag)
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addForeignKeyConstraint('prices_offer_fk', ['tenant_id', 'offer_id'], 'offers', [
      'tenant_id',
      'id',
    ])
    .addForeignKeyConstraint('prices_product_fk', ['tenant_id', 'product_id'], 'products', [
      'tenant_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('prices_offer_idx')
    .on('prices')
    .columns(['tenant_id', 'offer_id'])
    .execute();

  await tenantTable(db, 'payment_methods')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('gateway_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('krn', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('price_id', 'text')
    .addColumn('price_krns', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('renewal_amount', 'integer', (c) => c.notNull())
    .addColumn('next_billing_cycle', 'integer', (c) => c.notNull())
    .addColumn('next_payment_date', instant)
    .addColumn('next_payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.references('payment_methods.id'))
    .addColumn('auto_billing_enabled', 'integer', flag)
    .addColumn('supports_autobill', 'integer', flag)
    .addColumn('auto_bill_failed_on', instant)
    .addColumn('auto_bill_payment_failed', 'integer', flag)
    .addColumn('expires_soon', 'integer', flag)
    .addColumn('manual_renew_allowed', 'integer', flag)
    .addColumn('handled_by_chargebee', 'integer', flag)
    .addColumn('purchase_date', instant, (c) => c.notNull())
    .addColumn('setup_link_token', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addForeignKeyConstraint('subscriptions_product_fk', ['tenant_id', 'product_id'], 'products', [
      'tenant_id',
      'id',
    ])
    .addForeignKeyConstraint('subscriptions_price_fk', ['tenant_id', 'price_id'], 'prices', [
      'tenant_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('subscriptions_due_idx')
    .on('subscriptions')
    .columns(['state', 'next_payment_date'])
    .execute();

  await tenantTable(db, 'subscription_addons')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('addon_type', 'text', (c) => c.notNull())
    .addColumn('krn', 'text', (c) => c.notNull().unique())
    .addColumn('addon_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', instant)
    .addColumn('billing_cycle', 'integer')
    .addColumn('auto_billing_enabled', 'integer', flag)
    .addColumn('region', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_addons_sub_idx')
    .on('subscription_addons')
    .column('subscription_id')
    .execute();

  await db.schema
    .createTable('subscription_entitlements')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('entitlement_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_entitlements_pk', ['subscription_id', 'entitlement_id'])
    .addForeignKeyConstraint(
      'subscription_entitlements_entitlement_fk',
      ['tenant_id', 'entitlement_id'],
      'entitlements',
      ['tenant_id', 'id'],
    )
    .execute();

  await tenantTable(db, 'holiday_esims')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('data_gb', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('activation_code', 'text', (c) => c.notNull())
    .addColumn('expires', instant, (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'aircove_coupons')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires', instant, (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'invoices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('related_invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('payment_summary', 'text')
    .addColumn('issued_at', instant, (c) => c.notNull())
    .addUniqueConstraint('invoices_tenant_number_unique', ['tenant_id', 'number'])
    .execute();
  await db.schema
    .createIndex('invoices_user_idx')
    .on('invoices')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await tenantTable(db, 'charges')
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('payment_method_id', 'text', (c) => c.references('payment_methods.id'))
    .addColumn('gateway_charge_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_code', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'gift_cards')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('expires_at', instant)
    .addColumn('redeemed_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('redeemed_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .addUniqueConstraint('gift_cards_tenant_code_unique', ['tenant_id', 'code'])
    .execute();

  await tenantTable(db, 'referrals')
    .addColumn('referrer_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('referral_campaign_id', 'text', (c) => c.notNull())
    .addColumn('referred_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('referred_email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reward_months', 'integer', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'page_views')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('timmestamp', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('subscription_krn', 'text')
    .addColumn('backend_user_krn', 'text')
    .addColumn('full_url', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'events')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'payment_results')
    .addColumn('uid', 'text')
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('forter_result', 'text')
    .addColumn('trans_id', 'text')
    .addColumn('error_text', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'attempted_signups')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('signup_stage', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await tenantTable(db, 'deletion_requests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('requested_at', instant, (c) => c.notNull())
    .addColumn('scheduled_for', instant, (c) => c.notNull())
    .addColumn('cancelled_at', instant)
    .addColumn('completed_at', instant)
    .execute();

  await tenantTable(db, 'email_change_requests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('confirmed_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
}

const tablesInDropOrder = [
  'email_change_requests',
  'deletion_requests',
  'attempted_signups',
  'payment_results',
  'events',
  'page_views',
  'referrals',
  'gift_cards',
  'charges',
  'invoices',
  'aircove_coupons',
  'holiday_esims',
  'subscription_entitlements',
  'subscription_addons',
  'subscriptions',
  'payment_methods',
  'prices',
  'offers',
  'product_entitlements',
  'products',
  'entitlements',
  'licenses',
  'business_subscriptions',
  'login_attempts',
  'sessions',
  'users',
  'tenants',
];

export async function down(db: Db): Promise<void> {
  for (const table of tablesInDropOrder) await db.schema.dropTable(table).execute();
}
