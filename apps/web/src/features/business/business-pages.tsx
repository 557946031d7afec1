import type { ReactNode } from 'react';
import { ROUTES } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryPage } from '@/app/query-page';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { BusinessInvoices } from './business-invoices';
import { LicenseTable } from './license-table';
import { licensesQuery, type BusinessSubscription } from './licenses-api';
import { SeatCountForm, SeatsPanel } from './seats-panel';

/** Title, intro and the business subscription once loaded (skeleton meanwhile). */
function BusinessPage({
  title,
  intro,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly children: (business: BusinessSubscription) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryPage
      title={title}
      intro={intro}
      read={licensesQuery}
      className="max-w-3xl space-y-6"
      loading={
        <LoadingRegion label={t('app.loading')} className="space-y-4">
          <Skeleton className="h-48 w-full" />
        </LoadingRegion>
      }
      failed={t('businessLicenses.failed')}
    >
      {children}
    </QueryPage>
  );
}

/** spec §2 /volume-management: the dashboard of business customers on the newer billing. */
export function VolumeManagementPage() {
  const { t } = useTranslation();
  return (
    <BusinessPage title={t('pages.volumeManagement')} intro={t('businessLicenses.volumeIntro')}>
      {(business) => (
        <>
          <SeatsPanel business={business} />
          <SeatCountForm business={business} />
          <LicenseTable business={business} />
          <BusinessInvoices />
        </>
      )}
    </BusinessPage>
  );
}

/** spec §2 legacy business dashboard (the bare relative route): overview, seats in the manager. */
export function LegacyBusinessDashboardPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <BusinessPage title={t('pages.businessDashboard')} intro={t('businessLicenses.legacyIntro')}>
      {(business) => (
        <>
          <SeatsPanel business={business} />
          <Button asChild>
            <Link to={localize(ROUTES.licenseManager)}>
              {t('businessLicenses.openLicenseManager')}
            </Link>
          </Button>
          <BusinessInvoices />
        </>
      )}
    </BusinessPage>
  );
}

/** spec §2 /license_manager (legacy business only): seats and their assignment. */
export function LicenseManagerPage() {
  const { t } = useTranslation();
  return (
    <BusinessPage title={t('pages.licenseManager')} intro={t('businessLicenses.managerIntro')}>
      {(business) => (
        <>
          <SeatCountForm business={business} />
          <LicenseTable business={business} />
        </>
      )}
    </BusinessPage>
  );
}
