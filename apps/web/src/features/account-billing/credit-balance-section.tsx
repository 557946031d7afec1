import * as routes from '@halyard/contract/route-refs';
import { formatMoney } from '@halyard/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { QuerySection } from '@/app/query-section';
import { routeQuery } from '@/app/route-query';

export const creditBalanceQuery = routeQuery(
  ['account', 'credit-balance'],
  routes.getCreditBalance,
);

/**
 * Issue 22 item 5 (decision 0217): the credit balance per currency, which pays the next renewal
 * before the card is charged, and its history (grants, refunds to balance, what paid which
 * invoice), all as the server holds them.
 */
export function CreditBalanceSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const current = useQuery(creditBalanceQuery);

  return (
    <QuerySection
      title={t('accountBilling.credit.title')}
      intro={t('accountBilling.credit.intro')}
      query={current}
      skeleton="mt-3 h-12"
      failed={t('accountBilling.credit.loadFailed')}
    >
      {(data) => (
        <div className="mt-3 space-y-4">
          {data.balances.length === 0 ? (
            <p data-credit-balance="none">{t('accountBilling.credit.none')}</p>
          ) : (
            <ul className="flex flex-wrap gap-4">
              {data.balances.map((balance) => (
                <li
                  key={balance.currency}
                  data-credit-balance={balance.currency}
                  className="rounded-control bg-brand-50 px-4 py-2"
                >
                  <span className="block text-sm text-ink-muted">
                    {t('accountBilling.credit.balance', { currency: balance.currency })}
                  </span>
                  <span className="text-xl font-semibold tabular-nums">
                    {formatMoney(balance, language.code)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {data.history.length > 0 ? (
            <table className="w-full text-start text-sm">
              <caption className="mb-2 text-start font-semibold">
                {t('accountBilling.credit.history')}
              </caption>
              <thead>
                <tr className="text-ink-muted">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('accountBilling.credit.date')}
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('accountBilling.credit.what')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('accountBilling.credit.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((entry) => (
                  <tr key={entry.id} className="border-t border-border" data-credit-entry>
                    <td className="py-2 whitespace-nowrap">
                      {formatDate(entry.created_at, language)}
                    </td>
                    <td className="py-2">
                      {t(`accountBilling.credit.kind.${entry.kind}`)}
                      {entry.invoice_number ? (
                        <span className="block text-ink-muted">
                          {entry.document_kind === 'credit_note'
                            ? t('accountBilling.credit.creditNote', {
                                number: entry.invoice_number,
                              })
                            : t('accountBilling.credit.invoice', {
                                number: entry.invoice_number,
                              })}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 text-end font-semibold whitespace-nowrap tabular-nums">
                      {formatMoney(entry.amount, language.code)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      )}
    </QuerySection>
  );
}
