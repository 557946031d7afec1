import type { CreditBalance } from '@halyard/contract';
import { money, type Currency } from '@halyard/domain';
import type { Executor } from '../../db/executor';
import { creditsRepository, type CreditOwner } from './credits.repository';

/**
 * A customer's credit balance as the portal and the back office show it (decision 0217): the
 * balance per currency and the history, newest first, each application naming its invoice and
 * each refund to the balance its credit note (decision 0221).
 */
export async function creditBalanceOf(executor: Executor, o: CreditOwner): Promise<CreditBalance> {
  const balances = await creditsRepository.balances(executor, o);
  const history = await creditsRepository.history(executor, o);
  const invoiceIds = [...new Set(history.flatMap((e) => (e.invoice_id ? [e.invoice_id] : [])))];
  const documents = new Map(
    invoiceIds.length === 0
      ? []
      : (
          await executor
            .selectFrom('invoices')
            .select(['id', 'number', 'kind'])
            .where('tenant_id', '=', o.tenantId)
            .where('user_id', '=', o.userId)
            .where('id', 'in', invoiceIds)
            .execute()
        ).map((i) => [i.id, i]),
  );
  return {
    balances: balances.map((b) => money(b.balance, b.currency as Currency)),
    history: history.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: money(e.amount, e.currency as Currency),
      invoice_number: e.invoice_id ? (documents.get(e.invoice_id)?.number ?? null) : null,
      document_kind: e.invoice_id ? (documents.get(e.invoice_id)?.kind ?? null) : null,
      created_at: e.created_at,
    })),
  };
}
