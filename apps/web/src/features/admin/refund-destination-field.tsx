import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_DESTINATIONS, type RefundDestination } from '@halyard/domain';
import { ADMIN_NS } from './admin-i18n';

const LABELS = {
  card: { label: 'refund.toCard', hint: 'refund.toCardHint' },
  balance: { label: 'refund.toBalance', hint: 'refund.toBalanceHint' },
} as const satisfies Record<RefundDestination, { label: string; hint: string }>;

/**
 * Where a staff refund goes (decision 0221): back the way it was paid (the default) or all of it
 * to the customer's credit balance. Native radios named `destination` in the dialog's form.
 */
export function RefundDestinationField() {
  const { t } = useTranslation(ADMIN_NS);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('refund.destination')}</legend>
      {REFUND_DESTINATIONS.map((destination) => (
        <label key={destination} className="flex items-start gap-2 text-sm text-ink">
          <input
            type="radio"
            name="destination"
            value={destination}
            defaultChecked={destination === 'card'}
            aria-describedby={`${id}-${destination}`}
            className="mt-1 size-4"
          />
          <span>
            <span className="font-medium">{t(LABELS[destination].label)}</span>
            <span id={`${id}-${destination}`} className="block text-ink-muted">
              {t(LABELS[destination].hint)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The destination the form chose; `card` when none. */
export const destinationOf = (form: FormData): RefundDestination =>
  form.get('destination') === 'balance' ? 'balance' : 'card';
