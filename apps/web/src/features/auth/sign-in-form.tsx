import { useState } from 'react';
import type { Credentials, SecondFactorMethod } from '@halyard/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { Button } from '@/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { fieldErrorMessage, signInFailureMessage } from './sign-in-messages';
import { useAfterSignIn } from './use-after-sign-in';
import { useSignIn } from './use-sign-in';

const FIELDS = ['email', 'password'] as const;

/**
 * The form's checks, loaded when it is first validated (on submit): zod and the contract's
 * schemas are 42 KB of gzipped JavaScript that the sign-in page need not run before anyone types
 * (decision 0247).
 */
let checks: Resolver<Credentials> | undefined;
const credentialsResolver: Resolver<Credentials> = async (values, context, options) => {
  checks ??= (await import('./credentials-resolver')).credentialsResolver as Resolver<Credentials>;
  return checks(values, context, options);
};

export function SignInForm({
  onSecondFactor,
}: {
  /** The password was right and two-factor is on: the page shows the second step (issue 23). */
  readonly onSecondFactor: (methods: readonly SecondFactorMethod[]) => void;
}) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const signIn = useSignIn();
  const [signedIn, setSignedIn] = useState(false);
  const form = useForm<Credentials>({
    resolver: credentialsResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onValid = async (credentials: Credentials) => {
    const outcome = await signIn.submit(credentials);
    if (outcome.ok === 'second-factor') return onSecondFactor(outcome.methods);
    if (!outcome.ok) {
      // A 400 names the fields the server refused; show each beside its field.
      const fields =
        outcome.reason === 'failed' && isApiError(outcome.error) ? outcome.error.fields : {};
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) form.setError(field, { type: 'server', message });
      }
      return;
    }
    setSignedIn(true); // stays busy until the portal replaces this page
    await afterSignIn();
  };

  const fieldMessages = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const error = errors[field];
      return error ? [[field, fieldErrorMessage(t, field, error, form.getValues(field))]] : [];
    }),
  ) as Partial<Record<(typeof FIELDS)[number], string>>;

  const summary: ErrorSummaryItem[] = [];
  if (signIn.error && !signIn.isPending) {
    summary.push({ id: 'request', text: signInFailureMessage(t, signIn.error) });
  }
  for (const field of FIELDS) {
    const text = fieldMessages[field];
    if (text) summary.push({ id: field, text, onSelect: () => form.setFocus(field) });
  }

  const busy = signIn.isPending || signedIn;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-6 flex flex-col gap-5">
      {summary.length > 0 ? (
        <ErrorSummary title={t('auth.signIn.summaryTitle')} items={summary} />
      ) : null}
      <TextField
        label={t('auth.signIn.email')}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessages.email}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.signIn.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessages.password}
        {...form.register('password')}
      />
      <Button type="submit" pending={busy} className="w-full">
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
