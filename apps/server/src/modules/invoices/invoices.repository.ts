import type { Selectable } from 'kysely';
import type { Invoice } from '@halyard/contract';
import {
  invoicePaidWith,
  money,
  reverseChargeApplies,
  type BillingDetails,
  type Currency,
  type OrderTotals,
} from '@halyard/domain';
import type { Db } from '../../db/database';
import type { InvoicesTable } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { findBillingDetails, findBillingDetailsOf } from './billing-details.repository';
import { insertRows } from '../../db/insert-rows';
import { newRowId } from '../../db/row-id';

export interface InvoiceLineInput {
  readonly description: string;
  readonly quantity: number;
  readonly amount: number; // minor units
}

/**
 * A party as the invoice prints it: a name and address lines (decision 0125), and since issue 22
 * (decision 0190) its country and VAT ID; a buyer's `reverseCharge` is set when the invoice was
 * issued under EU reverse charge (no VAT charged; the PDF prints the legal note).
 */
export interface PartySnapshot {
  readonly name: string;
  readonly lines: readonly string[];
  readonly country?: string;
  readonly vatId?: string | null;
  readonly reverseCharge?: boolean;
}

/** The seller as configured (SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY, SELLER_VAT_ID). */
export const sellerParty = (seller: {
  readonly name: string;
  readonly address: readonly string[];
  readonly country?: string;
  readonly vatId?: string;
}): PartySnapshot => ({
  name: seller.name,
  lines: seller.address,
  ...(seller.country && { country: seller.country }),
  ...(seller.vatId && { vatId: seller.vatId }),
});

/**
 * The buyer from their billing details (issue 22 item 2): the company (else the name), the name
 * under it, the street, postal code and city, country, and the invoice email (else the account's).
 * Reverse charge is recorded only when it applies and the invoice indeed charged no tax.
 */
export function billingParty(
  details: BillingDetails,
  accountEmail: string,
  sellerCountry: string | undefined,
  taxCharged: boolean,
): PartySnapshot {
  const lines = [
    details.company ? details.name : null,
    details.street,
    `${details.postalCode} ${details.city}`,
    details.country,
    details.invoiceEmail ?? accountEmail,
  ].filter((line): line is string => Boolean(line));
  const reverseCharge =
    !taxCharged && sellerCountry !== undefined && reverseChargeApplies(sellerCountry, details);
  return {
    name: details.company ?? details.name,
    lines,
    country: details.country,
    vatId: details.vatId,
    ...(reverseCharge && { reverseCharge }),
  };
}

/** The buyer as an invoice keeps them: the account's email and its residence at issue time. */
export function buyerParty(
  email: string,
  residence: { country: string | null; region: string | null; postalCode: string | null },
): PartySnapshot {
  const { country, region: state, postalCode } = residence;
  const region = [postalCode, state, country].filter(Boolean).join(' ');
  return { name: email, lines: region ? [region] : [] };
}

/** The invoice's columns: the domain's order totals of its lines (decision 0123), never recomputed. */
export type InvoiceTotals = Pick<
  OrderTotals,
  'subtotal' | 'discount' | 'tax' | 'total' | 'taxRate'
> &
  Partial<Pick<OrderTotals, 'taxIncluded'>>;

export interface NewInvoice {
  readonly tenantId: string;
  readonly userId: string;
  readonly subscriptionId: string | null;
  readonly kind: 'invoice' | 'credit_note';
  readonly relatedInvoiceId?: string | null;
  readonly currency: Currency;
  readonly lines: readonly InvoiceLineInput[];
  readonly totals: InvoiceTotals;
  readonly paymentSummary: string | null;
  /** Decision 0217: the part of the total the credit balance paid. */
  readonly creditApplied?: number;
  /** Who bought, as they are at issue time: the invoice never changes afterwards. */
  readonly buyer: PartySnapshot;
  /**
   * True when the caller knows the buyer has no billing details (an account created in this
   * transaction without them): `buyer` is the snapshot as it is, without reading the details.
   */
  readonly buyerWithoutDetails?: boolean;
  readonly issuedAt: Date;
  /** Issue 22 item 4: the promotion code the invoice's discount includes. */
  readonly promotionCode?: string | null;
}

export interface InvoiceRepositoryOptions {
  /** The seller printed on every invoice issued from now on (SELLER_NAME, SELLER_ADDRESS). */
  readonly seller: PartySnapshot;
}

const PREFIX: Record<NewInvoice['kind'], string> = { invoice: 'INV', credit_note: 'CN' };

/**
 * Invoices and credit notes: numbered without gaps per tenant and kind, inside the caller's
 * transaction, with the buyer and seller as they are at issue time (decision 0125).
 */
export function createInvoicesRepository(db: Db, options: InvoiceRepositoryOptions) {
  const seller = JSON.stringify(options.seller);
  const row = (input: NewInvoice, id: string, number: string) => {
    const { totals, currency } = input;
    if (
      [totals.subtotal, totals.discount, totals.tax, totals.total].some(
        (m) => m.currency !== currency,
      )
    )
      throw new TypeError(`Invoice totals must be in ${currency}`);
    return {
      id,
      tenant_id: input.tenantId,
      user_id: input.userId,
      subscription_id: input.subscriptionId,
      number,
      kind: input.kind,
      related_invoice_id: input.relatedInvoiceId ?? null,
      currency,
      subtotal: totals.subtotal.unscaledValue,
      discount: totals.discount.unscaledValue,
      tax: totals.tax.unscaledValue,
      total: totals.total.unscaledValue,
      tax_rate: totals.taxRate,
      tax_included: totals.taxIncluded ? 1 : 0,
      credit_applied: input.creditApplied ?? 0,
      lines: JSON.stringify(input.lines),
      payment_summary: input.paymentSummary,
      buyer: JSON.stringify(input.buyer),
      seller,
      issued_at: input.issuedAt.toISOString(),
      promotion_code: input.promotionCode ?? null,
    };
  };

  /** Reserves `count` consecutive numbers in the caller's transaction (gapless: it commits or not). */
  async function reserveNumbers(
    executor: Executor,
    tenantId: string,
    kind: NewInvoice['kind'],
    count: number,
  ): Promise<string[]> {
    // One statement (issue 19 item 3): the first number of a tenant creates its counter, every
    // later one moves it under the row's lock, on SQLite and PostgreSQL alike.
    const row = await executor
      .insertInto('invoice_counters')
      .values({ tenant_id: tenantId, kind, last_number: count })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'kind']).doUpdateSet((eb) => ({
          last_number: eb('invoice_counters.last_number', '+', count),
        })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const first = row.last_number - count + 1;
    return Array.from(
      { length: count },
      (_, i) => `${PREFIX[kind]}-${String(first + i).padStart(6, '0')}`,
    );
  }

  /** The buyer as the billing details say at issue time, when the customer gave them. */
  const withDetails = async (
    executor: Executor,
    inputs: readonly NewInvoice[],
  ): Promise<NewInvoice[]> => {
    const first = inputs[0];
    const unknown = inputs.filter((i) => !i.buyerWithoutDetails);
    if (!first || unknown.length === 0) return [...inputs];
    const found = await findBillingDetailsOf(
      executor,
      first.tenantId,
      unknown.map((i) => i.userId),
    );
    return inputs.map((input) =>
      input.buyerWithoutDetails ? input : buyerFrom(input, found.get(input.userId)),
    );
  };
  const buyerFrom = (input: NewInvoice, details: BillingDetails | undefined): NewInvoice => {
    if (!details) return input;
    const accountEmail = input.buyer.name;
    const taxCharged = input.totals.tax.unscaledValue !== 0;
    return {
      ...input,
      buyer: billingParty(details, accountEmail, options.seller.country, taxCharged),
    };
  };

  const nextNumber = async (executor: Executor, tenantId: string, kind: NewInvoice['kind']) =>
    (await reserveNumbers(executor, tenantId, kind, 1))[0] as string;

  return {
    async create(
      executor: Executor,
      input: NewInvoice,
    ): Promise<{ id: string; number: string; total: number }> {
      const values = row(
        (await withDetails(executor, [input]))[0] as NewInvoice,
        newRowId(),
        await nextNumber(executor, input.tenantId, input.kind),
      );
      await executor.insertInto('invoices').values(values).execute();
      return { id: values.id, number: values.number, total: values.total };
    },

    /**
     * Several invoices of one tenant and kind at once (the billing engine books renewals in
     * batches, decision 0037): numbers reserved in one step, rows written in few statements.
     */
    async createMany(
      executor: Executor,
      inputs: readonly NewInvoice[],
    ): Promise<{ id: string; number: string; total: number }[]> {
      const first = inputs[0];
      if (!first) return [];
      if (inputs.some((i) => i.tenantId !== first.tenantId || i.kind !== first.kind))
        throw new Error('createMany takes invoices of one tenant and kind');
      const numbers = await reserveNumbers(executor, first.tenantId, first.kind, inputs.length);
      const buyers = await withDetails(executor, inputs);
      const rows = buyers.map((input, i) => row(input, newRowId(), numbers[i] as string));
      await insertRows(executor, 'invoices', rows);
      return rows.map((r) => ({ id: r.id, number: r.number, total: r.total }));
    },

    async listForUser(tenantId: string, userId: string): Promise<Invoice[]> {
      const rows = await baseQuery(db, tenantId, userId)
        .orderBy('i.issued_at', 'desc')
        .orderBy('i.number', 'desc')
        .execute();
      return rows.map(toInvoice);
    },

    /**
     * Re-issue (issue 22 item 2): the invoice keeps its number, lines and amounts; its buyer
     * becomes the customer's billing details of now. Returns the buyer before and after, or null
     * when the invoice is not the user's or they have no billing details.
     */
    async reissue(executor: Executor, tenantId: string, userId: string, id: string) {
      const found = await executor
        .selectFrom('invoices as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.buyer', 'i.tax', 'u.email'])
        .where('i.tenant_id', '=', tenantId)
        .where('i.user_id', '=', userId)
        .where('i.id', '=', id)
        .executeTakeFirst();
      if (!found) return { outcome: 'not_found' as const };
      const details = await findBillingDetails(executor, tenantId, userId);
      if (!details) return { outcome: 'no_details' as const };
      const before = party(found.buyer);
      const after = billingParty(details, found.email, options.seller.country, found.tax !== 0);
      await executor
        .updateTable('invoices')
        .set({ buyer: JSON.stringify(after) })
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .execute();
      return { outcome: 'reissued' as const, before, after, email: found.email };
    },

    /** One invoice with the parties it was issued to and by, and the reader's language. */
    async findForUser(tenantId: string, userId: string, id: string) {
      const row = await baseQuery(db, tenantId, userId)
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select('u.locale')
        .where('i.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        invoice: toInvoice(row),
        buyer: party(row.buyer) ?? { name: '', lines: [] },
        // Issued before seller snapshots (migration 0120): the seller of today.
        seller: party(row.seller) ?? options.seller,
        language: row.locale,
      };
    },
  };
}

function baseQuery(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('subscriptions as s', 's.id', 'i.subscription_id')
    .leftJoin('invoices as r', 'r.id', 'i.related_invoice_id')
    .selectAll('i')
    .select(['s.subscription_id as public_subscription_id', 'r.number as related_number'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.user_id', '=', userId);
}

const party = (json: string | null): PartySnapshot | null =>
  json ? (JSON.parse(json) as PartySnapshot) : null;

type InvoiceRow = Selectable<InvoicesTable> & {
  public_subscription_id: string | null;
  related_number: string | null;
};

function toInvoice(row: InvoiceRow): Invoice {
  const currency = row.currency as Currency;
  const lines = JSON.parse(row.lines) as InvoiceLineInput[];
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issued_at: row.issued_at,
    subscription_id: row.public_subscription_id,
    related_invoice_number: row.related_number,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      amount: money(l.amount, currency),
    })),
    subtotal: money(row.subtotal, currency),
    discount: money(row.discount, currency),
    promotion_code: row.promotion_code,
    tax: money(row.tax, currency),
    total: money(row.total, currency),
    credit_applied: money(row.credit_applied, currency),
    // Decision 0196: the tax is in the total (its rate for the "incl. 19 % VAT" label).
    ...(row.tax_included === 1 && { tax_included: { rate: row.tax_rate ?? 0 } }),
    payment_summary: row.payment_summary,
    paid_with: paidWith(row),
  };
}

/** Decision 0218 addendum: the balance, the method or both, as the domain reads the invoice. */
function paidWith(row: InvoiceRow): Invoice['paid_with'] {
  const paid = invoicePaidWith({
    total: row.total,
    creditApplied: row.credit_applied,
    paymentSummary: row.payment_summary,
  });
  return { credit_balance: paid.creditBalance, method: paid.method };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
