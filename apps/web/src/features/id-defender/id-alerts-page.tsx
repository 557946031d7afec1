import type { IdAlert } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { EmptyCard } from '@/ui/query-states';
import { idAlertsQuery, useMarkAlertRead } from './id-defender-api';
import { IdDefenderPage } from './id-defender-state';
import { AlertLine } from '@/ui/alert-message';

const SEVERITY_STYLE: Record<IdAlert['severity'], string> = {
  high: 'bg-danger-50 text-danger-800',
  medium: 'bg-warning-50 text-warning-900',
  low: 'bg-surface-muted text-ink',
};

function AlertRow({ alert }: { readonly alert: IdAlert }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const markRead = useMarkAlertRead();
  const unread = alert.read_at === null;
  return (
    <li
      className={cx(
        'flex flex-wrap items-start justify-between gap-3 p-4',
        unread ? 'font-medium' : 'text-ink-muted',
      )}
      data-testid="id-alert"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={cx(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              SEVERITY_STYLE[alert.severity],
            )}
          >
            {t(`idDefender.alerts.severity.${alert.severity}`)}
          </span>
          <span>{t(`idDefender.alerts.kind.${alert.kind}`, { source: alert.source })}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {t('idDefender.alerts.detected', { date: formatDate(alert.detected_at, language) })}
          {unread ? ` · ${t('idDefender.alerts.unread')}` : ''}
        </p>
        <AlertLine
          message={markRead.isError ? t('idDefender.alerts.markFailed') : null}
          className="text-sm"
        />
      </div>
      {unread ? (
        <Button
          variant="secondary"
          className="shrink-0"
          pending={markRead.isPending}
          onClick={() => markRead.mutate(alert.id)}
        >
          {t('idDefender.alerts.markRead')}
        </Button>
      ) : null}
    </li>
  );
}

/** spec §2 /id-defender/id-alerts: the partner's monitoring alerts with severity and date. */
export function IdAlertsPage() {
  const { t } = useTranslation();
  return (
    <IdDefenderPage
      title={t('pages.idAlerts')}
      intro={t('idDefender.alerts.intro')}
      read={idAlertsQuery}
    >
      {(data) => (
        <section className="space-y-3" aria-labelledby="alerts-heading">
          <h2 id="alerts-heading" className="text-lg font-semibold">
            {t('idDefender.alerts.count', { count: data.alerts.length, unread: data.unread })}
          </h2>
          {data.alerts.length === 0 ? (
            <EmptyCard>{t('idDefender.alerts.empty')}</EmptyCard>
          ) : (
            <ul className="divide-y divide-border rounded-card bg-surface shadow-card">
              {data.alerts.map((alert) => (
                <AlertRow key={alert.id} alert={alert} />
              ))}
            </ul>
          )}
        </section>
      )}
    </IdDefenderPage>
  );
}
