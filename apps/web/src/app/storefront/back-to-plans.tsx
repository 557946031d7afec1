import { Link } from 'react-router';
import { cx } from '@/ui/cx';

/**
 * A storefront page whose offer cannot be sold (withdrawn, not for this visitor): what happened
 * and the way back to the plans.
 */
export function BackToPlans({
  message,
  linkText,
  to,
  className,
}: {
  readonly message: string;
  readonly linkText: string;
  readonly to: string;
  readonly className?: string;
}) {
  return (
    <div role="alert" className={cx('rounded-card bg-surface p-5 shadow-card', className)}>
      <p className="font-semibold">{message}</p>
      <Link className="mt-2 inline-block text-brand-700 underline" to={to}>
        {linkText}
      </Link>
    </div>
  );
}
