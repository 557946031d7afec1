import type { FormEvent } from 'react';
import type { DnsSettings } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { QueryPage } from '@/app/query-page';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { SectionCard } from '@/ui/section-card';
import { dnsSettingsQuery, useRegisterAddress, useRemoveAddress } from './dns-api';
import { OneFieldForm } from '@/ui/one-field-form';

/**
 * spec §2 DNS Settings (decision 0061): register the address you browse from for smart DNS, see
 * the registered ones, remove one.
 */
export function DnsSettingsPage() {
  const { t } = useTranslation();
  return (
    <QueryPage
      title={t('dnsSettings.title')}
      intro={t('dnsSettings.intro')}
      read={dnsSettingsQuery}
      failed={t('dnsSettings.failed')}
    >
      {(data) => (
        <>
          <CurrentAddress settings={data} />
          <Registered settings={data} />
        </>
      )}
    </QueryPage>
  );
}

function CurrentAddress({ settings }: { readonly settings: DnsSettings }) {
  const { t } = useTranslation();
  const label = useTextInput();
  const register = useRegisterAddress();
  const registered = settings.addresses.some((a) => a.ip === settings.current_ip);
  const full = settings.addresses.length >= settings.limit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(label.value, { onSuccess: () => label.setValue('') });
  };
  const error = register.error
    ? refusalText(register.error, t('dnsSettings.registerFailed'))
    : undefined;
  return (
    <SectionCard title={t('dnsSettings.currentTitle')}>
      <p className="mt-2">
        {t('dnsSettings.currentIp')}{' '}
        <code data-testid="current-ip" className="font-mono font-semibold">
          {settings.current_ip}
        </code>
      </p>
      {registered ? (
        <p className="mt-2 text-success-800">{t('dnsSettings.alreadyRegistered')}</p>
      ) : full ? (
        <p className="mt-2 text-ink-muted">{t('dnsSettings.full', { count: settings.limit })}</p>
      ) : (
        <OneFieldForm
          onSubmit={submit}
          pending={register.isPending}
          submitLabel={t('dnsSettings.register')}
          className="mt-4 flex-wrap"
        >
          <TextField
            {...label.props}
            label={t('dnsSettings.labelField')}
            maxLength={40}
            error={error}
            className="min-w-56 flex-1"
          />
        </OneFieldForm>
      )}
      <p role="status" className="mt-2 text-sm text-success-800 empty:hidden">
        {register.isSuccess ? t('dnsSettings.registered', { ip: register.data.ip }) : ''}
      </p>
    </SectionCard>
  );
}

function Registered({ settings }: { readonly settings: DnsSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useRemoveAddress();
  return (
    <section aria-labelledby="registered" className="rounded-card bg-surface p-6 shadow-card">
      <h2 id="registered" className="text-lg font-bold">
        {t('dnsSettings.registeredTitle', {
          count: settings.addresses.length,
          limit: settings.limit,
        })}
      </h2>
      {settings.addresses.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('dnsSettings.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border" aria-label={t('dnsSettings.listLabel')}>
          {settings.addresses.map((address) => (
            <li key={address.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-mono font-semibold">{address.ip}</p>
                <p className="text-sm text-ink-muted">
                  {address.label ? `${address.label} · ` : ''}
                  {t('dnsSettings.addedOn', { date: formatDate(address.created_at, language) })}
                </p>
              </div>
              <Button
                variant="secondary"
                pending={remove.isPending && remove.variables === address.id}
                onClick={() => remove.mutate(address.id)}
                aria-label={t('dnsSettings.removeLabel', { ip: address.ip })}
              >
                {t('dnsSettings.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-sm empty:hidden">
        {remove.isError ? t('dnsSettings.removeFailed') : ''}
      </p>
    </section>
  );
}
