import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { isApiError } from '@/app/api-error';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { dateTimeFormat, formatDate } from '@/app/format';
import { sessionQuery } from '@/app/session-query';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ScreenReaderAlert } from '@/ui/alert-message';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { SectionCard } from '@/ui/section-card';
import { accountErrorText } from './account-errors';
import { SubmitRow } from '@/ui/submit-row';

/**
 * spec §7 email update then confirm (decision 0033): the password proves it is the owner, a
 * 6-digit code sent to the new address proves they own that one; only then does the email change.
 */
export function EmailSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const newEmail = useTextInput();
  const password = useTextInput();
  const code = useTextInput();
  const [changed, setChanged] = useState<string | null>(null);

  const update = useMutation({
    mutationFn: () =>
      callApi(routes.updateEmail, {
        body: { new_email: newEmail.value.trim(), password: password.value },
      }),
    onSuccess: () => {
      password.setValue('');
      code.setValue('');
    },
    // The message sits under the field it is about; focusing the field announces it.
    onError: (error) => (isApiError(error, 403) ? password : newEmail).focus(),
  });
  const confirm = useMutation({
    mutationFn: () => callApi(routes.confirmEmail, { body: { code: code.value.trim() } }),
    onSuccess: async ({ email }) => {
      setChanged(email);
      update.reset();
      newEmail.setValue('');
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: () => code.focus(),
  });

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    setChanged(null);
    if (!update.isPending) update.mutate();
  };
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate();
  };
  const pending = update.data;
  const updateError = update.isError ? accountErrorText(t, 'emailUpdate', update.error) : undefined;
  const onPassword = isApiError(update.error, 403);

  return (
    <SectionCard title={t('accountBilling.email.title')}>
      <p className="mt-1 min-h-6 text-ink-muted">
        {session.data
          ? t('accountBilling.email.current', { email: session.data.user.email })
          : null}
      </p>
      {changed ? (
        <p role="status" className="mt-2 font-semibold text-success-800">
          {t('accountBilling.email.changed', { email: changed })}
        </p>
      ) : null}
      {pending ? (
        <form noValidate onSubmit={confirmCode} className="mt-4 space-y-4">
          <p role="status">
            {t('accountBilling.email.codeSent', {
              email: pending.pending_email,
              date: formatDate(pending.expires_at, language),
              time: dateTimeFormat(language.languageCode, { timeStyle: 'short' }).format(
                new Date(pending.expires_at),
              ),
            })}
          </p>
          <TextField
            {...code.props}
            label={t('accountBilling.email.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={confirm.isError ? accountErrorText(t, 'emailConfirm', confirm.error) : undefined}
            className="max-w-xs"
          />
          <ScreenReaderAlert>
            {confirm.isError ? accountErrorText(t, 'emailConfirm', confirm.error) : null}
          </ScreenReaderAlert>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={confirm.isPending}>
              {t('accountBilling.email.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                update.reset();
                confirm.reset();
              }}
            >
              {t('accountBilling.email.startOver')}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={requestCode} className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            {...newEmail.props}
            label={t('accountBilling.email.newEmail')}
            error={onPassword ? undefined : updateError}
            type="email"
            autoComplete="email"
          />
          <TextField
            {...password.props}
            label={t('accountBilling.email.password')}
            error={onPassword ? updateError : undefined}
            type="password"
            autoComplete="current-password"
          />
          <ScreenReaderAlert>{updateError}</ScreenReaderAlert>
          <SubmitRow pending={update.isPending}>{t('accountBilling.email.sendCode')}</SubmitRow>
        </form>
      )}
    </SectionCard>
  );
}
