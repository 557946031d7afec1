import { useState, type FormEvent } from 'react';
import type { LicenseEstimate } from '@halyard/contract';
import { formatMoney } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { autoRenewSwitchTexts } from '@/app/auto-renew-switch-texts';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ConfirmSwitch } from '@/ui/confirm-switch';
import { TextField } from '@/ui/text-field';
import { useTextInput } from '@/ui/use-text-input';
import {
  licensesErrorText,
  useLicensesAutobill,
  useSeatEstimate,
  useUpdateLicenses,
  type BusinessSubscription,
} from './licenses-api';
import { SectionCard } from '@/ui/section-card';
import { OneFieldForm } from '@/ui/one-field-form';
import { Fact } from '@/ui/fact';

/** The business subscription at a glance: seats, renewal, auto-renew (confirmed in a dialog). */
export function SeatsPanel({ business }: { readonly business: BusinessSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const autobill = useLicensesAutobill();
  const on = business.auto_billing_enabled;
  const date = business.next_payment_date ? formatDate(business.next_payment_date, language) : null;

  return (
    <SectionCard title={t('businessLicenses.seats.title')}>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <Fact
          term={t('businessLicenses.seats.total')}
          className="text-2xl font-bold"
          testId="seat-count"
        >
          {business.seats}
        </Fact>
        <Fact term={t('businessLicenses.seats.assigned')} className="text-2xl font-bold">
          {business.assigned}
        </Fact>
        <div>
          <dt className="text-sm text-ink-muted">{t('businessLicenses.seats.renewal')}</dt>
          <dd className="font-semibold">
            {date && on
              ? t('businessLicenses.seats.renewsOn', { date })
              : t('businessLicenses.seats.noRenewal')}
          </dd>
          {date && on ? (
            <dd className="text-sm">
              {t('businessLicenses.seats.renewalPrice', {
                amount: formatMoney(business.renewal_price, language.code),
                seats: business.pending_seats ?? business.seats,
              })}
            </dd>
          ) : null}
        </div>
      </dl>
      {/* Issue 24 item 6: what a seat costs, and fewer seats waiting for the renewal. */}
      <p className="mt-3 text-sm text-ink-muted">
        {t('businessLicenses.seats.price', {
          price: formatMoney(business.seat_price, language.code),
          months: business.cycle_months,
        })}
      </p>
      {business.pending_seats !== null && date ? (
        <p className="mt-1 text-sm font-semibold">
          {t('businessLicenses.change.scheduled', { date, seats: business.pending_seats })}
        </p>
      ) : null}
      <ConfirmSwitch
        {...autoRenewSwitchTexts(t, on)}
        busy={autobill.isPending}
        onCheckedChange={() => {
          autobill.reset();
          setOpen(true);
        }}
        open={open}
        onOpenChange={setOpen}
        error={autobill.isError ? licensesErrorText(t, autobill.error) : null}
        onConfirm={() => autobill.mutate(!on, { onSuccess: () => setOpen(false) })}
      >
        <p>
          {on
            ? t('businessLicenses.autobill.offConsequence', { count: business.seats })
            : t('businessLicenses.autobill.onConsequence', { count: business.seats })}
        </p>
      </ConfirmSwitch>
    </SectionCard>
  );
}

/**
 * Changes the number of seats (never below the seats assigned: the server's rule, 0034). Issue 24
 * item 6 (decision 0165): the server's estimate is confirmed in a dialog first — added seats and
 * what they cost now, or fewer seats from the renewal — and the confirmed amount is sent back.
 */
export function SeatCountForm({ business }: { readonly business: BusinessSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const seatsField = useTextInput(String(business.seats));
  const [invalid, setInvalid] = useState(false);
  const [quote, setQuote] = useState<LicenseEstimate | null>(null);
  const estimate = useSeatEstimate();
  const update = useUpdateLicenses();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seats = Number(seatsField.value);
    if (!Number.isInteger(seats) || seats < 1 || seats > 1000) {
      setInvalid(true);
      seatsField.focus();
      return;
    }
    setInvalid(false);
    update.reset();
    if (!estimate.isPending)
      estimate.mutate(seats, {
        onSuccess: setQuote,
        onError: seatsField.focus,
      });
  };
  const confirm = () => {
    if (!quote || update.isPending) return;
    update.mutate(
      { seats: quote.seats, ...(quote.added > 0 && { expected_amount: quote.due_now }) },
      { onSuccess: () => setQuote(null) },
    );
  };
  const money = (amount: LicenseEstimate['due_now']) => formatMoney(amount, language.code);
  const renewalDate = quote?.renewal_date ? formatDate(quote.renewal_date, language) : '';
  const error = invalid
    ? t('businessLicenses.errors.seatRange')
    : estimate.isError
      ? licensesErrorText(t, estimate.error)
      : update.isError && !quote
        ? licensesErrorText(t, update.error)
        : undefined;

  return (
    <SectionCard title={t('businessLicenses.change.title')}>
      <OneFieldForm
        onSubmit={submit}
        pending={estimate.isPending}
        submitLabel={t('businessLicenses.change.submit')}
        className="mt-3 flex-wrap"
      >
        <TextField
          {...seatsField.props}
          label={t('businessLicenses.change.seats')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          error={error}
          className="w-40"
        />
      </OneFieldForm>
      <ConfirmDialog
        open={quote !== null}
        onOpenChange={(next) => !next && setQuote(null)}
        busy={update.isPending}
        title={
          quote && quote.added > 0
            ? t('businessLicenses.change.addTitle')
            : t('businessLicenses.change.removeTitle')
        }
        closeLabel={t('common.close')}
        error={update.isError ? licensesErrorText(t, update.error) : null}
        keepLabel={t('businessLicenses.change.cancel')}
        confirmLabel={
          quote && quote.added > 0
            ? t('businessLicenses.change.confirmAdd', { amount: money(quote.due_now) })
            : t('businessLicenses.change.confirmRemove')
        }
        onConfirm={confirm}
      >
        {quote ? (
          <p>
            {quote.added > 0
              ? t('businessLicenses.change.addConsequence', {
                  added: quote.added,
                  amount: money(quote.due_now),
                  tax: money(quote.tax),
                  date: renewalDate,
                  renewal: money(quote.renewal_price),
                  seats: quote.renewal_seats,
                })
              : t('businessLicenses.change.removeConsequence', {
                  current: quote.current_seats,
                  date: renewalDate,
                  renewal: money(quote.renewal_price),
                  seats: quote.renewal_seats,
                })}
          </p>
        ) : null}
      </ConfirmDialog>
      <p role="alert" className="sr-only">
        {error}
      </p>
      {update.isSuccess ? (
        <p role="status" className="mt-2 font-semibold text-success-800">
          {update.data.business_subscription.pending_seats !== null &&
          update.data.business_subscription.next_payment_date
            ? t('businessLicenses.change.scheduled', {
                seats: update.data.business_subscription.pending_seats,
                date: formatDate(update.data.business_subscription.next_payment_date, language),
              })
            : t('businessLicenses.change.done', {
                count: update.data.business_subscription.seats,
              })}
        </p>
      ) : null}
    </SectionCard>
  );
}
