import { useId, useState } from 'react';
import type { DedicatedIp } from '@halyard/contract';
import { Dialog, Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';
import { useDedicatedIpAutobill } from './dedicated-ip-api';

/**
 * The add-on's own auto-renew switch. Turning it off confirms in a dialog that states the
 * consequence (DESIGN.md); turning it on needs no confirmation. The switch shows the server's state.
 */
export function DedicatedIpAutobill({ dip }: { readonly dip: DedicatedIp }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const autobill = useDedicatedIpAutobill(dip.id);
  const on = dip.auto_billing_enabled;
  const date = dip.renews_on ? formatDate(dip.renews_on, language) : null;

  const change = (next: boolean) =>
    autobill.mutate(next, {
      onSuccess: (updated) => {
        setConfirming(false);
        setDone(
          updated.auto_billing_enabled ? t('dedicatedIp.turnedOn') : t('dedicatedIp.turnedOff'),
        );
      },
    });
  const error = autobill.isError
    ? isApiError(autobill.error) && autobill.error.status < 500
      ? autobill.error.message
      : t('dedicatedIp.toggleFailed')
    : null;

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-control bg-surface-muted px-4 py-3">
      <Switch.Root
        aria-labelledby={labelId}
        checked={on}
        aria-busy={autobill.isPending || undefined}
        onCheckedChange={(next) => {
          autobill.reset();
          setDone(null);
          if (next) change(true);
          else setConfirming(true);
        }}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border-strong bg-surface transition-colors data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 motion-reduce:transition-none"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full rtl:-translate-x-0.5 bg-border-strong transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-white motion-reduce:transition-none rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
      <span id={labelId} className="font-medium">
        {t('dedicatedIp.autoRenew')}
      </span>
      <span className="text-sm text-ink-muted">
        {on ? t('dedicatedIp.autoRenewOn') : t('dedicatedIp.autoRenewOff')}
      </span>
      <p role="status" className="basis-full text-sm text-success-800 empty:hidden">
        {done}
      </p>
      {error && !confirming ? (
        <p role="alert" className="basis-full text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <Dialog.Root
        open={confirming}
        onOpenChange={(next) => !autobill.isPending && setConfirming(next)}
      >
        <DialogContent title={t('dedicatedIp.offTitle')} closeLabel={t('common.close')}>
          <div className="space-y-4">
            <p>
              {date
                ? t('dedicatedIp.offConsequence', { date, ip: dip.ip_address ?? '' })
                : t('dedicatedIp.offConsequenceNoDate')}
            </p>
            {error ? (
              <p role="alert" className="rounded-control bg-danger-50 p-3 text-danger-700">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('dedicatedIp.keep')}</Button>
              </Dialog.Close>
              <Button pending={autobill.isPending} onClick={() => change(false)}>
                {t('dedicatedIp.confirmOff')}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog.Root>
    </div>
  );
}
