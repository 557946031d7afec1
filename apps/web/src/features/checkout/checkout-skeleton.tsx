import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { LoadingRegion, Skeleton, Skeletons } from '@/ui/skeleton';

/** The checkout's shape while the order loads: stepper, form and summary blocks (no shift). */
export function CheckoutSkeleton() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <LoadingRegion
      label={t('shop.loading')}
      className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <Skeleton className="h-12 rounded-card lg:col-start-2 lg:row-start-1 lg:h-80" />
      <div className="space-y-5 lg:col-start-1 lg:row-start-1">
        <Skeleton className="h-8 w-56" />
        <Skeletons count={2} className="h-11 w-full" />
      </div>
    </LoadingRegion>
  );
}
