import { useId } from 'react';
import type { AddonType } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@halyard/domain';
import { formatDate } from '@/app/format';
import { useIncludedTaxNote } from '@/app/included-tax-note';
import type { PortalSubscription } from '@/app/subscriptions-query';
import { useLanguage } from '@/i18n/use-language';
import type en from '@/i18n/locales/en/translation.json';
import { declineReason } from './decline-reason';

type AddonKey = `dashboard.addons.types.${keyof typeof en.dashboard.addons.types}`;

/** spec §3 addon types as the dashboard names them (the aliases share their group's name). */
const ADDON_NAMES: Record<AddonType, AddonKey> = {
  dip: 'dashboard.addons.types.dip',
  idp_monitoring: 'dashboard.addons.types.idAlerts',
  idp_monitor: 'dashboard.addons.types.idAlerts',
  idp_insurance: 'dashboard.addons.types.idInsurance',
  pip_data_removal: 'dashboard.addons.types.dataRemoval',
  pip_scanning: 'dashboard.addons.types.dataRemoval',
  credit_scanner: 'dashboard.addons.types.creditScanner',
  idp_credit_scanner: 'dashboard.addons.types.creditScanner',
  credit_report: 'dashboard.addons.types.creditReport',
  idp_credit_report: 'dashboard.addons.types.creditReport',
};

type Addon = PortalSubscription['addons'][number];

/** Issue 21 §5: an add-on bought later renews on its own date at its own price (decision 0184). */
const ownRenewal = (addon: Addon) =>
  !addon.renews_with_plan && addon.auto_billing_enabled ? addon.renewal_price : null;

/** The add-ons of a subscription: a dedicated IP with its region and address, the ID suite. */
export function AddonList({ addons }: { readonly addons: PortalSubscription['addons'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const includedTax = useIncludedTaxNote();
  const headingId = useId();
  return (
    <div className="mt-4">
      <h4 id={headingId} className="text-sm font-semibold text-ink-muted">
        {t('dashboard.addons.title')}
      </h4>
      <ul aria-labelledby={headingId} className="mt-1 space-y-1">
        {addons.map((addon) => {
          const renewal = ownRenewal(addon);
          const note = renewal ? includedTax(addon.included_tax) : null;
          return (
            <li key={addon.krn} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{t(ADDON_NAMES[addon.addon_type])}</span>
              {addon.region || addon.ip_address ? (
                <span className="text-ink-muted">
                  {[addon.region, addon.ip_address].filter(Boolean).join(' · ')}
                </span>
              ) : null}
              {addon.expires_at && renewal ? (
                <span className="text-ink-muted">
                  {t('lifecycle.addon.renews', {
                    date: formatDate(addon.expires_at, language),
                    amount: formatMoney(renewal, language.code),
                  })}
                  {note ? ` · ${note}` : null}
                </span>
              ) : addon.expires_at ? (
                <span className="text-ink-muted">
                  {t('dashboard.addons.until', { date: formatDate(addon.expires_at, language) })}
                </span>
              ) : null}
              {addon.dunning ? (
                <span className="font-medium text-warning-900">
                  {t('lifecycle.addon.paymentFailed')}:{' '}
                  {declineReason(t, addon.dunning.decline_code)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
