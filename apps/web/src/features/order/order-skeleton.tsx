import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { LoadingRegion, Skeleton, Skeletons } from '@/ui/skeleton';

/** The order page's shape while its offer loads: the same blocks, the same heights (no shift). */
export function OrderSkeleton() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <LoadingRegion label={t('shop.loading')} className="space-y-6">
      <Skeleton className="h-12 w-64 rounded-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeletons count={3} className="min-h-56 rounded-card" />
      </div>
      <Skeleton className="h-40 w-full rounded-card" />
    </LoadingRegion>
  );
}
