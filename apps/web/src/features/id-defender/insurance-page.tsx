import { formatMoney } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { insuranceQuery } from './id-defender-api';
import { IdDefenderPage } from './id-defender-state';
import { SectionCard } from '@/ui/section-card';

/** spec §2 /id-defender/id-theft-insurance: coverage, policy number and how to claim. */
export function IdTheftInsurancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <IdDefenderPage
      title={t('pages.idTheftInsurance')}
      intro={t('idDefender.insurance.intro')}
      read={insuranceQuery}
    >
      {(policy) => (
        <div className="grid gap-4 md:grid-cols-2">
          <SectionCard title={t('idDefender.insurance.policy')}>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.coverage')}</dt>
                <dd className="text-2xl font-bold">
                  {formatMoney(policy.coverage, language.code)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.policyNumber')}</dt>
                <dd className="font-mono" data-testid="policy-number">
                  {policy.policy_number}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.deductible')}</dt>
                <dd>{formatMoney(policy.deductible, language.code)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.since')}</dt>
                <dd>{formatDate(policy.effective_date, language)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.provider')}</dt>
                <dd>{policy.provider}</dd>
              </div>
            </dl>
            <h3 className="mt-4 font-semibold">{t('idDefender.insurance.covers')}</h3>
            <ul className="mt-1 list-inside list-disc text-ink-muted">
              {policy.covers.map((item) => (
                <li key={item}>{t(`idDefender.insurance.cover.${item}`)}</li>
              ))}
            </ul>
          </SectionCard>
          <SectionCard
            title={t('idDefender.insurance.claim')}
            intro={t('idDefender.insurance.claimIntro')}
          >
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.phone')}</dt>
                <dd>
                  <a className="underline" href={`tel:${policy.claim.phone.replace(/\s/g, '')}`}>
                    {policy.claim.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.email')}</dt>
                <dd>
                  <a className="underline" href={`mailto:${policy.claim.email}`}>
                    {policy.claim.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('idDefender.insurance.hours')}</dt>
                <dd>{policy.claim.hours}</dd>
              </div>
            </dl>
          </SectionCard>
        </div>
      )}
    </IdDefenderPage>
  );
}
