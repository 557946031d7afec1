import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@halyard/domain';
import { useLocalizePath } from '@/i18n/use-language';
import { BillingDetailsSection } from './billing-details-section';
import { CreditBalanceSection } from './credit-balance-section';
import { DataExportSection } from './data-export-section';
import { DeletionSection } from './deletion-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { SectionCard } from '@/ui/section-card';
import { TitledPageHeader } from '@/app/titled-page-header';

/** spec §2 Account & Billing (/account-billing): sign-in details, billing links, deletion. */
export function AccountBillingPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <div className="max-w-3xl space-y-6">
      <TitledPageHeader title={t('pages.accountBilling')} intro={t('accountBilling.intro')} />
      <EmailSection />
      <PasswordSection />
      <SectionCard
        title={
          <Link className="text-brand-700 underline" to={localize(ROUTES.accountSecurity)}>
            {t('security.title')}
          </Link>
        }
        intro={t('security.linkIntro')}
      />
      <SectionCard title={t('accountBilling.billing.title')}>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link
              className="font-medium text-brand-700 underline"
              to={localize('/credit_cards/edit')}
            >
              {t('accountBilling.billing.paymentMethod')}
            </Link>
          </li>
          <li>
            <Link className="font-medium text-brand-700 underline" to={localize('/invoices')}>
              {t('accountBilling.billing.invoices')}
            </Link>
          </li>
        </ul>
      </SectionCard>
      <CreditBalanceSection />
      <BillingDetailsSection />
      <DataExportSection />
      <DeletionSection />
    </div>
  );
}
