import { useTranslation } from 'react-i18next';
import type { AdminSubscription } from '@halyard/contract';
import { ADMIN_NS } from './admin-i18n';
import { day, money, moment } from './format';
import { AdminTable } from './admin-table';

type Dunning = NonNullable<AdminSubscription['dunning']>;

interface Props {
  readonly dunning: Dunning;
  /** The add-on whose own renewal failed (decision 0184); none for the plan's. */
  readonly addon?: string;
}

/**
 * Issue 21 §2 (decision 0181) in the back office: a failed renewal's state, the end of grace, and
 * every failed attempt with the gateway's decline code and the date it is tried again.
 */
export function DunningAttempts({ dunning, addon }: Props) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div data-testid="dunning-attempts" className="mt-5">
      <h4 className="font-semibold">
        {addon ? t('renewalAttempts.addonTitle', { addon }) : t('renewalAttempts.title')}
      </h4>
      <p className="mt-1 text-sm" data-testid="dunning-state">
        {t(`renewalAttempts.states.${dunning.state}`)}
        {dunning.grace_ends_at
          ? ` · ${t('renewalAttempts.graceEnds', { date: day(dunning.grace_ends_at) })}`
          : null}
      </p>
      <AdminTable
        variant="inline"
        headers={[
          t('renewalAttempts.attempted'),
          t('renewalAttempts.amount'),
          t('renewalAttempts.code'),
          t('renewalAttempts.type'),
          t('renewalAttempts.nextRetry'),
        ]}
      >
        {dunning.attempts.map((a) => (
          <tr key={a.attempted_at} className="border-b border-border">
            <td className="p-2">{moment(a.attempted_at)}</td>
            <td className="p-2">{money(a.amount)}</td>
            <td className="p-2 font-mono">{a.decline_code}</td>
            <td className="p-2">{t(`renewalAttempts.types.${a.decline_type}`)}</td>
            <td className="p-2">
              {a.next_retry_at ? day(a.next_retry_at) : t('renewalAttempts.noRetry')}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
