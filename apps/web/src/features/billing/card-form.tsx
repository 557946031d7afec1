import { useRef, useState, type FormEvent } from 'react';
import type { CardField, FormMessageKey } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { paymentErrorText } from '@/app/storefront/payment-errors';
import { useNow } from '@/app/use-now';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import {
  checkCard,
  tokeniseCard,
  type CardProblems,
  type CardSource,
  type CardValues,
} from './card-values';

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/**
 * A card entered for the gateway: checked here (spec §5), tokenised by the gateway's endpoint,
 * and only the token and its client secret (decision 0101) are handed to `onToken`, which
 * answers an error text or null when done.
 * Problems appear under their field and together in a summary announced to screen readers.
 */
export function CardForm({
  submitLabel,
  onToken,
}: {
  readonly submitLabel: string;
  readonly onToken: (source: CardSource) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CHECKOUT_NS);
  const now = useNow();
  const refs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<CardValues>({
    number: '',
    expiry: '',
    cvc: '',
    postalCode: '',
  });
  const [problems, setProblems] = useState<CardProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const message = (key: FormMessageKey | undefined) =>
    key ? tc(`formMessages.${key}`) : undefined;
  const set = (field: keyof CardValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const found = checkCard(values, now);
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setPending(true);
    try {
      const token = await tokeniseCard(values);
      if (!token.ok) {
        if (token.field) {
          setProblems({ [token.field]: token.key });
          refs.current[token.field]?.focus();
        } else setFailure(paymentErrorText(tc, token.key));
        return;
      }
      setFailure(await onToken({ token: token.token, clientSecret: token.clientSecret }));
    } catch {
      setFailure(paymentErrorText(tc, 'credit_card_payment_gateway_error'));
    } finally {
      setPending(false);
    }
  };

  const summary = [
    ...FIELDS.flatMap((field) =>
      problems[field]
        ? [
            {
              id: field,
              text: message(problems[field]) ?? '',
              onSelect: () => refs.current[field]?.focus(),
            },
          ]
        : [],
    ),
    ...(failure ? [{ id: 'failure', text: failure }] : []),
  ];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {summary.length > 0 ? (
        <ErrorSummary title={t('cardForm.errorTitle')} items={summary} />
      ) : null}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          ref={(el) => {
            refs.current.number = el;
          }}
          label={tc('checkout.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          className="col-span-2"
          value={values.number}
          onChange={set('number')}
          error={message(problems.number)}
        />
        <TextField
          ref={(el) => {
            refs.current.expiry = el;
          }}
          label={tc('checkout.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={tc('checkout.card.expiryPlaceholder')}
          value={values.expiry}
          onChange={set('expiry')}
          error={message(problems.expiry)}
        />
        <TextField
          ref={(el) => {
            refs.current.cvc = el;
          }}
          label={tc('checkout.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={values.cvc}
          onChange={set('cvc')}
          error={message(problems.cvc)}
        />
        <TextField
          label={t('cardForm.postalCode')}
          autoComplete="postal-code"
          className="col-span-2 sm:col-span-1"
          value={values.postalCode}
          onChange={set('postalCode')}
        />
      </div>
      <p className="text-sm text-ink-muted">{t('cardForm.secure')}</p>
      <Button type="submit" pending={pending}>
        {pending ? t('cardForm.saving') : submitLabel}
      </Button>
    </form>
  );
}
