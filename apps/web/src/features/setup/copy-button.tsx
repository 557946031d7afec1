import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { CopyIcon } from '@/ui/icons-storefront';

/** Copies a text to the clipboard and says so (a polite status, so screen readers hear it). */
export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-3">
      <Button variant="secondary" onClick={() => void copy()} aria-label={label}>
        <CopyIcon className="size-4" />
        {t('setup.copy')}
      </Button>
      <span role="status" className="text-sm text-ink-muted">
        {copied === 'copied' ? t('setup.copied') : copied === 'failed' ? t('setup.copyFailed') : ''}
      </span>
    </span>
  );
}
