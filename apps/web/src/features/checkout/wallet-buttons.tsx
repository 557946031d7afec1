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

/**
 * A payment button that reports progress and ignores presses while a payment runs, in its
 * wallet's look: the shape and height the wallet prescribes, its colours.
 */
function PayButton({
  pending,
  onClick,
  look,
  colors,
  label,
  children,
}: WalletButtonProps & {
  readonly look: { readonly shape: keyof typeof SHAPE; readonly height: number };
  readonly colors: string;
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
      style={{ height: look.height }}
      className={cx(
        'inline-flex w-full items-center justify-center gap-2 text-lg font-semibold aria-busy:cursor-progress aria-busy:opacity-70',
        SHAPE[look.shape],
        colors,
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
      look={PAYPAL_BUTTON_STYLE}
      colors="bg-[#ffc439] text-[#111827] hover:bg-[#f2ba36]"
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
      look={APPLE_PAY_BUTTON_STYLE}
      colors="bg-black text-white hover:bg-ink"
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
      look={{ shape: 'pill', height: APPLE_PAY_BUTTON_STYLE.height }}
      colors="bg-black text-white hover:bg-ink"
    >
      <span aria-hidden="true">{t('checkout.wallet.googlePayMark')}</span>
    </PayButton>
  );
}
