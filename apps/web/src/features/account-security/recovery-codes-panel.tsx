import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';

/** The recovery codes, shown once after turning two-factor on or making new ones. */
export function RecoveryCodesPanel({
  codes,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="mt-4 rounded-card border border-border p-4"
      role="region"
      aria-labelledby="recovery-title"
    >
      <h3 id="recovery-title" className="font-semibold">
        {t('security.twoFactor.recoveryTitle')}
      </h3>
      <p className="mt-1 text-ink-muted">{t('security.twoFactor.recoveryIntro')}</p>
      <ul
        aria-label={t('security.twoFactor.recoveryTitle')}
        className="mt-3 grid grid-cols-2 gap-2 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <CopyButton
          text={codes.join('\n')}
          words={{
            label: t('security.twoFactor.copyCodes'),
            copy: t('security.copy'),
            copied: t('security.copied'),
            failed: t('security.copyFailed'),
          }}
        />
        <Button onClick={onDone}>{t('security.twoFactor.done')}</Button>
      </div>
    </div>
  );
}
