import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as routes from '@halyard/contract/route-refs';
import type { CardField, Currency } from '@halyard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { callApi } from '../api-client';
import type { CardSource } from '../card-token';
import { paymentErrorText } from '../storefront/payment-errors';
import { CardEntry } from './card-entry';
import type { CardEntryHandle, CardProblems, CardPurpose } from './card-entry-types';

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

const startSetup = () => callApi(routes.startPaymentMethodSetup);

/** Each field's spec §5 problem in the page's words. */
export function cardProblemTexts(
  t: TFunction<'checkout'>,
  problems: CardProblems,
): Partial<Record<CardField, string>> {
  const texts: Partial<Record<CardField, string>> = {};
  for (const field of FIELDS) {
    const key = problems[field];
    if (key) texts[field] = t(`formMessages.${key}`);
  }
  return texts;
}

/**
 * Saving a card for later (/credit_cards/edit, the retry page, the renewal dialog): the gateway's
 * own fields (decision 0151), then `onSource` with what the gateway gave — a token, or a SetupIntent
 * Stripe confirmed — which answers an error text or null when done. Problems show under their
 * field and together in a summary announced to screen readers.
 */
export function CardSaveForm({
  currency,
  submitLabel,
  pendingLabel,
  errorTitle,
  returnPath,
  onSource,
  note,
}: {
  readonly currency: Currency;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly errorTitle: string;
  /** Where a provider's redirect-based method (Stripe) brings the buyer back. */
  readonly returnPath: string;
  readonly onSource: (source: CardSource) => Promise<string | null>;
  readonly note?: ReactNode;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const handle = useRef<CardEntryHandle>(null);
  const [problems, setProblems] = useState<CardProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The button waits for the gateway's fields: a press before they load would find no card.
  const [ready, setReady] = useState(false);
  const purpose = useMemo<CardPurpose>(() => ({ kind: 'setup', currency }), [currency]);
  const texts = cardProblemTexts(t, problems);

  // Back from a redirect-based method Stripe confirmed on its provider's page (PayPal): the
  // SetupIntent's id and secret come back in the address once; they are taken and removed.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get('setup_intent');
    const clientSecret = url.searchParams.get('setup_intent_client_secret');
    const status = url.searchParams.get('redirect_status');
    if (!token || !clientSecret) return;
    for (const name of ['setup_intent', 'setup_intent_client_secret', 'redirect_status'])
      url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url);
    if (status !== 'succeeded') {
      setFailure(paymentErrorText(t, 'payment_cancelled_retry_with_different_method'));
      return;
    }
    setPending(true);
    void onSource({ token, clientSecret })
      .then(setFailure)
      .finally(() => setPending(false));
  }, [onSource, t]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || !handle.current) return;
    setPending(true);
    setFailure(null);
    setProblems({});
    try {
      const saved = await handle.current.save('', startSetup, returnPath);
      if (saved.ok)
        setFailure(await onSource({ token: saved.token, clientSecret: saved.clientSecret }));
      else if ('key' in saved) setFailure(paymentErrorText(t, saved.key));
      else {
        setProblems(saved.problems);
        const first = FIELDS.find((field) => saved.problems[field]);
        if (first) handle.current.focus(first);
        else setFailure(t('checkout.cardProblem'));
      }
    } catch {
      setFailure(paymentErrorText(t, 'credit_card_payment_gateway_error'));
    } finally {
      setPending(false);
    }
  };

  const summary = [
    ...FIELDS.flatMap((field) => {
      const text = texts[field];
      return text ? [{ id: field, text, onSelect: () => handle.current?.focus(field) }] : [];
    }),
    ...(failure ? [{ id: 'failure', text: failure }] : []),
  ];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {summary.length > 0 ? <ErrorSummary title={errorTitle} items={summary} /> : null}
      <CardEntry
        handle={handle}
        purpose={purpose}
        errors={texts}
        onSubmit={() => void submit()}
        onReady={() => setReady(true)}
        onInput={(field) =>
          setProblems((old) => (old[field] ? { ...old, [field]: undefined } : old))
        }
      />
      {note}
      <Button type="submit" pending={pending} disabled={!ready}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
