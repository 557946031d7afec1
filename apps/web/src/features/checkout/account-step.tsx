import { useState, type FormEvent } from 'react';
import { checkEmail } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInRedirectPath } from '@/app/sign-in-redirect';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import type { Account } from './checkout-request';
import { fieldMessageText } from './field-messages';

/**
 * Step 1, the account: the email the subscription is bought for (an account is made for it when
 * the payment succeeds, decision 0020), or sign in instead and come back here. One field and the
 * domain's spec §5 email check: no form library on the checkout's first load (decision 0050).
 */
export function AccountStep({
  initial,
  onDone,
}: {
  readonly initial: Account;
  readonly onDone: (values: Account) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const language = useLanguage();
  const location = useLocation();
  const email = useTextInput(initial.email);
  const [marketing, setMarketing] = useState(initial.marketing);
  const [problem, setProblem] = useState<string | null>(null);
  const emailError = fieldMessageText(t, problem ?? undefined);
  const signIn = signInRedirectPath(language, location.pathname + location.search);
  // Issue 24 item 1: back to this checkout once the new password signed the buyer in.
  const forgot = signIn.replace(/\/sign-in(?=\?|$)/, '/forgot-password');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = checkEmail(email.value);
    setProblem(key);
    if (key) email.focus();
    else onDone({ email: email.value.trim(), marketing });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {emailError ? (
        <ErrorSummary
          title={t('checkout.errorTitle')}
          items={[
            {
              id: 'email',
              text: emailError,
              onSelect: email.focus,
            },
          ]}
        />
      ) : null}
      <TextField
        {...email.props}
        id="checkout-email"
        label={t('checkout.account.email')}
        type="email"
        name="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={emailError}
      />
      <label className="flex min-h-6 items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="marketing"
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
          className="mt-0.5 size-5 accent-brand-700"
        />
        {t('checkout.account.marketing')}
      </label>
      <Button type="submit" className="w-full">
        {t('checkout.account.continue')}
      </Button>
      <p className="text-sm text-ink-muted">
        {t('checkout.account.existing')}{' '}
        <Link to={signIn} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('checkout.account.signIn')}
        </Link>{' '}
        <Link to={forgot} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('checkout.account.forgot')}
        </Link>
      </p>
    </form>
  );
}
