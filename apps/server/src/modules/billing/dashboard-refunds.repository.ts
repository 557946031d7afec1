import type { Currency } from '@halyard/domain';
import type { Db } from '../../db/database';
import type { InvoiceLineInput } from '../invoices/invoices.repository';
import type { Executor } from '../../db/executor';
import { succeededCharge } from './gateway-charge';
import { creditedOf } from '../refunds/refunds.repository';

/** One allocation of a charge (decision 0121) and what credit notes have returned of it so far. */
export interface ChargeAllocation {
  readonly allocationId: string;
  readonly invoiceId: string;
  readonly subscriptionId: string;
  readonly lines: readonly InvoiceLineInput[];
  readonly subtotal: number;
  readonly discount: number;
  readonly tax: number;
  readonly amount: number;
  readonly taxRate: number;
  readonly credited: number;
}

/** A succeeded charge of our ledger, as a refund made in the provider's dashboard books it. */
export interface PaidCharge {
  readonly tenantId: string;
  readonly userId: string;
  readonly email: string;
  readonly residence: {
    country: string | null;
    region: string | null;
    postalCode: string | null;
  };
  readonly currency: Currency;
  readonly paymentSummary: string | null;
  readonly allocations: readonly ChargeAllocation[];
}

/** The reads behind booking a dashboard refund (decision 0153). */
export function createDashboardRefundsRepository(db: Db) {
  return {
    /** The charge with this gateway id and its allocations, oldest first; null: not booked yet. */
    async paidCharge(gatewayChargeId: string): Promise<PaidCharge | null> {
      const charge = await succeededCharge(db, gatewayChargeId)
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
        .select([
          'c.id',
          'c.tenant_id',
          'c.user_id',
          'c.currency',
          'u.email',
          'u.residence_country',
          'u.residence_state',
          'u.residence_zipcode',
          'i.payment_summary',
          'i.tax_rate',
        ])
        .executeTakeFirst();
      if (!charge?.user_id) return null;
      const rows = await db
        .selectFrom('charge_allocations as a')
        .select([
          'a.id',
          'a.invoice_id',
          'a.subscription_id',
          'a.lines',
          'a.subtotal',
          'a.discount',
          'a.tax',
          'a.amount',
        ])
        .select((eb) => creditedOf(eb).as('credited'))
        .where('a.charge_id', '=', charge.id)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .execute();
      return {
        tenantId: charge.tenant_id,
        userId: charge.user_id,
        email: charge.email,
        residence: {
          country: charge.residence_country,
          region: charge.residence_state,
          postalCode: charge.residence_zipcode,
        },
        currency: charge.currency as Currency,
        paymentSummary: charge.payment_summary,
        allocations: rows.map((r) => ({
          allocationId: r.id,
          invoiceId: r.invoice_id,
          subscriptionId: r.subscription_id,
          lines: JSON.parse(r.lines) as InvoiceLineInput[],
          subtotal: r.subtotal,
          discount: r.discount,
          tax: r.tax,
          amount: r.amount,
          taxRate: charge.tax_rate ?? 0,
          // PostgreSQL's sum of integers is a bigint (a string through pg).
          credited: Number(r.credited ?? 0),
        })),
      };
    },

    /** Which of these provider refund ids our ledger has booked already. */
    async booked(executor: Executor, refundIds: readonly string[]): Promise<Set<string>> {
      if (refundIds.length === 0) return new Set();
      const rows = await executor
        .selectFrom('charges')
        .select('gateway_charge_id')
        .where('kind', '=', 'refund')
        .where('gateway_charge_id', 'in', refundIds)
        .execute();
      return new Set(rows.flatMap((r) => (r.gateway_charge_id ? [r.gateway_charge_id] : [])));
    },
  };
}

export type DashboardRefundsRepository = ReturnType<typeof createDashboardRefundsRepository>;
