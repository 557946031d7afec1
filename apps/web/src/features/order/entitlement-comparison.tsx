import { useTranslation } from 'react-i18next';
import { catalogueName } from '@/app/storefront/format';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { CheckIcon, DashIcon } from '@/ui/icons';
import { SectionCard } from '@/ui/section-card';
import type { PlanProduct } from './plan-selection';

/** A short comparison of what each tier includes (spec §3 entitlements, from the offer). */
export function EntitlementComparison({ products }: { readonly products: readonly PlanProduct[] }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const rows = [...new Map(products.flatMap((p) => p.entitlements.map((e) => [e.id, e]))).values()];
  if (rows.length === 0) return null;
  return (
    <SectionCard boldHeading title={t('order.compareTitle')}>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="border-b border-border text-start">
            <th scope="col" className="py-2 text-start font-semibold">
              <span className="sr-only">{t('order.compareFeature')}</span>
            </th>
            {products.map((product) => (
              <th key={product.id} scope="col" className="w-24 py-2 text-center font-semibold">
                {catalogueName(t, 'tiers', product.tier, product.displayName)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((entitlement) => (
            <tr key={entitlement.id} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 text-start font-normal">
                {catalogueName(t, 'entitlements', entitlement.id, entitlement.name)}
              </th>
              {products.map((product) => {
                const included = product.entitlements.some((e) => e.id === entitlement.id);
                return (
                  <td key={product.id} className="py-2 text-center">
                    <span className="inline-flex justify-center">
                      {included ? (
                        <CheckIcon className="text-success-800" />
                      ) : (
                        <DashIcon className="text-ink-muted" />
                      )}
                    </span>
                    <span className="sr-only">
                      {included ? t('order.included') : t('order.notIncluded')}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  );
}
