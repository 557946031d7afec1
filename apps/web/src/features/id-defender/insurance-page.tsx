import { formatMoney } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { insuranceQuery } from './id-defender-api';
import { IdDefenderPage } from './id-defender-state';
import { SectionCard } from '@/ui/section-card';
import { Fact } from '@/ui/fact';

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
              <Fact term={t('idDefender.insurance.coverage')} className="text-2xl font-bold">
                {formatMoney(policy.coverage, language.code)}
              </Fact>
              <Fact
                term={t('idDefender.insurance.policyNumber')}
                className="font-mono"
                testId="policy-number"
              >
                {policy.policy_number}
              </Fact>
              <Fact term={t('idDefender.insurance.deductible')}>
                {formatMoney(policy.deductible, language.code)}
              </Fact>
              <Fact term={t('idDefender.insurance.since')}>
                {formatDate(policy.effective_date, language)}
              </Fact>
              <Fact term={t('idDefender.insurance.provider')}>{policy.provider}</Fact>
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
              <Fact term={t('idDefender.insurance.phone')}>
                <a className="underline" href={`tel:${policy.claim.phone.replace(/\s/g, '')}`}>
                  {policy.claim.phone}
                </a>
              </Fact>
              <Fact term={t('idDefender.insurance.email')}>
                <a className="underline" href={`mailto:${policy.claim.email}`}>
                  {policy.claim.email}
                </a>
              </Fact>
              <Fact term={t('idDefender.insurance.hours')}>{policy.claim.hours}</Fact>
            </dl>
          </SectionCard>
        </div>
      )}
    </IdDefenderPage>
  );
}
