import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  addCalendarMonths,
  atNextPrice,
  BUSINESS_TERM_MONTHS,
  businessSeatPrice,
  currencyForCountry,
  buildCatalogueSeed,
  money,
  orderTotals,
  type Currency,
  type OfferIds,
  type TaxRateTable,
  type TaxDisplay,
} from '@halyard/domain';
import { hashPassword } from '../modules/account/password';
import { businessTermLine } from '../modules/licenses/business-lines';
import {
  buyerParty,
  createInvoicesRepository,
  sellerParty,
} from '../modules/invoices/invoices.repository';
import { createLedger, paymentSummary } from '../modules/invoices/ledger.service';
import { createChargesRepository } from '../modules/payments/sandbox/charges.repository';
import { fingerprintOf } from '../modules/payments/request-checks';
import { createTokensRepository } from '../modules/payments/sandbox/tokens.repository';
import { userKrn } from '../modules/account/users.repository';
import { createTax, type Tax } from '../modules/tax/tax.service';
import { seedAddonsDemo } from './addons.seed';
import { seedCatalog, type SeededCatalog } from './catalog.seed';
import { seededPromotionCodes } from './promotions.seed';
import { createPromotionCodesRepository } from '../modules/promotions/promotion-codes.repository';
import { seedAddonsB } from './addons-b.seed';
import { seedDedicatedIpPool } from './dedicated-ip-pool.seed';
import { seedCheckoutDemo } from './checkout.seed';
import {
  DEMO_PASSWORD,
  demoAccounts,
  demoEmail,
  type DemoAccount,
  type DemoSubscription,
} from './demo-accounts';
import { krn } from '../modules/subscriptions/new-subscription';

export interface SeedSummary {
  readonly accounts: readonly { email: string; label: string }[];
}

export interface SeedSettings {
  readonly defaultTenant: string;
  readonly brandName: string;
  readonly offerIds: OfferIds;
  /** The seeded history is taxed like real charges (decision 0120) and invoiced by the seller. */
  readonly checkout: { readonly taxRates: TaxRateTable };
  readonly seller: { readonly name: string; readonly address: readonly string[] };
  /** Decision 0196: how the default tenant quotes prices (SEED_TAX_DISPLAY; exclusive if unset). */
  readonly seedTaxDisplay?: TaxDisplay;
}

/** What the seeded payment history is issued with. */
interface Books {
  readonly tax: Tax;
  readonly seller: { readonly name: string; readonly lines: readonly string[] };
}

/** A second tenant exists from the start so tenant isolation is exercised everywhere. */
export const SECOND_TENANT = { id: 'northwind', name: 'Northwind', brandName: 'Northwind VPN' };

const DAY = 86_400_000;

/** Seeds tenants, the catalogue and the demo accounts into an empty database, in one transaction. */
export async function seedIfEmpty(
  db: Db,
  now: Date,
  settings: SeedSettings,
): Promise<SeedSummary | null> {
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await trx
      .insertInto('tenants')
      .values([
        {
          id: settings.defaultTenant,
          name: settings.defaultTenant,
          brand_name: settings.brandName,
          tax_display: settings.seedTaxDisplay ?? 'exclusive',
          created_at: at,
        },
        {
          id: SECOND_TENANT.id,
          name: SECOND_TENANT.name,
          brand_name: SECOND_TENANT.brandName,
          tax_display: 'exclusive',
          created_at: at,
        },
      ])
      .execute();
    const books: Books = {
      tax: createTax(settings.checkout.taxRates),
      seller: sellerParty(settings.seller),
    };
    const catalogue = buildCatalogueSeed(settings.offerIds);
    const catalog = await seedCatalog(trx, settings.defaultTenant, catalogue);
    await seedCatalog(trx, SECOND_TENANT.id, catalogue);
    await createPromotionCodesRepository(db).insert(
      trx,
      settings.defaultTenant,
      seededPromotionCodes(settings.offerIds.regular, now),
      now,
    );
    const userIds = new Map<string, string>();
    for (const account of demoAccounts) {
      userIds.set(
        account.key,
        await seedAccount(trx, settings.defaultTenant, account, passwordHash, catalog, books, now),
      );
    }
    await seedReferrals(trx, settings.defaultTenant, userIds, now);
    await seedCheckoutDemo(trx, settings.defaultTenant, userIds, now);
    await seedAddonsB(trx, settings.defaultTenant, userIds, now);
    await seedAddonsDemo(
      trx,
      [settings.defaultTenant, SECOND_TENANT.id],
      userIds,
      settings.defaultTenant,
      now,
    );
    await seedDedicatedIpPool(trx, [settings.defaultTenant, SECOND_TENANT.id], now);
    return { accounts: demoAccounts.map((a) => ({ email: demoEmail(a.key), label: a.label })) };
  });
}

type Trx = Transaction<Database>;

async function seedAccount(
  trx: Trx,
  tenantId: string,
  account: DemoAccount,
  passwordHash: string,
  catalog: SeededCatalog,
  books: Books,
  now: Date,
): Promise<string> {
  const userId = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('users')
    .values({
      id: userId,
      tenant_id: tenantId,
      krn: userKrn(tenantId, userId),
      email: demoEmail(account.key),
      password_hash: passwordHash,
      business_customer: account.business ? 1 : 0,
      free_trial_status: account.freeTrialStatus ?? null,
      residence_country: account.country,
      residence_state: account.state ?? null,
      residence_zipcode: account.zip ?? null,
      locale: null,
      created_at: new Date(now.getTime() - 400 * DAY).toISOString(),
      anonymized_at: null,
    })
    .execute();

  const cardId = account.card
    ? await seedPaymentMethod(trx, tenantId, userId, account, 'CreditCard', now)
    : null;
  const paypalId = account.subscriptions.some((sub) => sub.method === 'PaypalLegacy')
    ? await seedPaymentMethod(trx, tenantId, userId, account, 'PaypalLegacy', now)
    : null;

  if (account.business) {
    const businessId = randomUUID();
    // Issue 24 item 6: billed per seat and term in the company's currency, by its card.
    const currency = currencyForCountry(account.country);
    const nextPaymentDate = new Date(now.getTime() + 200 * DAY);
    await trx
      .insertInto('business_subscriptions')
      .values({
        id: businessId,
        tenant_id: tenantId,
        user_id: userId,
        is_chargebee: account.business.isChargebee ? 1 : 0,
        seats: account.business.seats,
        auto_billing_enabled: 1,
        next_payment_date: nextPaymentDate.toISOString(),
        created_at: at,
        currency,
        seat_price: businessSeatPrice(currency),
        cycle_months: BUSINESS_TERM_MONTHS,
        pending_seats: null,
        payment_method_id: cardId,
        lease_owner: null,
        lease_until: null,
      })
      .execute();
    if (cardId)
      await seedBusinessInvoice(trx, {
        tenantId,
        userId,
        businessId,
        cardId,
        account,
        currency,
        termEnd: nextPaymentDate,
        books,
      });
    await trx
      .insertInto('licenses')
      .values(
        Array.from({ length: account.business.seats }, (_, i) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          business_subscription_id: businessId,
          assignee_email: i < 2 ? `seat${i + 1}.${account.key}@${'example.com'}` : null,
          assigned_at: i < 2 ? at : null,
        })),
      )
      .execute();
  }

  for (const [index, sub] of account.subscriptions.entries()) {
    const methodId =
      sub.method === 'CreditCard' ? cardId : sub.method === 'PaypalLegacy' ? paypalId : null;
    await seedSubscription(trx, {
      tenantId,
      userId,
      methodId,
      account,
      sub,
      index,
      catalog,
      books,
      now,
    });
  }
  return userId;
}

async function seedSubscription(
  trx: Trx,
  input: {
    tenantId: string;
    userId: string;
    methodId: string | null;
    account: DemoAccount;
    sub: DemoSubscription;
    index: number;
    catalog: SeededCatalog;
    books: Books;
    now: Date;
  },
): Promise<void> {
  const { tenantId, userId, methodId, account, sub, catalog, now } = input;
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString();
  const price = catalog.planPrice(sub.tier, sub.months, sub.currency ?? 'USD');
  // Add-ons seeded on a plan were bought with it: at the plan's cycle they renew with it
  // (decision 0122), when the catalogue sells them for that cycle.
  const addons = (sub.addons ?? []).map((addon) => ({
    addon,
    price:
      (addon.billingCycle ?? sub.months) === sub.months
        ? catalog.addonPrice(addon.type, sub.months, price.currency)
        : null,
  }));
  const id = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('subscriptions')
    .values({
      id,
      tenant_id: tenantId,
      user_id: userId,
      krn: krn(tenantId, 'subscription', id),
      subscription_id: `sub_${account.key.replace(/-/g, '_')}_${input.index + 1}`,
      state: sub.state,
      type: sub.type ?? 'standard',
      tier: sub.tier,
      product_id: price.productId,
      price_id: price.id,
      price_krns: JSON.stringify([
        krn(tenantId, 'price', price.id),
        ...addons.flatMap((a) => (a.price ? [krn(tenantId, 'price', a.price.id)] : [])),
      ]),
      currency: price.currency,
      renewal_amount: price.nextAmount,
      next_billing_cycle: sub.months,
      next_payment_date: sub.nextPaymentInDays === null ? null : day(sub.nextPaymentInDays),
      next_payment_method: sub.method,
      payment_method_id: methodId,
      auto_billing_enabled: sub.autobill ? 1 : 0,
      supports_autobill: sub.method === 'AppStore' || sub.method === 'PlayStore' ? 0 : 1,
      auto_bill_failed_on: sub.failedDaysAgo === undefined ? null : day(-sub.failedDaysAgo),
      auto_bill_payment_failed: sub.failedDaysAgo === undefined ? 0 : 1,
      expires_soon: sub.expiresSoon ? 1 : 0,
      manual_renew_allowed: sub.method === 'AppStore' || sub.method === 'PlayStore' ? 0 : 1,
      handled_by_chargebee: sub.handledByChargebee ? 1 : 0,
      purchase_date: day(-sub.purchasedDaysAgo),
      setup_link_token: `act_${account.key.replace(/-/g, '')}${input.index + 1}`,
      created_at: at,
      updated_at: at,
    })
    .execute();

  await seedPaymentHistory(trx, {
    tenantId,
    userId,
    subscriptionRowId: id,
    methodId,
    account,
    sub,
    price,
    addons: addons.flatMap(({ price: p }) => (p ? [{ price: p }] : [])),
    books: input.books,
    now,
  });

  for (const { addon, price: addonPrice } of addons) {
    const addonId = randomUUID();
    await trx
      .insertInto('subscription_addons')
      .values({
        id: addonId,
        tenant_id: tenantId,
        subscription_id: id,
        addon_type: addon.type,
        krn: krn(tenantId, 'addon', addonId),
        addon_id: catalog.addonProductId(addon.type),
        expires_at: day(addon.expiresInDays ?? sub.nextPaymentInDays ?? 30),
        billing_cycle: addon.billingCycle ?? null,
        auto_billing_enabled: sub.autobill ? 1 : 0,
        region: addon.region ?? null,
        ip_address: addon.ipAddress ?? null,
        created_at: at,
        price_id: addonPrice?.id ?? null,
        renewal_amount: addonPrice?.nextAmount ?? null,
        renews_with_plan: addonPrice ? 1 : 0,
      })
      .execute();
  }
  if (sub.esimExpiresInDays !== undefined) {
    await trx
      .insertInto('holiday_esims')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        subscription_id: id,
        data_gb: 5,
        validity_days: 30,
        activation_code: `LPA:1$esim.${'halyard.test'}$${id.slice(0, 8).toUpperCase()}`,
        expires: day(sub.esimExpiresInDays),
        created_at: at,
      })
      .execute();
  }
  if (sub.couponExpiresInDays !== undefined) {
    await trx
      .insertInto('aircove_coupons')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        subscription_id: id,
        code: `ROUTER-${id.slice(0, 6).toUpperCase()}`,
        expires: day(sub.couponExpiresInDays),
        created_at: at,
      })
      .execute();
  }
}

/** The invoice of a business subscription's current term: its seats at the seat price, taxed. */
async function seedBusinessInvoice(
  trx: Trx,
  b: {
    tenantId: string;
    userId: string;
    businessId: string;
    cardId: string;
    account: DemoAccount;
    currency: Currency;
    termEnd: Date;
    books: Books;
  },
): Promise<void> {
  const seats = b.account.business?.seats ?? 0;
  const start = addCalendarMonths(b.termEnd, -BUSINESS_TERM_MONTHS);
  const method = await trx
    .selectFrom('payment_methods')
    .select(['kind', 'brand', 'last4', 'gateway_token'])
    .where('id', '=', b.cardId)
    .executeTakeFirstOrThrow();
  const residence = {
    country: b.account.country,
    region: b.account.state ?? null,
    postalCode: b.account.zip ?? null,
  };
  const lines = [
    businessTermLine(
      start.toISOString(),
      b.termEnd.toISOString(),
      seats,
      businessSeatPrice(b.currency),
    ),
  ];
  const totals = orderTotals(
    lines.map((l) => atNextPrice(money(l.quantity * l.amount, b.currency))),
    b.currency,
    b.books.tax.rateAt(residence, start),
  );
  const amount = totals.total.unscaledValue;
  const gatewayChargeId = `ch_seed_${randomUUID().slice(0, 12)}`;
  const key = `seed:business:${b.businessId}`;
  await createChargesRepository(trx).insert(
    {
      id: gatewayChargeId,
      idempotencyKey: key,
      fingerprint: fingerprintOf([amount, b.currency, 'token', method.gateway_token]),
      tokenId: method.gateway_token,
      intentId: null,
      amount,
      currency: b.currency,
      status: 'succeeded',
      declineCode: null,
      refundedAmount: 0,
      metadata: { seed: 'true' },
      createdAt: start.toISOString(),
    },
    start,
  );
  await createLedger(createInvoicesRepository(trx, { seller: b.books.seller })).recordPayment(trx, {
    tenantId: b.tenantId,
    userId: b.userId,
    subscriptionId: null,
    paymentMethodId: b.cardId,
    charged: { id: gatewayChargeId, amount, currency: b.currency },
    idempotencyKey: key,
    currency: b.currency,
    lines,
    totals,
    shares: [],
    paymentSummary: paymentSummary(method),
    buyer: buyerParty(demoEmail(b.account.key), residence),
    now: start,
  });
}

async function seedReferrals(trx: Trx, tenantId: string, userIds: Map<string, string>, now: Date) {
  for (const account of demoAccounts) {
    if (!account.referredBy) continue;
    const referrer = userIds.get(account.referredBy);
    const referred = userIds.get(account.key);
    if (!referrer || !referred) continue;
    await trx
      .insertInto('referrals')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        referrer_user_id: referrer,
        referral_campaign_id: 'friends',
        referred_user_id: referred,
        referred_email: demoEmail(account.key),
        status: 'purchased',
        reward_months: 1,
        created_at: now.toISOString(),
      })
      .execute();
  }
}

/**
 * A payment method as checkout would leave it: our row keeps brand, last4, expiry and the
 * gateway's token; the sandbox gateway holds the token's test outcome (never a card number).
 */
async function seedPaymentMethod(
  trx: Trx,
  tenantId: string,
  userId: string,
  account: DemoAccount,
  kind: 'CreditCard' | 'PaypalLegacy',
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const token = `tok_demo_${kind === 'CreditCard' ? 'card' : 'paypal'}_${randomUUID().slice(0, 12)}`;
  const card = kind === 'CreditCard' ? account.card : undefined;
  await createTokensRepository(trx).insert(
    {
      id: token,
      kind: card ? 'card' : 'paypal',
      outcome: 'success',
      brand: card ? card.brand.toLowerCase() : 'paypal',
      last4: card?.last4 ?? null,
      expMonth: card?.expMonth ?? null,
      expYear: card?.expYear ?? null,
    },
    null, // held by our server only: no browser ever had it (decision 0101)
    now,
  );
  await trx
    .insertInto('payment_methods')
    .values({
      id,
      tenant_id: tenantId,
      user_id: userId,
      kind,
      brand: card?.brand ?? 'PayPal',
      last4: card?.last4 ?? null,
      exp_month: card?.expMonth ?? null,
      exp_year: card?.expYear ?? null,
      gateway_token: token,
      created_at: now.toISOString(),
      // Decision 0191: the card is the default; PayPal when it is the only method.
      is_default: kind === 'CreditCard' || !account.card ? 1 : 0,
    })
    .execute();
  return id;
}

/** The purchase and every renewal since, as invoices and charges, for accounts we bill. */
async function seedPaymentHistory(
  trx: Trx,
  input: {
    tenantId: string;
    userId: string;
    subscriptionRowId: string;
    methodId: string | null;
    account: DemoAccount;
    sub: DemoSubscription;
    price: { currency: Currency; amount: number; nextAmount: number };
    addons: readonly { price: { amount: number; nextAmount: number; displayName: string } }[];
    books: Books;
    now: Date;
  },
): Promise<void> {
  const { sub, price, now, methodId, account, books } = input;
  if (!methodId || sub.state === 'intrial') return;
  const method = await trx
    .selectFrom('payment_methods')
    .select(['kind', 'brand', 'last4', 'gateway_token'])
    .where('id', '=', methodId)
    .executeTakeFirstOrThrow();
  const ledger = createLedger(createInvoicesRepository(trx, { seller: books.seller }));
  const sandboxCharges = createChargesRepository(trx);
  const residence = {
    country: account.country,
    region: account.state ?? null,
    postalCode: account.zip ?? null,
  };
  const purchased = new Date(now.getTime() - sub.purchasedDaysAgo * DAY);
  const months = `${sub.months} ${sub.months === 1 ? 'month' : 'months'}`;
  const planName = sub.tier === 'TIER_PREMIUM' ? 'Premium' : 'Basic';
  for (let period = 0; ; period++) {
    const at = addCalendarMonths(purchased, period * sub.months);
    if (
      at.getTime() > now.getTime() ||
      (period > 0 &&
        sub.failedDaysAgo !== undefined &&
        at.getTime() >= now.getTime() - sub.failedDaysAgo * DAY)
    )
      break;
    const amountOf = (p: { amount: number; nextAmount: number }) =>
      period === 0 ? p.amount : p.nextAmount;
    // The plan and the add-ons bought with it, each on its line, taxed at the buyer's residence
    // like every real charge (decision 0120): a German buyer's history carries 19 % VAT.
    const lines = [
      { description: `${planName}, ${months}`, quantity: 1, amount: amountOf(price) },
      ...input.addons.map((a) => ({
        description: `${a.price.displayName}, ${months}`,
        quantity: 1,
        amount: amountOf(a.price),
      })),
    ];
    const totals = orderTotals(
      lines.map((l) => atNextPrice(money(l.amount, price.currency))),
      price.currency,
      books.tax.rateAt(residence, at),
    );
    const amount = totals.total.unscaledValue;
    // The sandbox gateway knows each seeded charge too, so a demo refund reaches a real charge.
    const gatewayChargeId = `ch_seed_${randomUUID().slice(0, 12)}`;
    await sandboxCharges.insert(
      {
        id: gatewayChargeId,
        idempotencyKey: `seed:${input.subscriptionRowId}:${period}`,
        fingerprint: fingerprintOf([amount, price.currency, 'token', method.gateway_token]),
        tokenId: method.gateway_token,
        intentId: null,
        amount,
        currency: price.currency,
        status: 'succeeded',
        declineCode: null,
        refundedAmount: 0,
        metadata: { seed: 'true' },
        createdAt: at.toISOString(),
      },
      at,
    );
    await ledger.recordPayment(trx, {
      tenantId: input.tenantId,
      userId: input.userId,
      subscriptionId: input.subscriptionRowId,
      paymentMethodId: methodId,
      charged: { id: gatewayChargeId, amount, currency: price.currency },
      idempotencyKey: `seed:${input.subscriptionRowId}:${period}`,
      currency: price.currency,
      lines,
      totals,
      shares: [{ subscriptionId: input.subscriptionRowId, lines, totals }],
      paymentSummary: paymentSummary(method),
      buyer: buyerParty(demoEmail(account.key), residence),
      now: at,
    });
  }
}
