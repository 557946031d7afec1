import type { Currency } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CardSource } from '@/app/card-token';
import { CardSaveForm } from '@/app/payments/card-save-form';

/**
 * The portal's card form (/credit_cards/edit, the retry page): the gateway's own fields, and only
 * the token with its client secret (decision 0101) handed to `onToken`, which answers an error
 * text or null when done.
 */
export function CardForm({
  submitLabel,
  currency,
  onToken,
}: {
  readonly submitLabel: string;
  readonly currency: Currency;
  readonly onToken: (source: CardSource) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <CardSaveForm
      currency={currency}
      submitLabel={submitLabel}
      pendingLabel={t('cardForm.saving')}
      errorTitle={t('cardForm.errorTitle')}
      returnPath={location.pathname}
      onSource={onToken}
      note={<p className="text-sm text-ink-muted">{t('cardForm.secure')}</p>}
    />
  );
}
