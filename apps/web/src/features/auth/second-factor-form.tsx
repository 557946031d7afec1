import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { SecondFactorMethod } from '@halyard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { sessionQuery } from '@/app/session-query';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { usePasskeySignIn } from './passkey-sign-in';

/** The message of a failed second step (issue 23): wrong code, timed out, throttled. */
function failureKey(error: unknown) {
  if (!isApiError(error)) return 'errors.generic' as const;
  if (error.code === 'sign_in_expired') return 'auth.secondFactor.errors.expired' as const;
  if (error.status === 429) return 'auth.secondFactor.errors.tooMany' as const;
  if (error.code === 'passkey_refused') return 'auth.secondFactor.errors.passkey' as const;
  if (error.status === 400 || error.status === 401)
    return 'auth.secondFactor.errors.invalidCode' as const;
  return 'errors.generic' as const;
}

/**
 * The second step of a password sign-in with two-factor on: a code from the authenticator app, a
 * recovery code, or a passkey. The page's `?next=` (e.g. the checkout with its order) is kept.
 */
export function SecondFactorForm({
  methods,
  onSignedIn,
}: {
  readonly methods: readonly SecondFactorMethod[];
  readonly onSignedIn: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const code = useTextInput();
  const [empty, setEmpty] = useState(false);
  const verify = useMutation({
    mutationFn: () => callApi(routes.signInSecondFactor, { body: { code: code.value } }),
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQuery.queryKey, session);
      await onSignedIn();
    },
    onError: code.focus,
  });
  const passkey = usePasskeySignIn(onSignedIn);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(code.value.trim() === '');
    if (code.value.trim() === '') return code.focus();
    if (!verify.isPending && !verify.isSuccess) verify.mutate();
  };
  const problem = empty
    ? t('auth.secondFactor.errors.codeRequired')
    : verify.isError
      ? t(failureKey(verify.error))
      : passkey.isError && isApiError(passkey.error)
        ? t(failureKey(passkey.error))
        : passkey.isError
          ? t('auth.secondFactor.errors.passkey')
          : undefined;

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <h2 className="text-lg font-semibold">{t('auth.secondFactor.title')}</h2>
      <p className="text-ink-muted">
        {recovery ? t('auth.secondFactor.recoveryIntro') : t('auth.secondFactor.intro')}
      </p>
      {problem ? (
        <ErrorSummary
          title={t('auth.signIn.summaryTitle')}
          items={[{ id: 'code', text: problem, onSelect: code.focus }]}
        />
      ) : null}
      <TextField
        {...code.props}
        id="second-factor-code"
        label={recovery ? t('auth.secondFactor.recoveryCode') : t('auth.secondFactor.code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        error={problem}
      />
      <Button type="submit" pending={verify.isPending || verify.isSuccess} className="w-full">
        {t('auth.secondFactor.submit')}
      </Button>
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          className="min-h-6 font-medium text-brand-700 underline"
          onClick={() => {
            setRecovery(!recovery);
            code.setValue('');
            verify.reset();
          }}
        >
          {recovery ? t('auth.secondFactor.useApp') : t('auth.secondFactor.useRecovery')}
        </button>
        {methods.includes('passkey') ? (
          <button
            type="button"
            className="min-h-6 font-medium text-brand-700 underline"
            onClick={() => !passkey.isPending && passkey.mutate()}
          >
            {t('auth.secondFactor.usePasskey')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
