import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { checkEmail } from '@halyard/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { CenteredPage } from '@/app/centered-page';
import { usePageTitle } from '@/app/use-page-title';
import { useLanguage, useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';

/**
 * "Forgot password?" (issue 24 item 1): the address of the account, and the same answer whether
 * or not it has one. The email is written in this page's language when the account has none.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const language = useLanguage();
  const localize = useLocalizePath();
  const [search] = useSearchParams();
  const email = useTextInput(search.get('email') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      callApi(routes.requestPasswordReset, {
        body: { email: email.value.trim(), locale: language.code },
      }),
  });
  // Kept for the sign-in page, which checks it before following it (safeNextPath).
  const next = search.get('next');
  const signIn = localize('/sign-in') + (next ? `?next=${encodeURIComponent(next)}` : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = checkEmail(email.value);
    setProblem(
      key === null
        ? null
        : email.value.trim() === ''
          ? t('auth.signIn.errors.emailRequired')
          : t('auth.signIn.errors.emailInvalid'),
    );
    if (key) return email.focus();
    if (!send.isPending) send.mutate();
  };

  const failure = send.isError
    ? isApiError(send.error, 429)
      ? t('auth.forgot.tooMany')
      : t('errors.generic')
    : null;

  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">{t('auth.forgot.title')}</h1>
      {send.isSuccess ? (
        <div className="mt-4 space-y-4">
          <p role="status">
            {t('auth.forgot.sent', {
              email: send.data.email,
              minutes: send.data.expires_in_minutes,
            })}
          </p>
          <Link className="font-semibold text-brand-700 underline underline-offset-2" to={signIn}>
            {t('auth.forgot.back')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-5">
          <p className="text-ink-muted">{t('auth.forgot.intro')}</p>
          {failure || problem ? (
            <ErrorSummary
              title={t('auth.signIn.summaryTitle')}
              items={[
                {
                  id: 'email',
                  text: (problem ?? failure) as string,
                  onSelect: email.focus,
                },
              ]}
            />
          ) : null}
          <TextField
            {...email.props}
            label={t('auth.signIn.email')}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={problem ?? undefined}
          />
          <Button type="submit" pending={send.isPending} className="w-full">
            {t('auth.forgot.submit')}
          </Button>
          <Link
            className="text-center text-sm font-semibold text-brand-700 underline underline-offset-2"
            to={signIn}
          >
            {t('auth.forgot.back')}
          </Link>
        </form>
      )}
    </CenteredPage>
  );
}
