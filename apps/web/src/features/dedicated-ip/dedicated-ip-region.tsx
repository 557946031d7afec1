import { useState, type FormEvent } from 'react';
import type { DedicatedIp } from '@halyard/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { useEarlyInputReplay } from '@/app/ssr/early-input';
import { Button } from '@/ui/button';
import { QueryFailed } from '@/ui/query-states';
import { SelectField } from '@/ui/select-field';
import { dedicatedIpRegionsQuery, useChooseDedicatedIpRegion } from './dedicated-ip-api';

/**
 * Issue 24 item 7 (decision 0168): a paid add-on without a region. The customer picks one of the
 * operator's regions; the server assigns the next free address of its pool. A region with no
 * free address is shown as such and cannot be chosen; with none free anywhere, the page says so.
 */
export function DedicatedIpRegionPicker({
  dip,
  onAssigned,
}: {
  readonly dip: DedicatedIp;
  readonly onAssigned: (updated: DedicatedIp) => void;
}) {
  const { t } = useTranslation();
  const regions = useQuery(dedicatedIpRegionsQuery);
  const choose = useChooseDedicatedIpRegion(dip.id, onAssigned);
  const [picked, setPicked] = useState<string | null>(null);
  const form = useEarlyInputReplay<HTMLFormElement>();

  if (regions.isPending) return <p className="mt-4 text-ink-muted">{t('app.loading')}</p>;
  if (regions.isError)
    return (
      <QueryFailed
        query={regions}
        message={t('dedicatedIp.failed')}
        retryLabel={t('common.retry')}
      />
    );
  const open = regions.data.filter((r) => r.available > 0);
  const selected = picked ?? open[0]?.region ?? '';
  const error = choose.isError
    ? isApiError(choose.error) && choose.error.code === 'region_full'
      ? t('dedicatedIp.regionFull')
      : isApiError(choose.error) && choose.error.status < 500 && choose.error.status > 0
        ? choose.error.message
        : t('dedicatedIp.assignFailed')
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || choose.isPending) return;
    choose.mutate(selected);
  };

  return (
    <div className="mt-4 rounded-control bg-surface-muted px-4 py-4">
      <h3 className="font-bold">{t('dedicatedIp.chooseTitle')}</h3>
      {open.length === 0 ? (
        <p role="status" className="mt-2">
          {t('dedicatedIp.poolEmpty')}
        </p>
      ) : (
        <form ref={form} className="mt-2 space-y-3" onSubmit={submit} noValidate>
          <p className="text-ink-muted">{t('dedicatedIp.chooseBody')}</p>
          <SelectField
            label={t('dedicatedIp.region')}
            value={selected}
            onChange={(event) => {
              choose.reset();
              setPicked(event.target.value);
            }}
            error={error ?? undefined}
          >
            {regions.data.map((r) => (
              <option key={r.region} value={r.region} disabled={r.available === 0}>
                {r.available === 0
                  ? t('dedicatedIp.regionFullOption', { region: r.region })
                  : t('dedicatedIp.regionOption', { region: r.region, count: r.available })}
              </option>
            ))}
          </SelectField>
          <Button type="submit" aria-busy={choose.isPending || undefined}>
            {choose.isPending ? t('dedicatedIp.assignPending') : t('dedicatedIp.assign')}
          </Button>
        </form>
      )}
    </div>
  );
}
