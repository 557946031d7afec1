import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { SecondFactorMethod } from '@halyard/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { CenteredPage } from '@/app/centered-page';
import { passwordWeaknessText } from '@/app/password-rules';
import { sessionQuery } from '@/app/session-query';
import { usePageTitle } from '@/app/use-page-title';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { LoadingRegion, Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { SecondFactorForm } from './second-factor-form';
import { useAfterSignIn } from './use-after-sign-in';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The link's page when it cannot be used: say so, and offer a new one. */
function LinkInvalid() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <div className="mt-4 space-y-4">
      <p role="alert">{t('auth.reset.invalid')}</p>
      <Link
        className="font-semibold text-brand-700 underline underline-offset-2"
        to={localize('/forgot-password')}
      >
        {t('auth.reset.askAgain')}
      </Link>
    </div>
  );
}

/**
 * The page an emailed password link opens (issue 24 item 1): whose account it is, a new password,
 * and then signed in on this device (every other session has ended). With two-factor on, the
 * second step follows, as after a password sign-in.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const raw = search.get('token') ?? '';
  const token = TOKEN.test(raw) ? raw : null;
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => callApi(routes.checkPasswordReset, { body: { token: token as string } }),
    enabled: token !== null,
  });
  const { t } = useTranslation();
  const title =
    link.data?.purpose === 'set-password' ? t('auth.reset.setTitle') : t('auth.reset.title');
  usePageTitle(title);
  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">{title}</h1>
      {token === null || link.isError ? (
        <LinkInvalid />
      ) : link.data ? (
        <NewPasswordForm token={token} email={link.data.email} />
      ) : (
        <LoadingRegion label={t('app.loading')} className="mt-4 space-y-4">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </LoadingRegion>
      )}
    </CenteredPage>
  );
}

function NewPasswordForm({ token, email }: { readonly token: string; readonly email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const password = useTextInput();
  const [problem, setProblem] = useState<string | null>(null);
  const [methods, setMethods] = useState<readonly SecondFactorMethod[] | null>(null);
  const save = useMutation({
    mutationFn: () =>
      callApi(routes.completePasswordReset, { body: { token, password: password.value } }),
    onSuccess: async (answer) => {
      if ('second_factor' in answer) return setMethods(answer.second_factor.methods);
      queryClient.setQueryData(sessionQuery.queryKey, answer);
      await afterSignIn();
    },
    onError: password.focus,
  });

  if (methods) return <SecondFactorForm methods={methods} onSignedIn={afterSignIn} />;
  if (isApiError(save.error, 410)) return <LinkInvalid />;

  const failure = save.isError
    ? isApiError(save.error, 422)
      ? (passwordWeaknessText(t, password.value, { email }) ?? t('errors.generic'))
      : isApiError(save.error, 429)
        ? t('auth.reset.tooMany')
        : t('errors.generic')
    : null;
  const message = problem ?? failure;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weak = passwordWeaknessText(t, password.value, { email });
    setProblem(weak);
    if (weak) return password.focus();
    if (!save.isPending && !save.isSuccess) save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-5">
      <p className="text-ink-muted">{t('auth.reset.intro', { email })}</p>
      {message ? (
        <ErrorSummary
          title={t('auth.signIn.summaryTitle')}
          items={[{ id: 'password', text: message, onSelect: password.focus }]}
        />
      ) : null}
      {/* The account's name for password managers, which save the new password under it. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        {...password.props}
        label={t('auth.reset.password')}
        type="password"
        autoComplete="new-password"
        error={message ?? undefined}
      />
      <p className="-mt-3 text-sm text-ink-muted">{t('auth.reset.hint')}</p>
      <Button type="submit" pending={save.isPending || save.isSuccess} className="w-full">
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
