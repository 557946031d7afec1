import { useRef, useState, type FormEvent } from 'react';
import { Dialog, Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/app/format';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import {
  licensesErrorText,
  useLicensesAutobill,
  useUpdateLicenses,
  type BusinessSubscription,
} from './licenses-api';

/** The business subscription at a glance: seats, renewal, auto-renew (confirmed in a dialog). */
export function SeatsPanel({ business }: { readonly business: BusinessSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const autobill = useLicensesAutobill();
  const on = business.auto_billing_enabled;
  const date = business.next_payment_date ? formatDate(business.next_payment_date, language) : null;

  return (
    <section aria-labelledby="seats-heading" className="rounded-card bg-surface p-5 shadow-card">
      <h2 id="seats-heading" className="text-lg font-semibold">
        {t('businessLicenses.seats.title')}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('businessLicenses.seats.total')}</dt>
          <dd className="text-2xl font-bold" data-testid="seat-count">
            {business.seats}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('businessLicenses.seats.assigned')}</dt>
          <dd className="text-2xl font-bold">{business.assigned}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('businessLicenses.seats.renewal')}</dt>
          <dd className="font-semibold">
            {date && on
              ? t('businessLicenses.seats.renewsOn', { date })
              : t('businessLicenses.seats.noRenewal')}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-control bg-surface-muted px-4 py-3">
        <Switch.Root
          aria-labelledby="business-autobill"
          checked={on}
          aria-busy={autobill.isPending || undefined}
          onCheckedChange={() => {
            autobill.reset();
            setOpen(true);
          }}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border-strong bg-surface data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full rtl:-translate-x-0.5 bg-border-strong transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-white motion-reduce:transition-none rtl:data-[state=checked]:-translate-x-5" />
        </Switch.Root>
        <span id="business-autobill" className="font-medium">
          {t('autoRenew.label')}
        </span>
        <span className="text-sm text-ink-muted">
          {on ? t('autoRenew.on') : t('autoRenew.off')}
        </span>
      </div>
      <Dialog.Root open={open} onOpenChange={(next) => !autobill.isPending && setOpen(next)}>
        <DialogContent
          title={on ? t('autoRenew.offTitle') : t('autoRenew.onTitle')}
          closeLabel={t('common.close')}
        >
          <div className="space-y-4">
            <p>
              {on
                ? t('businessLicenses.autobill.offConsequence', { count: business.seats })
                : t('businessLicenses.autobill.onConsequence', { count: business.seats })}
            </p>
            {autobill.isError ? (
              <p role="alert" className="text-danger-700">
                {licensesErrorText(t, autobill.error)}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('autoRenew.keep')}</Button>
              </Dialog.Close>
              <Button
                pending={autobill.isPending}
                onClick={() => autobill.mutate(!on, { onSuccess: () => setOpen(false) })}
              >
                {on ? t('autoRenew.confirmOff') : t('autoRenew.confirmOn')}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog.Root>
    </section>
  );
}

/** Changes the number of seats (never below the seats assigned: the server's rule, 0034). */
export function SeatCountForm({ business }: { readonly business: BusinessSubscription }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(String(business.seats));
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateLicenses();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seats = Number(value);
    if (!Number.isInteger(seats) || seats < 1 || seats > 1000) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    if (!update.isPending) update.mutate({ seats }, { onError: () => input.current?.focus() });
  };
  const error = invalid
    ? t('businessLicenses.errors.seatRange')
    : update.isError
      ? licensesErrorText(t, update.error)
      : undefined;

  return (
    <section aria-labelledby="seat-change" className="rounded-card bg-surface p-5 shadow-card">
      <h2 id="seat-change" className="text-lg font-semibold">
        {t('businessLicenses.change.title')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          ref={input}
          label={t('businessLicenses.change.seats')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          className="w-40"
        />
        <Button type="submit" pending={update.isPending}>
          {t('businessLicenses.change.submit')}
        </Button>
      </form>
      <p role="alert" className="sr-only">
        {error}
      </p>
      {update.isSuccess ? (
        <p role="status" className="mt-2 font-semibold text-success-800">
          {t('businessLicenses.change.done', { count: update.data.business_subscription.seats })}
        </p>
      ) : null}
    </section>
  );
}
