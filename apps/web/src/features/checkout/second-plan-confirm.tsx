import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueName, useFormatDate } from '@/app/storefront/format';
import type { StoreSubscription } from '@/app/storefront/visitor';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { useLocalizePath } from '@/i18n/use-language';
import { ErrorIcon } from '@/ui/icons';

/**
 * Issue 24 item 5 (decision 0164): buying a plan beside a running one starts a second
 * subscription. The buyer confirms it, reading which plan it overlaps and until when, or goes to
 * change their plan instead.
 */
export const SecondPlanConfirm = forwardRef<
  HTMLInputElement,
  {
    readonly overlap: StoreSubscription;
    readonly checked: boolean;
    readonly onChange: (checked: boolean) => void;
    readonly error: boolean;
  }
>(function SecondPlanConfirm({ overlap, checked, onChange, error }, ref) {
  const { t } = useTranslation(CHECKOUT_NS);
  const date = useFormatDate();
  const localize = useLocalizePath();
  const plan = catalogueName(t, 'tiers', overlap.tier, overlap.product_name ?? overlap.tier);
  const change = `${localize('/order')}?flow=edit_subscription&subscription=${encodeURIComponent(overlap.subscription_id)}`;
  return (
    <div className="rounded-card border border-warning-700 bg-warning-50 p-4 text-warning-900">
      <label className="flex items-start gap-3">
        <input
          ref={ref}
          id="confirm-second-plan"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error || undefined}
          aria-describedby={error ? 'confirm-second-plan-error' : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span>
          {overlap.next_payment_date
            ? t('checkout.second.label', { plan, date: date(overlap.next_payment_date) })
            : t('checkout.second.labelNoDate', { plan })}
        </span>
      </label>
      {error ? (
        <p id="confirm-second-plan-error" className="mt-2 flex gap-1.5 text-sm text-danger-700">
          <ErrorIcon />
          {t('checkout.second.required')}
        </p>
      ) : null}
      <Link className="mt-2 inline-block font-semibold text-brand-700 underline" to={change}>
        {t('checkout.second.changePlan')}
      </Link>
    </div>
  );
});
