import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { ErrorIcon } from '@/ui/icons';
import type { PayState } from './use-pay';

/**
 * What the payment is doing, beside the pay button: a polite live region while it works
 * ("Still working… attempt 2 of 6" while the retry policy runs), and the failure with what to
 * do next. The failure is announced by the form's error summary (role=alert), not twice.
 */
export function PayStatus({ state }: { readonly state: PayState }) {
  const { t } = useTranslation(CHECKOUT_NS);
  let progress = '';
  if (state.kind === 'working')
    progress =
      state.attempt > 1
        ? t('checkout.pay.retrying', { attempt: state.attempt, of: state.of })
        : t('checkout.pay.working');
  if (state.kind === 'leaving') progress = t('checkout.pay.leaving');
  return (
    <div className="min-h-6 text-sm">
      <p role="status" className="text-ink-muted">
        {progress}
      </p>
      {state.kind === 'failed' ? (
        <p className="flex items-start gap-1.5 font-medium text-danger-700">
          <ErrorIcon />
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
