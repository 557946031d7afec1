import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/**
 * A titled card of a page (account settings, security, referrals, business, add-on pages): a
 * `<section>` named by its `<h2>`, with the portal's card surface.
 */
export function SectionCard({
  title,
  children,
  className,
  testId,
}: {
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-card bg-surface p-5 shadow-card', className)}
      data-testid={testId}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
