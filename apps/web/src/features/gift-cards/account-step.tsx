import { useState } from 'react';
import * as routes from '@halyard/contract/route-refs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { errorText } from '@/app/storefront/payment-errors';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import {
  accountSchema,
  messageText,
  type AccountMode,
  type AccountValues,
} from './gift-card-schemas';

/**
 * Step 2: an account to put the gift on — create one (the usual case for a gift) or sign in
 * to an existing one. Either way the browser holds a session afterwards.
 */
export function GiftAccountStep({ onSignedIn }: { readonly onSignedIn: (email: string) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const [mode, setMode] = useState<AccountMode>('sign-up');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountSchema(mode)),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: AccountValues) => {
    setProblem(null);
    try {
      const answer =
        mode === 'sign-up'
          ? await callApi(routes.signUp, { body: values })
          : await callApi(routes.signIn, { body: values });
      // Two-factor on (issue 23): the sign-in page asks for the second step, then comes back.
      if ('second_factor' in answer)
        return void navigate(signInRedirectPath(language, location.pathname + location.search));
      onSignedIn(answer.user.email);
    } catch (error) {
      if (isApiError(error, 409)) setProblem(t('redeem.emailTaken'));
      else if (isApiError(error, 401)) setProblem(t('redeem.wrongPassword'));
      else setProblem(errorText(t, error));
    }
  };

  const fields = (['email', 'password'] as const).flatMap((name) => {
    const text = messageText(t, errors[name]?.message);
    return text ? [{ id: name, text, onSelect: () => form.setFocus(name) }] : [];
  });
  const summary = problem ? [...fields, { id: 'server', text: problem }] : fields;
  const other: AccountMode = mode === 'sign-up' ? 'sign-in' : 'sign-up';
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      {summary.length ? <ErrorSummary title={t('checkout.errorTitle')} items={summary} /> : null}
      <p className="text-ink-muted">
        {mode === 'sign-up' ? t('redeem.signUpIntro') : t('redeem.signInIntro')}
      </p>
      <TextField
        label={t('checkout.account.email')}
        type="email"
        // Signing in, the email is the saved password's username (decision 0235).
        autoComplete={mode === 'sign-in' ? 'username' : 'email'}
        autoCapitalize="none"
        spellCheck={false}
        error={messageText(t, errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('redeem.password.label')}
        type="password"
        autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
        error={messageText(t, errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" pending={isSubmitting} className="w-full">
        {mode === 'sign-up' ? t('redeem.createAccount') : t('redeem.signIn')}
      </Button>
      <button
        type="button"
        className="min-h-6 font-semibold text-brand-700 underline underline-offset-2"
        onClick={() => {
          setMode(other);
          setProblem(null);
          form.clearErrors();
        }}
      >
        {other === 'sign-in' ? t('redeem.haveAccount') : t('redeem.needAccount')}
      </button>
    </form>
  );
}
