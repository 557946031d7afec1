import type { DataRemovalStatus } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table';
import { EmptyCard } from '@/ui/query-states';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { dataRemovalQuery } from './id-defender-api';
import { IdDefenderPage } from './id-defender-state';

const STATUSES: readonly DataRemovalStatus[] = ['removed', 'in_progress', 'submitted', 'no_record'];

/** spec §2 /id-defender/data-removal: removal requests to data brokers and where each stands. */
export function DataRemovalPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <IdDefenderPage
      title={t('pages.dataRemoval')}
      intro={t('idDefender.removal.intro')}
      read={dataRemovalQuery}
    >
      {(data) => (
        <div className="space-y-4">
          <ul
            className="grid grid-cols-2 gap-3 md:grid-cols-4"
            aria-label={t('idDefender.removal.summary')}
          >
            {STATUSES.map((status) => (
              <li key={status} className="rounded-card bg-surface p-4 shadow-card">
                <p className="text-2xl font-bold" data-testid={`removal-count-${status}`}>
                  {data.counts[status]}
                </p>
                <p className="text-sm text-ink-muted">{t(`idDefender.removal.status.${status}`)}</p>
              </li>
            ))}
          </ul>
          {data.requests.length === 0 ? (
            <EmptyCard>{t('idDefender.removal.empty')}</EmptyCard>
          ) : (
            <DataTable
              caption={t('pages.dataRemoval')}
              rows={data.requests}
              rowKey={(request) => request.id}
              minWidthClass="min-w-[32rem]"
              rowProps={() => ({ 'data-testid': 'removal-row' })}
              columns={[
                {
                  key: 'broker',
                  header: t('idDefender.removal.broker'),
                  rowHeader: true,
                  className: 'font-medium',
                  cell: (request) => request.broker,
                },
                {
                  key: 'requested',
                  header: t('idDefender.removal.requested'),
                  cell: (request) => formatDate(request.requested_at, language),
                },
                {
                  key: 'status',
                  header: t('idDefender.removal.statusHeading'),
                  cell: (request) => (
                    <>
                      {t(`idDefender.removal.status.${request.status}`)}
                      <span className="block text-sm text-ink-muted">
                        {t('idDefender.removal.updated', {
                          date: formatDate(request.updated_at, language),
                        })}
                      </span>
                    </>
                  ),
                },
              ]}
            />
          )}
        </div>
      )}
    </IdDefenderPage>
  );
}
