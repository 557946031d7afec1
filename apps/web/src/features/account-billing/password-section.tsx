import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { accountApi } from './account-api';
import { accountErrorText } from './account-errors';

/**
 * spec §7 PUT /api/v2/users/password/update: a wrong current password is the 403 override, a weak
 * new one the 422 override (spec §8), each under the field it is about.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const change = useMutation({
    mutationFn: () =>
      callApi(accountApi.updatePassword, {
        body: { current_password: current, new_password: next },
      }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
    onError: (error) => (isApiError(error, 422) ? nextRef : currentRef).current?.focus(),
  });
  const message = change.isError ? accountErrorText(t, 'passwordUpdate', change.error) : undefined;
  const onNew = isApiError(change.error, 422);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) change.mutate();
  };

  return (
    <section aria-labelledby="password-heading" className="rounded-card bg-surface p-5 shadow-card">
      <h2 id="password-heading" className="text-lg font-semibold">
        {t('accountBilling.password.title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('accountBilling.password.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          ref={currentRef}
          label={t('accountBilling.password.current')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={onNew ? undefined : message}
        />
        <TextField
          ref={nextRef}
          label={t('accountBilling.password.new')}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={onNew ? message : undefined}
        />
        {/* Announces the message that also sits under its field. */}
        <p role="alert" className="sr-only">
          {message}
        </p>
        {change.isSuccess ? (
          <p role="status" className="font-semibold text-success-800 sm:col-span-2">
            {t('accountBilling.password.changed')}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" pending={change.isPending}>
            {t('accountBilling.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
