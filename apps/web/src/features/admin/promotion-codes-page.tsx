import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deactivateAdminPromotionCode,
  reactivateAdminPromotionCode,
  type AdminPromotionCode,
} from '@halyard/contract';
import { ActionDialog, ActionStatus } from './action-dialog';
import { CreateCodeDialog, LimitsDialog } from './promotion-code-dialogs';
import { useAdminAction, useCatalogue, usePromotionCodes } from './admin-api';
import { useCan } from './admin-layout';
import { ADMIN_NS } from './admin-i18n';
import { day } from './format';
import { AdminListTable } from './admin-table';
import { AdminQuery } from './admin-query';

function CodeActions({
  code: c,
  onDone,
}: {
  readonly code: AdminPromotionCode;
  readonly onDone: (m: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const deactivate = useAdminAction(deactivateAdminPromotionCode);
  const reactivate = useAdminAction(reactivateAdminPromotionCode);
  // A deactivated code offers to be reactivated, an active one to be deactivated.
  const [verb, action] = c.deactivated_at
    ? (['reactivate', reactivate] as const)
    : (['deactivate', deactivate] as const);
  return (
    <div className="flex flex-wrap gap-2">
      <LimitsDialog code={c} onDone={onDone} />
      <ActionDialog
        key={verb}
        trigger={t(`promotions.${verb}`)}
        title={t(`promotions.${verb}Title`, { code: c.code })}
        consequence={t(`promotions.${verb}Consequence`)}
        confirm={t(`promotions.${verb}`)}
        onDone={onDone}
        onConfirm={(_, reason) =>
          action.mutateAsync({ params: { codeId: c.id }, body: { reason } })
        }
      />
    </div>
  );
}

/** Issue 22 item 4 (decision 0219): promotion codes, managed in the catalogue. */
export function PromotionCodesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const codes = usePromotionCodes();
  const catalogue = useCatalogue();
  const [message, setMessage] = useState('');
  const canWrite = useCan('catalogue.write');
  const plans = [...new Map((catalogue.data?.prices ?? []).map((p) => [p.product_id, p.product]))];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('promotions.title')}</h1>
      <p className="text-sm text-ink-muted">{t('promotions.lead')}</p>
      <ActionStatus message={message} />
      {canWrite && catalogue.data ? (
        <CreateCodeDialog offers={catalogue.data.offers} plans={plans} onDone={setMessage} />
      ) : null}
      <AdminQuery query={codes}>
        {(data) => (
          <AdminListTable
            rows={data.codes}
            none={t('common.none')}
            caption={t('promotions.title')}
            headers={(
              [
                'code',
                'offer',
                'share',
                'plans',
                'expires',
                'redemptions',
                'state',
                'actions',
              ] as const
            ).map((h) => t(`promotions.columns.${h}`))}
          >
            {(c) => (
              <tr key={c.id} className="border-b border-border" data-testid={`code-${c.code}`}>
                <th scope="row" className="p-2 text-start font-mono">
                  {c.code}
                </th>
                <td className="p-2">{c.offer_name ?? c.offer_id}</td>
                <td className="p-2">{c.percent_off_bp / 100} %</td>
                <td className="p-2">
                  {c.plan_product_ids.length === 0
                    ? t('promotions.allPlans')
                    : c.plan_product_ids
                        .map((id) => plans.find(([p]) => p === id)?.[1] ?? id)
                        .join(', ')}
                  {c.new_customers_only ? ` · ${t('promotions.newOnlyShort')}` : ''}
                </td>
                <td className="p-2">{day(c.expires_at)}</td>
                <td className="p-2">
                  {c.redemptions} / {c.max_redemptions ?? '∞'}
                  {c.per_customer_limit
                    ? ` · ${t('promotions.perCustomerShort', { limit: c.per_customer_limit })}`
                    : ''}
                </td>
                <td className="p-2">
                  {c.deactivated_at
                    ? t('promotions.inactive', { date: day(c.deactivated_at) })
                    : t('promotions.active')}
                </td>
                <td className="p-2">
                  {canWrite ? <CodeActions code={c} onDone={setMessage} /> : null}
                </td>
              </tr>
            )}
          </AdminListTable>
        )}
      </AdminQuery>
    </div>
  );
}
