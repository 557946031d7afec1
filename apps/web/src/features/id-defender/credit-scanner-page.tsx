import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { creditScannerQuery } from './id-defender-api';
import { IdDefenderPage } from './id-defender-state';
import { SectionCard } from '@/ui/section-card';
import { Fact } from '@/ui/fact';

/** spec §2 /id-defender/credit-scanner: the latest scan of three bureaus and the credit report. */
export function CreditScannerPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <IdDefenderPage
      title={t('pages.creditScanner')}
      intro={t('idDefender.credit.intro')}
      read={creditScannerQuery}
    >
      {({ scan, report }) => (
        <div className="space-y-4">
          {scan ? (
            <SectionCard title={t('idDefender.credit.latestScan')}>
              <p className="text-sm text-ink-muted">
                {t('idDefender.credit.scanDates', {
                  date: formatDate(scan.scanned_at, language),
                  next: formatDate(scan.next_scan_at, language),
                })}
              </p>
              <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                {scan.scores.map((score) => (
                  <li
                    key={score.bureau}
                    className="rounded-control border border-border p-4"
                    data-testid="bureau-score"
                  >
                    <p className="text-sm text-ink-muted">
                      {t(`idDefender.credit.bureau.${score.bureau}`)}
                    </p>
                    <p className="text-3xl font-bold">{score.score}</p>
                    <p className="text-sm">
                      {score.change === 0
                        ? t('idDefender.credit.noChange')
                        : t(score.change > 0 ? 'idDefender.credit.up' : 'idDefender.credit.down', {
                            count: Math.abs(score.change),
                          })}
                    </p>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm">
                {t('idDefender.credit.findings', {
                  inquiries: scan.new_inquiries,
                  accounts: scan.new_accounts,
                })}
              </p>
            </SectionCard>
          ) : null}
          {report ? (
            <SectionCard title={t('idDefender.credit.report')}>
              <p className="text-sm text-ink-muted">
                {t('idDefender.credit.issued', { date: formatDate(report.issued_at, language) })}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-5">
                {(
                  [
                    ['openAccounts', report.open_accounts],
                    ['utilization', report.utilization_percent],
                    ['hardInquiries', report.hard_inquiries],
                    ['latePayments', report.late_payments],
                    ['oldestAccount', report.oldest_account_years],
                  ] as const
                ).map(([key, value]) => (
                  <Fact
                    key={key}
                    term={t(`idDefender.credit.fields.${key}`)}
                    className="text-xl font-semibold"
                  >
                    {t(`idDefender.credit.values.${key}`, { count: value })}
                  </Fact>
                ))}
              </dl>
            </SectionCard>
          ) : null}
        </div>
      )}
    </IdDefenderPage>
  );
}
