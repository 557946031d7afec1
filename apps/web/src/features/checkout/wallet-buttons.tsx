import type { ReactNode } from 'react';
import { APPLE_PAY_BUTTON_STYLE, PAYPAL_BUTTON_STYLE } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '@/i18n/checkout-namespace';
import { cx } from '@/ui/cx';

const SHAPE: Record<'pill' | 'rect', string> = { pill: 'rounded-full', rect: 'rounded-control' };

interface WalletButtonProps {
  readonly pending: boolean;
  readonly onClick: () => void;
}

/** A payment button that reports progress and ignores presses while a payment runs. */
function PayButton({
  pending,
  onClick,
  className,
  height,
  label,
  children,
}: WalletButtonProps & {
  readonly className: string;
  readonly height: number;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={() => (pending ? undefined : onClick())}
      style={{ height }}
      className={cx(
        'inline-flex w-full items-center justify-center gap-2 text-lg font-semibold aria-busy:cursor-progress aria-busy:opacity-70',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** spec §9 "PayPal button: gold, pill, height 55" (domain PAYPAL_BUTTON_STYLE). */
export function PaypalButton(props: WalletButtonProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <PayButton
      {...props}
      label={t('checkout.paypal.button')}
      height={PAYPAL_BUTTON_STYLE.height}
      className={cx(
        SHAPE[PAYPAL_BUTTON_STYLE.shape],
        'bg-[#ffc439] text-[#111827] hover:bg-[#f2ba36]',
      )}
    >
      <span aria-hidden="true" className="font-bold italic">
        <span className="text-[#003087]">Pay</span>
        <span className="text-[#003087]">Pal</span>
      </span>
    </PayButton>
  );
}

/** spec §9 "Apple Pay button: height 60, pill shape" (domain APPLE_PAY_BUTTON_STYLE). */
export function ApplePayButton(props: WalletButtonProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <PayButton
      {...props}
      label={t('checkout.wallet.applePay')}
      height={APPLE_PAY_BUTTON_STYLE.height}
      className={cx(SHAPE[APPLE_PAY_BUTTON_STYLE.shape], 'bg-black text-white hover:bg-ink')}
    >
      <span aria-hidden="true">{t('checkout.wallet.applePayMark')}</span>
    </PayButton>
  );
}

/** Google Pay's own button: black, rounded, the same height as Apple Pay's beside it. */
export function GooglePayButton(props: WalletButtonProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <PayButton
      {...props}
      label={t('checkout.wallet.googlePay')}
      height={APPLE_PAY_BUTTON_STYLE.height}
      className="rounded-full bg-black text-white hover:bg-ink"
    >
      <span aria-hidden="true">{t('checkout.wallet.googlePayMark')}</span>
    </PayButton>
  );
}
