import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/app/use-page-title';
import { ROUTES } from '@halyard/domain';
import { useLocalizePath } from '@/i18n/use-language';
import { BillingDetailsSection } from './billing-details-section';
import { CreditBalanceSection } from './credit-balance-section';
import { DataExportSection } from './data-export-section';
import { DeletionSection } from './deletion-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

/** spec §2 Account & Billing (/account-billing): sign-in details, billing links, deletion. */
export function AccountBillingPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  usePageTitle(t('pages.accountBilling'));
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('pages.accountBilling')}</h1>
        <p className="mt-1 text-ink-muted">{t('accountBilling.intro')}</p>
      </div>
      <EmailSection />
      <PasswordSection />
      <section
        aria-labelledby="security-heading"
        className="rounded-card bg-surface p-5 shadow-card"
      >
        <h2 id="security-heading" className="text-lg font-semibold">
          <Link className="text-brand-700 underline" to={localize(ROUTES.accountSecurity)}>
            {t('security.title')}
          </Link>
        </h2>
        <p className="mt-1 text-ink-muted">{t('security.linkIntro')}</p>
      </section>
      <section
        aria-labelledby="billing-heading"
        className="rounded-card bg-surface p-5 shadow-card"
      >
        <h2 id="billing-heading" className="text-lg font-semibold">
          {t('accountBilling.billing.title')}
        </h2>
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
      </section>
      <CreditBalanceSection />
      <BillingDetailsSection />
      <DataExportSection />
      <DeletionSection />
    </div>
  );
}
