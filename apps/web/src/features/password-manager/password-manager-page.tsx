import * as routes from '@halyard/contract/route-refs';
import { useTranslation } from 'react-i18next';
import { QueryPage } from '@/app/query-page';
import { Button } from '@/ui/button';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { SectionCard } from '@/ui/section-card';
import { routeQuery } from '@/app/route-query';

export const passwordManagerQuery = routeQuery(['password-manager'], routes.getPasswordManager, {
  staleTime: 5 * 60_000,
});

const TIER_KEYS: Record<string, 'tiers.basic' | 'tiers.premium' | 'tiers.vip'> = {
  TIER_BASIC: 'tiers.basic',
  TIER_PREMIUM: 'tiers.premium',
  TIER_VIP: 'tiers.vip',
};

/**
 * spec §2 Password Manager (/keys): the entitlement the plan includes, how to set it up and the
 * link to the manager (decision 0066). Shown when a subscription's tier is above basic (spec §6).
 */
export function PasswordManagerPage() {
  const { t } = useTranslation();

  return (
    <QueryPage
      title={t('pages.passwordManager')}
      intro={t('passwordManager.intro')}
      read={passwordManagerQuery}
      className="max-w-3xl space-y-6"
      loading={
        <LoadingRegion label={t('app.loading')} className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </LoadingRegion>
      }
      failed={t('passwordManager.failed')}
    >
      {(data) => (
        <>
          <SectionCard title={data.entitlement.name}>
            <p className="text-ink-muted">{data.entitlement.description}</p>
            <p className="mt-2" data-testid="granted-by">
              {t('passwordManager.included', {
                plan: t(TIER_KEYS[data.granted_by.tier] ?? 'tiers.premium'),
                id: data.granted_by.subscription_id,
              })}
            </p>
            <Button asChild className="mt-4">
              <a href={data.manager_url} target="_blank" rel="noopener noreferrer">
                {t('passwordManager.open')}
                <span className="sr-only"> {t('passwordManager.newTab')}</span>
              </a>
            </Button>
          </SectionCard>
          <SectionCard title={t('passwordManager.setup')}>
            <ol className="mt-3 list-inside list-decimal space-y-2">
              {data.steps.map((step) => (
                <li key={step}>
                  {t(`passwordManager.steps.${step}`, { email: data.account_email })}
                </li>
              ))}
            </ol>
          </SectionCard>
        </>
      )}
    </QueryPage>
  );
}
