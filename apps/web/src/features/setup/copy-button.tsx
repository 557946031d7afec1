import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { CopyButton as SharedCopyButton } from '@/ui/copy-button';

/** The shared copy button with the storefront's words (the setup page reads the checkout catalogue). */
export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <SharedCopyButton
      text={text}
      words={{
        label,
        copy: t('setup.copy'),
        copied: t('setup.copied'),
        failed: t('setup.copyFailed'),
      }}
    />
  );
}
