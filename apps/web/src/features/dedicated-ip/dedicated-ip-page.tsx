import { useState } from 'react';
import type { DedicatedIp } from '@halyard/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkSubscriptionChange } from '@halyard/domain';
import { addonOrderPath } from '@/app/addon-order-link';
import { formatDate } from '@/app/format';
import { subscriptionsQuery } from '@/app/subscriptions-query';
import { useNow } from '@/app/use-now';
import { QueryPage } from '@/app/query-page';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { AddonCard } from '@/ui/addon-card';
import { Button } from '@/ui/button';
import { CardsSkeleton } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { dedicatedIpsQuery } from './dedicated-ip-api';
import { DedicatedIpAutobill } from './dedicated-ip-autobill';
import { DedicatedIpRegionPicker } from './dedicated-ip-region';

/**
 * spec §2 Dedicated IP (decision 0062): each dedicated IP add-on's region, address, billing cycle
 * and renewal with its own auto-renew switch; without one, the way into the add-on checkout.
 */
export function DedicatedIpPage() {
  const { t } = useTranslation();
  return (
    <QueryPage
      title={t('dedicatedIp.title')}
      intro={t('dedicatedIp.intro')}
      read={dedicatedIpsQuery}
      loading={<CardsSkeleton label={t('app.loading')} count={1} />}
      failed={t('dedicatedIp.failed')}
      empty={<NoDedicatedIp />}
    >
      {(data) => data.map((dip) => <DedicatedIpCard key={dip.id} dip={dip} />)}
    </QueryPage>
  );
}

/**
 * No add-on yet: the add-on checkout for the subscription that can carry one (issue 24 item 5),
 * not a plain order page that would sell a new plan.
 */
function NoDedicatedIp() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const now = useNow();
  const subscriptions = useQuery(subscriptionsQuery);
  const target = subscriptions.data?.find(
    (sub) => checkSubscriptionChange('add_addon', sub, now).ok,
  );
  return (
    <SectionCard title={t('dedicatedIp.noneTitle')}>
      <p className="mt-2 text-ink-muted">{t('dedicatedIp.noneBody')}</p>
      <Button asChild className="mt-4">
        <Link to={localize(target ? addonOrderPath(target, 'dip') : '/order')}>
          {t('dedicatedIp.buy')}
        </Link>
      </Button>
    </SectionCard>
  );
}

function DedicatedIpCard({ dip }: { readonly dip: DedicatedIp }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [ready, setReady] = useState<string | null>(null);
  const rows: [string, string][] = [
    [t('dedicatedIp.region'), dip.region ?? t('dedicatedIp.unknownRegion')],
    [t('dedicatedIp.address'), dip.ip_address ?? t('dedicatedIp.awaitingRegion')],
    [
      t('dedicatedIp.cycle'),
      dip.billing_cycle === null
        ? t('dedicatedIp.unknownCycle')
        : t('dedicatedIp.months', { count: dip.billing_cycle }),
    ],
    [
      // Decision 0184: its own date (or the plan's, when bought with it); "ends" when it will not renew.
      dip.expired
        ? t('dedicatedIp.expiredOn')
        : dip.renews
          ? t('dedicatedIp.renewsOn')
          : t('dedicatedIp.endsOn'),
      dip.renews_on ? formatDate(dip.renews_on, language) : t('dedicatedIp.noDate'),
    ],
  ];
  return (
    <AddonCard
      label={t('dedicatedIp.cardLabel', { ip: dip.ip_address ?? dip.region ?? dip.id })}
      title={t('dedicatedIp.cardTitle')}
      active={!dip.expired}
      status={dip.expired ? t('dedicatedIp.expired') : t('dedicatedIp.active')}
      facts={rows}
      columnsClass="sm:grid-cols-2"
    >
      <p role="status" className="mt-3 text-sm text-success-800 empty:hidden">
        {ready}
      </p>
      {dip.region === null && dip.ip_address === null && !dip.expired ? (
        <DedicatedIpRegionPicker
          dip={dip}
          onAssigned={(updated) => setReady(t('dedicatedIp.ready', { ip: updated.ip_address }))}
        />
      ) : null}
      {dip.expired ? null : <DedicatedIpAutobill dip={dip} />}
    </AddonCard>
  );
}
