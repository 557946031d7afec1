import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { staffSignIn, staffSignInCode } from '@halyard/contract';
import { ADMIN_PATH } from '@halyard/domain';
import { callApi } from '@/app/api-client';
import { isApiError } from '@/app/api-error';
import { Button } from '@/ui/button';
import { AlertMessage } from '@/ui/alert-message';
import { QrCode } from '@/ui/qr-code';
import { TextField } from '@/ui/text-field';
import { ADMIN_KEY, useStaffSelf } from './admin-api';
import { ADMIN_NS } from './admin-i18n';

type Step =
  { kind: 'password' } | { kind: 'code'; enrolment: { secret: string; uri: string } | null };

/** Where to go after signing in: a back-office path only (no open redirect). */
const nextPath = (value: string | null) =>
  value && value.startsWith(`${ADMIN_PATH}/`) && !value.startsWith('//') ? value : ADMIN_PATH;

/** Issue 16 item 1: the staff sign-in, password then a TOTP code (enrolled at the first one). */
export function AdminSignInPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useStaffSelf();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (me.data) return <Navigate to={nextPath(params.get('next'))} replace />;

  const explain = (e: unknown) => {
    if (isApiError(e, 429)) return t('signIn.tooMany');
    if (isApiError(e, 401))
      return e.code === 'sign_in_expired'
        ? t('signIn.expired')
        : e.code === 'invalid_code'
          ? t('signIn.wrongCode')
          : t('signIn.wrongPassword');
    return t('common.failed');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      if (step.kind === 'password') {
        const answer = await callApi(staffSignIn, {
          body: { email: String(form.get('email')), password: String(form.get('password')) },
        });
        if (answer.next === 'enrol' && answer.enrolment === null) throw new Error('no enrolment');
        setStep({ kind: 'code', enrolment: answer.enrolment });
      } else {
        const self = await callApi(staffSignInCode, {
          body: { code: String(form.get('code')).trim() },
        });
        client.setQueryData([ADMIN_KEY, 'me'], self);
        navigate(nextPath(params.get('next')), { replace: true });
      }
    } catch (e) {
      setError(explain(e));
      if (isApiError(e, 401) && e.code === 'sign_in_expired') setStep({ kind: 'password' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="mx-auto mt-16 max-w-md rounded-card bg-surface p-8 shadow-card">
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('signIn.lead')}</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        {step.kind === 'password' ? (
          <>
            <TextField
              label={t('signIn.email')}
              name="email"
              type="email"
              autoComplete="username"
              required
            />
            <TextField
              label={t('signIn.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </>
        ) : (
          <>
            {step.enrolment ? (
              <section aria-labelledby="enrol-title" className="flex flex-col gap-3">
                <h2 id="enrol-title" className="text-lg font-semibold">
                  {t('signIn.enrolTitle')}
                </h2>
                <p className="text-sm">{t('signIn.enrolLead')}</p>
                <QrCode code={step.enrolment.uri} label={t('signIn.qrLabel')} />
                <p className="text-sm">
                  {t('signIn.secretLabel')}{' '}
                  <code data-testid="staff-totp-secret" className="break-all font-mono">
                    {step.enrolment.secret}
                  </code>
                </p>
              </section>
            ) : null}
            <TextField
              label={t('signIn.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              autoFocus
            />
          </>
        )}
        <AlertMessage message={error} className="text-sm" />
        <Button type="submit" pending={busy}>
          {step.kind === 'password' ? t('signIn.continue') : t('signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
