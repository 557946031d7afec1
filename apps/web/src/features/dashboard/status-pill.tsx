import type { ComponentType } from 'react';
import type { DisplayState } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/cx';
import {
  AlertTriangleIcon,
  BanIcon,
  CheckCircleIcon,
  ClockIcon,
  ShieldOffIcon,
  SparkleIcon,
  XCircleIcon,
} from '@/ui/icons';

interface PillStyle {
  readonly className: string;
  readonly Icon: ComponentType<{ className?: string }>;
}

/** DESIGN.md: each state its own colour and its own icon, never colour alone (exhaustive). */
const PILL: Record<DisplayState, PillStyle> = {
  active: { className: 'bg-success-50 text-success-800', Icon: CheckCircleIcon },
  trial: { className: 'bg-trial-50 text-trial-800', Icon: SparkleIcon },
  grace: { className: 'bg-danger-50 text-danger-800', Icon: AlertTriangleIcon },
  expiring: { className: 'bg-warning-50 text-warning-900', Icon: ClockIcon },
  expired: { className: 'bg-ended-50 text-ended-800', Icon: XCircleIcon },
  cancelled: { className: 'bg-cancelled-50 text-cancelled-800', Icon: BanIcon },
  revoked: { className: 'bg-revoked-50 text-revoked-800', Icon: ShieldOffIcon },
};

/**
 * The status pill of a subscription card (domain `displayState`). Issue 24 item 9: a grace period
 * that follows a failed automatic renewal says so ("Payment failed"), not just "Grace period".
 */
export function StatusPill({
  state,
  paymentFailed = false,
}: {
  readonly state: DisplayState;
  readonly paymentFailed?: boolean;
}) {
  const { t } = useTranslation();
  const { className, Icon } = PILL[state];
  return (
    <span
      className={cx(
        'inline-flex min-h-7 items-center gap-1.5 rounded-full border border-current/20 px-3 text-sm font-semibold',
        className,
      )}
    >
      <Icon className="size-4" />
      {state === 'grace' && paymentFailed
        ? t('dashboard.state.paymentFailed')
        : t(`dashboard.state.${state}`)}
    </span>
  );
}
