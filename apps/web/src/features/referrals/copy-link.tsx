import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useClipboard } from '@/ui/copy-button';

/** Copies the referral link and says so in a polite status (screen readers hear it). */
export function CopyLink({ text }: { readonly text: string }) {
  const { t } = useTranslation();
  const { state, copy } = useClipboard();
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void copy(text)}>
        {t('referrals.copyLink')}
      </Button>
      <span role="status" className="text-sm text-ink-muted">
        {state === 'copied'
          ? t('referrals.copied')
          : state === 'failed'
            ? t('referrals.copyFailed')
            : ''}
      </span>
    </span>
  );
}
