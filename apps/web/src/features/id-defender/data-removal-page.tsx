import type { DataRemovalStatus } from '@halyard/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { dataRemovalQuery } from './id-defender-api';
import { IdDefenderPage } from './id-defender-state';

const STATUSES: readonly DataRemovalStatus[] = ['removed', 'in_progress', 'submitted', 'no_record'];

/** spec §2 /id-defender/data-removal: removal requests to data brokers and where each stands. */
export function DataRemovalPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const removals = useQuery(dataRemovalQuery);
  return (
    <IdDefenderPage
      title={t('pages.dataRemoval')}
      intro={t('idDefender.removal.intro')}
      query={removals}
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
            <p className="rounded-card bg-surface p-6 text-ink-muted shadow-card">
              {t('idDefender.removal.empty')}
            </p>
          ) : (
            <div
              role="region"
              aria-labelledby="removal-caption"
              tabIndex={0}
              className="overflow-x-auto rounded-card bg-surface shadow-card"
            >
              <table className="w-full min-w-[32rem] text-start">
                <caption id="removal-caption" className="sr-only">
                  {t('pages.dataRemoval')}
                </caption>
                <thead className="text-sm text-ink-muted">
                  <tr>
                    <th scope="col" className="px-4 py-3 text-start font-semibold">
                      {t('idDefender.removal.broker')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-start font-semibold">
                      {t('idDefender.removal.requested')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-start font-semibold">
                      {t('idDefender.removal.statusHeading')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.requests.map((request) => (
                    <tr
                      key={request.id}
                      className="border-t border-border"
                      data-testid="removal-row"
                    >
                      <td className="px-4 py-3 font-medium">{request.broker}</td>
                      <td className="px-4 py-3">{formatDate(request.requested_at, language)}</td>
                      <td className="px-4 py-3">
                        {t(`idDefender.removal.status.${request.status}`)}
                        <span className="block text-sm text-ink-muted">
                          {t('idDefender.removal.updated', {
                            date: formatDate(request.updated_at, language),
                          })}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </IdDefenderPage>
  );
}
