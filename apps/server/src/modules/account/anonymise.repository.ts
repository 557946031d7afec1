import type { Executor } from '../../db/executor';

/** The address an anonymised account keeps: unique, and never deliverable (RFC 2606 .invalid). */
export const anonymousEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases what identifies a person (decision 0033), in the caller's transaction: email replaced,
 * password and address removed, payment methods deleted, subscriptions no longer renewing (the
 * running ones cancelled), business seats released, sessions and pending codes gone. Invoices
 * and charges stay: bookkeeping law keeps them. Smart DNS addresses and an Expert Program sign-up
 * go with the person.
 */
export async function anonymiseUser(
  trx: Executor,
  tenantId: string,
  userId: string,
  oldEmail: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const mine = { tenant_id: tenantId, user_id: userId };
  await trx
    .updateTable('subscriptions')
    .set({ state: 'cancelled' })
    .where('tenant_id', '=', mine.tenant_id)
    .where('user_id', '=', mine.user_id)
    .where('state', 'in', ['active', 'intrial'])
    .execute();
  await trx
    .updateTable('subscriptions')
    .set({
      auto_billing_enabled: 0,
      expires_soon: 0,
      next_retry_at: null,
      payment_method_id: null,
      updated_at: at,
    })
    .where('tenant_id', '=', mine.tenant_id)
    .where('user_id', '=', mine.user_id)
    .execute();
  await trx
    .updateTable('charges')
    .set({ payment_method_id: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  // Issue 21 (decision 0183): reasons stay for reporting, the person's own words do not.
  await trx
    .updateTable('cancellation_feedback')
    .set({ reason_text: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  // Stored methods, sessions and pending links go; so do, by issue 8 part A, addresses registered
  // for smart DNS and an Expert Program sign-up, which identify a person (decisions 0061, 0064),
  // and a prepared data export (decision 0195).
  for (const table of [
    'payment_methods',
    'sessions',
    'password_resets',
    'email_change_requests',
    'smart_dns_addresses',
    'expert_applications',
    'data_exports',
  ] as const) {
    await trx
      .deleteFrom(table)
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute();
  }
  // What the site reported while they were signed in no longer names them (decision 0195
  // addendum): the account link and the KRN a page sent are cleared, the counts stay.
  for (const table of ['page_views', 'events'] as const) {
    await trx
      .updateTable(table)
      .set({ user_id: null })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute();
  }
  await trx
    .updateTable('page_views')
    .set({ backend_user_krn: null })
    .where('tenant_id', '=', tenantId)
    .where(
      'backend_user_krn',
      'in',
      trx
        .selectFrom('users')
        .select('krn')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId),
    )
    .execute();
  await trx
    .deleteFrom('login_attempts')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', oldEmail)
    .execute();
  const business = trx
    .selectFrom('business_subscriptions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId);
  await trx
    .updateTable('licenses')
    .set({ assignee_email: null, assigned_at: null })
    .where('business_subscription_id', 'in', business)
    .execute();
  await trx
    .updateTable('business_subscriptions')
    .set({ auto_billing_enabled: 0 })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({
      email: anonymousEmail(userId),
      password_hash: null,
      residence_country: null,
      residence_state: null,
      residence_zipcode: null,
      locale: null,
      anonymized_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}
