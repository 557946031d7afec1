import { useState, type FormEvent } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { TwoFactorStatus } from '@halyard/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/app/api-client';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { ScreenReaderAlert } from '@/ui/alert-message';
import { CopyButton } from '@/ui/copy-button';
import { QrCode } from '@/ui/qr-code';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { CurrentPasswordField } from './password-field';
import { SecurityQuerySection } from './security-section';
import { securityErrorText, twoFactorQuery } from './security-api';

/**
 * Issue 23 item 1: turn on (password → QR code and key → first code → recovery codes shown once),
 * make new recovery codes (a code), turn off (password and a code).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery);
  const password = useTextInput();
  const code = useTextInput();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['security'] });

  const enrol = useMutation({
    mutationFn: () => callApi(routes.startTwoFactor, { body: { password: password.value } }),
    onSuccess: () => password.setValue(''),
  });
  const confirm = useMutation({
    mutationFn: () => callApi(routes.confirmTwoFactor, { body: { code: code.value } }),
    onSuccess: async (answer) => {
      setCodes(answer.recovery_codes);
      code.setValue('');
      enrol.reset();
      await refresh();
    },
  });
  const regenerate = useMutation({
    mutationFn: () => callApi(routes.regenerateRecoveryCodes, { body: { code: code.value } }),
    onSuccess: async (answer) => {
      setCodes(answer.recovery_codes);
      code.setValue('');
      await refresh();
    },
  });
  const disable = useMutation({
    mutationFn: () =>
      callApi(routes.disableTwoFactor, {
        body: { password: password.value, code: code.value },
      }),
    onSuccess: async () => {
      password.setValue('');
      code.setValue('');
      await refresh();
    },
  });
  const submit = (action: { isPending: boolean; mutate: () => void }) => (event: FormEvent) => {
    event.preventDefault();
    if (!action.isPending) action.mutate();
  };
  const failure = [enrol, confirm, regenerate, disable].find((m) => m.isError)?.error;
  const message = failure ? securityErrorText(t, failure) : undefined;

  const content = (data: TwoFactorStatus) => {
    if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
    if (enrol.data)
      return (
        <form noValidate onSubmit={submit(confirm)} className="mt-4 space-y-4">
          <p>{t('security.twoFactor.scan')}</p>
          <QrCode code={enrol.data.otpauth_uri} label={t('security.twoFactor.qr')} />
          <div>
            <p className="text-sm font-medium">{t('security.twoFactor.key')}</p>
            <p className="flex flex-wrap items-center gap-3">
              <code data-testid="totp-secret" className="font-mono text-lg break-all">
                {enrol.data.secret}
              </code>
              <CopyButton
                text={enrol.data.secret}
                words={{
                  label: t('security.twoFactor.copyKey'),
                  copy: t('security.copy'),
                  copied: t('security.copied'),
                  failed: t('security.copyFailed'),
                }}
              />
            </p>
          </div>
          <TextField
            {...code.props}
            label={t('security.twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={message}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={confirm.isPending}>
              {t('security.twoFactor.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => enrol.reset()}>
              {t('security.cancel')}
            </Button>
          </div>
        </form>
      );
    if (!data.enabled)
      return (
        <form noValidate onSubmit={submit(enrol)} className="mt-4 space-y-4">
          <p className="text-ink-muted">{t('security.twoFactor.off')}</p>
          <CurrentPasswordField field={password} error={message} />
          <Button type="submit" pending={enrol.isPending}>
            {t('security.twoFactor.start')}
          </Button>
        </form>
      );
    return (
      <div className="mt-4 space-y-6">
        <p>
          {t('security.twoFactor.on', {
            date: formatDate(data.enabled_at ?? '', language),
          })}
        </p>
        <p className="font-medium">
          {t('security.twoFactor.codesLeft', { count: data.recovery_codes_left })}
        </p>
        <TextField
          {...code.props}
          label={t('security.twoFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          error={message}
        />
        <form noValidate onSubmit={submit(regenerate)}>
          <p className="text-ink-muted">{t('security.twoFactor.regenerateIntro')}</p>
          <Button type="submit" variant="secondary" className="mt-2" pending={regenerate.isPending}>
            {t('security.twoFactor.regenerate')}
          </Button>
        </form>
        <form noValidate onSubmit={submit(disable)} className="space-y-3">
          <h3 className="font-semibold">{t('security.twoFactor.disableTitle')}</h3>
          <CurrentPasswordField field={password} />
          <Button type="submit" variant="secondary" pending={disable.isPending}>
            {t('security.twoFactor.disable')}
          </Button>
        </form>
      </div>
    );
  };

  return (
    <SecurityQuerySection
      title={t('security.twoFactor.title')}
      query={status}
      skeleton="mt-4 h-24"
      footer={<ScreenReaderAlert>{message}</ScreenReaderAlert>}
    >
      {content}
    </SecurityQuerySection>
  );
}
