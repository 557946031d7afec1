import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQuery } from '@/app/session-query';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { usePageTitle } from '@/app/use-page-title';
import { useNow } from '@/app/use-now';
import { EmptyCard, QueryState } from '@/ui/query-states';
import { LoadingRegion, Skeleton, Skeletons } from '@/ui/skeleton';
import { TitledSection } from '@/ui/titled-section';
import { DeletionNotice } from './deletion-notice';
import { SubscriptionCard } from './subscription-card';

/** Stands in for the cards while they load, at a card's height (no layout shift). */
function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('app.loading')} className="space-y-4">
      <div className="h-64 rounded-card bg-surface p-6 shadow-card">
        <div className="flex justify-between">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
        <Skeleton className="mt-4 h-4 w-3/4" />
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          <Skeletons count={3} className="h-10" />
        </div>
        <Skeleton className="mt-6 h-11 w-40" />
      </div>
    </LoadingRegion>
  );
}

/** spec §2 Dashboard (/subscriptions): a card per subscription (DESIGN.md "Portal"). */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery);
  const subscriptions = useQuery(subscriptionsQuery);
  const now = useNow();
  usePageTitle(t('dashboard.title'));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
        {/* The line keeps its height while the user loads. */}
        <p className="mt-1 min-h-6 text-ink-muted">
          {session.data ? t('dashboard.signedInAs', { email: session.data.user.email }) : null}
        </p>
      </div>
      <DeletionNotice />
      <TitledSection
        title={t('dashboard.subscriptions')}
        className="space-y-4"
        headingClassName="text-lg font-semibold"
      >
        <QueryState
          query={subscriptions}
          loading={<CardsSkeleton />}
          failed={t('dashboard.failed')}
          retryLabel={t('common.retry')}
          empty={<EmptyCard>{t('dashboard.empty')}</EmptyCard>}
        >
          {(subs) => subs.map((sub) => <SubscriptionCard key={sub.krn} sub={sub} now={now} />)}
        </QueryState>
      </TitledSection>
    </div>
  );
}
