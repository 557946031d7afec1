import type { TFunction } from 'i18next';
import type { CopyButtonText } from '@/ui/copy-button';

/** The portal's words for a copy button (copy, copied, failed) around its own accessible name. */
export function copyWords(t: TFunction, label: string): CopyButtonText {
  return { label, copy: t('copy.copy'), copied: t('copy.copied'), failed: t('copy.failed') };
}
