import { useState } from 'react';
import type { SecondFactorMethod } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '@/app/centered-page';
import { usePageTitle } from '@/app/use-page-title';
import { useLocalizePath } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { usePasskeySignIn } from './passkey-sign-in';
import { SecondFactorForm } from './second-factor-form';
import { SignInForm } from './sign-in-form';
import { useAfterSignIn } from './use-after-sign-in';
import { AlertLine } from '@/ui/alert-message';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  const afterSignIn = useAfterSignIn();
  const [methods, setMethods] = useState<readonly SecondFactorMethod[] | null>(null);
  const passkey = usePasskeySignIn(afterSignIn);
  const localize = useLocalizePath();
  const next = useSearchParams()[0].get('next');
  // Issue 24 item 1: a guest buyer has no password yet, anyone may have forgotten theirs.
  const forgot = localize('/forgot-password') + (next ? `?next=${encodeURIComponent(next)}` : '');
  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">{t('auth.signIn.title')}</h1>
      {methods ? (
        <SecondFactorForm methods={methods} onSignedIn={afterSignIn} />
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{t('auth.signIn.intro')}</p>
          <SignInForm onSecondFactor={setMethods} />
          <p className="mt-3 text-center text-sm">
            <Link to={forgot} className="font-semibold text-brand-700 underline underline-offset-2">
              {t('auth.signIn.forgot')}
            </Link>
          </p>
          <p className="my-4 text-center text-sm text-ink-muted">{t('auth.signIn.or')}</p>
          <Button
            variant="secondary"
            className="w-full"
            pending={passkey.isPending || passkey.isSuccess}
            onClick={() => passkey.mutate()}
          >
            {t('auth.signIn.passkey')}
          </Button>
          <AlertLine
            message={passkey.isError ? t('auth.secondFactor.errors.passkey') : null}
            className="mt-3 text-sm"
          />
        </>
      )}
    </CenteredPage>
  );
}
