import { useId } from 'react';
import { CANCELLATION_REASONS, CANCELLATION_TEXT_MAX, type SaveOfferId } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { useSaveOffer, type CancellationReason } from './autobill-api';
import { useFormatMoney } from '@/app/storefront/format';

export interface CancellationChoice {
  readonly reason: CancellationReason | null;
  readonly text: string;
}

/**
 * Issue 21 §4 (decision 0183): inside the auto-renew-off dialog, an optional reason (skipped by
 * simply confirming: the switch keeps its two clicks) and at most one offer for it, with the
 * renewal price the server quotes for it. The offer is accepted here; confirming the dialog
 * turns it down.
 */
export function CancellationStep({
  subscriptionId,
  choice,
  onChoice,
  onAccept,
  accepting,
}: {
  readonly subscriptionId: string;
  readonly choice: CancellationChoice;
  readonly onChoice: (choice: CancellationChoice) => void;
  readonly onAccept: (offerId: SaveOfferId) => void;
  readonly accepting: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const legendId = useId();
  const textId = useId();
  const offer = useSaveOffer(subscriptionId, choice.reason).data?.offer ?? null;
  const money = useFormatMoney();

  return (
    <div className="space-y-4">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="font-medium">
          {t('lifecycle.cancel.reasonsLegend')}
        </legend>
        <div className="mt-2 space-y-1">
          {CANCELLATION_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-6 items-center gap-2">
              <input
                type="radio"
                name={`reason-${subscriptionId}`}
                value={reason}
                checked={choice.reason === reason}
                onChange={() => onChoice({ ...choice, reason })}
                className="size-4"
              />
              {t(`lifecycle.cancel.reasons.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.reason === 'other' ? (
        <div>
          <label htmlFor={textId} className="font-medium">
            {t('lifecycle.cancel.otherLabel')}
          </label>
          <textarea
            id={textId}
            maxLength={CANCELLATION_TEXT_MAX}
            value={choice.text}
            onChange={(event) => onChoice({ ...choice, text: event.target.value })}
            className="mt-1 block w-full rounded-control border border-border-strong p-2"
            rows={3}
          />
        </div>
      ) : null}
      {offer ? (
        <section
          aria-label={t('lifecycle.cancel.offerTitle')}
          className="rounded-control bg-success-50 p-4 text-success-800"
        >
          <h3 className="font-semibold">{t('lifecycle.cancel.offerTitle')}</h3>
          <p className="mt-1">
            {offer.kind === 'renewal_discount'
              ? t('lifecycle.cancel.offerRenewalDiscount', {
                  percent: offer.percent ?? 0,
                  offer: money(offer.offer_renewal_price),
                  current: money(offer.current_renewal_price),
                  date: formatDate(offer.renewal_date, language),
                })
              : t('lifecycle.cancel.offerShorterPlan', {
                  offer: money(offer.offer_renewal_price),
                  current: money(offer.current_renewal_price),
                  date: formatDate(offer.renewal_date, language),
                })}
          </p>
          <Button className="mt-3" pending={accepting} onClick={() => onAccept(offer.id)}>
            {t('lifecycle.cancel.accept')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

/** The offer shown for a choice, so the dialog can say it was turned down. */
export function useShownOffer(subscriptionId: string, reason: CancellationReason | null) {
  return useSaveOffer(subscriptionId, reason).data?.offer ?? null;
}
