import { useState } from 'react';
import type { DedicatedIp } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { ConfirmSwitch } from '@/ui/confirm-switch';
import { useDedicatedIpAutobill } from './dedicated-ip-api';

/**
 * The add-on's own auto-renew switch. Turning it off confirms in a dialog that states the
 * consequence (DESIGN.md); turning it on needs no confirmation. The switch shows the server's state.
 */
export function DedicatedIpAutobill({ dip }: { readonly dip: DedicatedIp }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
    ? refusalText(autobill.error, t('dedicatedIp.toggleFailed'))
    : null;

  return (
    <ConfirmSwitch
      label={t('dedicatedIp.autoRenew')}
      stateText={on ? t('dedicatedIp.autoRenewOn') : t('dedicatedIp.autoRenewOff')}
      checked={on}
      busy={autobill.isPending}
      onCheckedChange={(next) => {
        autobill.reset();
        setDone(null);
        if (next) change(true);
        else setConfirming(true);
      }}
      done={done}
      rowError={error}
      open={confirming}
      onOpenChange={setConfirming}
      title={t('dedicatedIp.offTitle')}
      closeLabel={t('common.close')}
      error={error}
      keepLabel={t('dedicatedIp.keep')}
      confirmLabel={t('dedicatedIp.confirmOff')}
      onConfirm={() => change(false)}
    >
      <p>
        {date
          ? t('dedicatedIp.offConsequence', { date, ip: dip.ip_address ?? '' })
          : t('dedicatedIp.offConsequenceNoDate')}
      </p>
    </ConfirmSwitch>
  );
}
