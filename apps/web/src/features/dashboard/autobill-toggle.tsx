import { useState } from 'react';
import { checkAutobillOff, checkAutobillOn, formatMoney, type SaveOfferId } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { autoRenewSwitchTexts } from '@/app/auto-renew-switch-texts';
import { formatDate } from '@/app/format';
import type { PortalSubscription } from '@/app/subscriptions-query';
import { useLanguage } from '@/i18n/use-language';
import { ConfirmSwitch } from '@/ui/confirm-switch';
import { actionErrorText } from './action-errors';
import { autobillConsequence } from './autobill-consequence';
import { useAcceptOffer, useAutobill } from './autobill-api';
import { CancellationStep, useShownOffer, type CancellationChoice } from './cancellation-step';

/**
 * Whether the card offers the auto-renew switch at all: the same domain guards as the server
 * (decision 0030), with "has a method" left to the server (it answers payment_method_required).
 */
export function offersAutobillSwitch(sub: PortalSubscription, now: Date): boolean {
  const lifecycle = { ...sub, has_payment_method: true };
  return sub.auto_billing_enabled
    ? checkAutobillOff(lifecycle, now).ok
    : checkAutobillOn(lifecycle, now).ok;
}

/**
 * DESIGN.md "Destructive or money-moving actions confirm in a dialog that states the consequence":
 * the switch (click 1) opens the confirmation, its button (click 2) makes the change. The switch
 * shows the pending state and stays as the server left it if the call fails.
 */
export function AutobillToggle({ sub }: { readonly sub: PortalSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const autobill = useAutobill(sub.subscription_id);
  const acceptOffer = useAcceptOffer(sub.subscription_id);
  const [choice, setChoice] = useState<CancellationChoice>({ reason: null, text: '' });
  const shownOffer = useShownOffer(sub.subscription_id, choice.reason);
  const on = sub.auto_billing_enabled;
  const consequence = autobillConsequence(t, sub, language);

  const confirm = () => {
    const feedback = choice.reason
      ? {
          reason: choice.reason,
          ...(choice.reason === 'other' &&
            choice.text.trim() && { reason_text: choice.text.trim() }),
          ...(shownOffer && { declined_offer: shownOffer.id }),
        }
      : {};
    autobill.mutate(
      { enable: !on, feedback },
      {
        onSuccess: (next) => {
          setOpen(false);
          setDone(next.auto_billing_enabled ? t('autoRenew.turnedOn') : t('autoRenew.turnedOff'));
        },
      },
    );
  };

  /** Issue 21 §4: the offer taken; auto-renew stays on at the new renewal price. */
  const accept = (offerId: SaveOfferId) => {
    if (!choice.reason) return;
    acceptOffer.mutate(
      {
        offer_id: offerId,
        reason: choice.reason,
        ...(choice.reason === 'other' && choice.text.trim() && { reason_text: choice.text.trim() }),
      },
      {
        onSuccess: (next) => {
          setOpen(false);
          setDone(
            t('lifecycle.cancel.accepted', {
              date: next.next_payment_date ? formatDate(next.next_payment_date, language) : '',
              amount: formatMoney(next.renewal_price, language.code),
            }),
          );
        },
      },
    );
  };

  return (
    <ConfirmSwitch
      {...autoRenewSwitchTexts(t, on)}
      busy={autobill.isPending}
      onCheckedChange={() => {
        autobill.reset();
        acceptOffer.reset();
        setChoice({ reason: null, text: '' });
        setDone(null);
        setOpen(true);
      }}
      done={done}
      open={open}
      onOpenChange={(next) => !acceptOffer.isPending && setOpen(next)}
      error={
        autobill.isError || acceptOffer.isError
          ? actionErrorText(t, autobill.error ?? acceptOffer.error)
          : null
      }
      onConfirm={confirm}
    >
      <p>{consequence.text}</p>
      {consequence.includedTax ? (
        <p className="text-sm text-ink-muted">{consequence.includedTax}</p>
      ) : null}
      {on ? (
        <CancellationStep
          subscriptionId={sub.subscription_id}
          choice={choice}
          onChoice={setChoice}
          onAccept={accept}
          accepting={acceptOffer.isPending}
        />
      ) : null}
    </ConfirmSwitch>
  );
}
