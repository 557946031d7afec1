import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { Passkey } from '@halyard/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ScreenReaderAlert } from '@/ui/alert-message';
import { useTextInput } from '@/ui/use-text-input';
import { CurrentPasswordField, PasskeyNameField } from './password-field';
import { SecurityQuerySection } from './security-section';
import { passkeysQuery, securityErrorText } from './security-api';
import { SubmitRow } from '@/ui/submit-row';

function PasskeyRow({ passkey }: { readonly passkey: Passkey }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const name = useTextInput(passkey.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
  const rename = useMutation({
    mutationFn: () =>
      callApi(routes.renamePasskey, {
        params: { id: passkey.id },
        body: { name: name.value },
      }),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi(routes.removePasskey, { params: { id: passkey.id } }),
    onSuccess: refresh,
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!rename.isPending) rename.mutate();
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-3">
      {editing ? (
        <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-3">
          <PasskeyNameField
            field={name}
            error={rename.isError ? securityErrorText(t, rename.error) : undefined}
          />
          <Button type="submit" pending={rename.isPending}>
            {t('security.passkeys.save')}
          </Button>
        </form>
      ) : (
        <div>
          <p className="font-semibold">{passkey.name}</p>
          <p className="text-sm text-ink-muted">
            {t('security.passkeys.added', { date: formatDate(passkey.created_at, language) })}
            {' · '}
            {passkey.last_used_at
              ? t('security.passkeys.lastUsed', {
                  date: formatDate(passkey.last_used_at, language),
                })
              : t('security.passkeys.neverUsed')}
          </p>
        </div>
      )}
      <div className="flex gap-2">
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('security.passkeys.rename')}
            <span className="sr-only"> {passkey.name}</span>
          </Button>
        )}
        <Button variant="secondary" pending={remove.isPending} onClick={() => remove.mutate()}>
          {t('security.passkeys.remove')}
          <span className="sr-only"> {passkey.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** Issue 23 item 2: the account's passkeys; add one (password, then the browser's prompt). */
export function PasskeysSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(passkeysQuery);
  const name = useTextInput();
  const password = useTextInput();
  const add = useMutation({
    mutationFn: async () => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const { options } = await callApi(routes.passkeyRegistrationOptions, {
        body: { password: password.value },
      });
      const credential = await startRegistration({
        optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return callApi(routes.addPasskey, {
        body: { name: name.value.trim(), credential } as never,
      });
    },
    onSuccess: async () => {
      name.setValue('');
      password.setValue('');
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate();
  };
  const message = add.isError
    ? isApiError(add.error)
      ? securityErrorText(t, add.error)
      : t('security.passkeys.failed')
    : undefined;

  return (
    <SecurityQuerySection
      headingId="passkeys-heading"
      title={t('security.passkeys.title')}
      intro={t('security.passkeys.intro')}
      query={list}
      skeleton="mt-4 h-16"
      footer={
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          <PasskeyNameField field={name} />
          <CurrentPasswordField field={password} error={message} />
          <SubmitRow pending={add.isPending}>{t('security.passkeys.add')}</SubmitRow>
          <ScreenReaderAlert>{message}</ScreenReaderAlert>
        </form>
      }
    >
      {(data) =>
        data.passkeys.length === 0 ? (
          <p className="mt-4">{t('security.passkeys.empty')}</p>
        ) : (
          <ul aria-labelledby="passkeys-heading" className="mt-4">
            {data.passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )
      }
    </SecurityQuerySection>
  );
}
