import type { RouterCoupon } from '@halyard/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError, refusalText } from '@/app/api-error';
import { copyWords } from '@/app/copy-words';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { CopyableCode } from '@/ui/copy-button';
import { CardsSkeleton, EmptyCard, QueryFailed } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { routerCouponQuery, useClaimCoupon } from './router-coupon-api';
import { TitledPageHeader } from '@/app/titled-page-header';
import { AlertLine } from '@/ui/alert-message';

/** spec §2 Router coupon: the subscription's Aircove coupon, how to use it, and whether it was. */
export function RouterCouponPage() {
  const { t } = useTranslation();
  const krn = useParams().krn ?? '';
  const coupon = useQuery(routerCouponQuery(krn));
  return (
    <div className="space-y-6">
      <TitledPageHeader title={t('routerCoupon.title')} intro={t('routerCoupon.intro')} />
      {coupon.isPending ? (
        <CardsSkeleton label={t('app.loading')} count={1} />
      ) : coupon.isError ? (
        isApiError(coupon.error, 404) ? (
          <EmptyCard>{t('routerCoupon.none')}</EmptyCard>
        ) : (
          <QueryFailed
            query={coupon}
            message={t('routerCoupon.failed')}
            retryLabel={t('common.retry')}
          />
        )
      ) : (
        <CouponCard krn={krn} coupon={coupon.data} />
      )}
    </div>
  );
}

function CouponCard({ krn, coupon }: { readonly krn: string; readonly coupon: RouterCoupon }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const claim = useClaimCoupon(krn);
  const expires = formatDate(coupon.expires, language);
  return (
    <>
      <section aria-labelledby="coupon-code" className="rounded-card bg-surface p-6 shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="coupon-code" className="text-lg font-bold">
            {t('routerCoupon.codeTitle')}
          </h2>
          <span className="rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold">
            {t(`routerCoupon.status.${coupon.status}`)}
          </span>
        </div>
        <CopyableCode
          code={coupon.code}
          testId="coupon-code"
          words={copyWords(t, t('routerCoupon.copyLabel'))}
        />
        <p className="mt-3 text-sm text-ink-muted">
          {coupon.status === 'expired'
            ? t('routerCoupon.expiredOn', { date: expires })
            : t('routerCoupon.validUntil', { date: expires })}
        </p>
        {coupon.claimed_at ? (
          <p className="mt-2 font-medium text-success-800">
            {t('routerCoupon.claimedOn', { date: formatDate(coupon.claimed_at, language) })}
          </p>
        ) : coupon.status === 'available' ? (
          <div className="mt-4">
            <Button variant="secondary" pending={claim.isPending} onClick={() => claim.mutate()}>
              {t('routerCoupon.markUsed')}
            </Button>
            <AlertLine
              message={
                claim.isError ? refusalText(claim.error, t('routerCoupon.claimFailed')) : null
              }
              className="mt-2 text-sm"
            />
          </div>
        ) : null}
      </section>
      <SectionCard title={t('routerCoupon.howTitle')}>
        <ol className="mt-3 list-decimal space-y-1 ps-5">
          <li>{t('routerCoupon.step1')}</li>
          <li>{t('routerCoupon.step2')}</li>
          <li>{t('routerCoupon.step3')}</li>
        </ol>
      </SectionCard>
    </>
  );
}
