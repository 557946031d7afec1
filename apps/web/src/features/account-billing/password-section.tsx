import type { FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { passwordWeaknessText } from '@/app/password-rules';
import { sessionQuery } from '@/app/session-query';
import { ScreenReaderAlert, StatusMessage } from '@/ui/alert-message';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { SectionCard } from '@/ui/section-card';
import { accountErrorText } from './account-errors';
import { SubmitRow } from '@/ui/submit-row';

/**
 * spec §7 PUT /api/v2/users/password/update: a wrong current password is the 403 override, a weak
 * new one its reason (issue 24 item 9; the 422 override of spec §8 when the page cannot tell),
 * each under the field it is about.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const current = useTextInput();
  const next = useTextInput();
  const session = useQuery(sessionQuery);
  const change = useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      callApi(routes.updatePassword, { body }),
    onSuccess: () => {
      current.setValue('');
      next.setValue('');
    },
    onError: (error) => (isApiError(error, 422) ? next : current).focus(),
  });
  // Issue 24 item 9: a weak password names its reason (the domain rule the server applied), in
  // the page's language; spec §8's 422 sentence stays for a refusal the page cannot explain.
  const weakness =
    isApiError(change.error, 422) && change.variables
      ? passwordWeaknessText(t, change.variables.new_password, {
          email: session.data?.user.email ?? '',
          currentPassword: change.variables.current_password,
        })
      : null;
  const message = change.isError
    ? (weakness ?? accountErrorText(t, 'passwordUpdate', change.error))
    : undefined;
  const onNew = isApiError(change.error, 422);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending)
      change.mutate({ current_password: current.value, new_password: next.value });
  };

  return (
    <SectionCard
      title={t('accountBilling.password.title')}
      intro={t('accountBilling.password.intro')}
    >
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...current.props}
          label={t('accountBilling.password.current')}
          type="password"
          autoComplete="current-password"
          error={onNew ? undefined : message}
        />
        <TextField
          {...next.props}
          label={t('accountBilling.password.new')}
          type="password"
          autoComplete="new-password"
          error={onNew ? message : undefined}
        />
        <ScreenReaderAlert>{message}</ScreenReaderAlert>
        <StatusMessage
          message={change.isSuccess ? t('accountBilling.password.changed') : null}
          className="sm:col-span-2"
        />
        <SubmitRow pending={change.isPending}>{t('accountBilling.password.submit')}</SubmitRow>
      </form>
    </SectionCard>
  );
}
