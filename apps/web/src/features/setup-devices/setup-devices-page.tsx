import type { ActivationSetup } from '@halyard/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/app/api-error';
import { copyWords } from '@/app/copy-words';
import { downloadHref } from '@/app/site-href';
import { useLocalizePath } from '@/i18n/use-language';
import { CopyableCode } from '@/ui/copy-button';
import { DeviceIcon } from '@/ui/icons';
import { CardsSkeleton, QueryFailed } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { activationQuery } from './activation-query';
import { TitledPageHeader } from '@/app/titled-page-header';

/**
 * spec §2 Setup Devices: the activation code from the link (the first active subscription's setup
 * link token), checked by the server, to copy into the apps, and the apps per device.
 */
export function SetupDevicesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('activation_code')?.trim() ?? '';
  return (
    <div className="space-y-6">
      <TitledPageHeader title={t('setupDevices.title')} intro={t('setupDevices.intro')} />
      {code ? <Activation code={code} /> : <Problem message={t('setupDevices.noCode')} />}
    </div>
  );
}

function Problem({ message }: { readonly message: string }) {
  return (
    <div role="alert" className="rounded-card border border-danger-700 bg-surface p-6 shadow-card">
      <p className="font-semibold text-danger-700">{message}</p>
    </div>
  );
}

function Activation({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const setup = useQuery(activationQuery(code));
  if (setup.isPending) return <CardsSkeleton label={t('app.loading')} />;
  if (setup.isError) {
    // spec §8: an invalid or expired code shows the server's own message.
    if (isApiError(setup.error, 403)) return <Problem message={setup.error.message} />;
    return (
      <QueryFailed
        query={setup}
        message={t('setupDevices.failed')}
        retryLabel={t('common.retry')}
      />
    );
  }
  return <SetupDetails setup={setup.data} />;
}

function SetupDetails({ setup }: { readonly setup: ActivationSetup }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <>
      <SectionCard title={t('setupDevices.codeTitle')}>
        <p className="mt-1 text-sm text-ink-muted">{t('setupDevices.codeHelp')}</p>
        <CopyableCode
          code={setup.activation_code}
          testId="activation-code"
          words={copyWords(t, t('setupDevices.copyLabel'))}
        />
      </SectionCard>
      <SectionCard title={t('setupDevices.devicesTitle')}>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {setup.devices.map((device) => {
            const name = t(`setupDevices.devices.${device.id}`, { defaultValue: device.id });
            return (
              <li key={device.id} id={device.id} className="scroll-mt-4">
                <a
                  href={downloadHref(device.id, device.download_url, localize)}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-control border border-border px-4 py-2 font-medium hover:bg-surface-muted"
                >
                  <span className="flex items-center gap-2">
                    <DeviceIcon className="size-5 text-ink-muted" />
                    {name}
                  </span>
                  <span className="text-sm text-brand-700">{t('setupDevices.download')}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </SectionCard>
    </>
  );
}
