import type { ReactNode } from 'react';
import { cx } from './cx';
import { TitledSection } from './titled-section';

/**
 * A titled card of a page (account settings, security, referrals, business, add-on pages): a
 * `<section>` named by its `<h2>`, with the portal's card surface, and a muted intro under it.
 * The storefront's cards (order, setup) carry a bold heading.
 */
export function SectionCard({
  title,
  intro,
  children,
  className,
  testId,
  id,
  headingId,
  boldHeading = false,
}: {
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly testId?: string;
  /** The section's own id, a link's target (`#sessions`). */
  readonly id?: string;
  /** The heading's id, for a list inside that its title names too (`aria-labelledby`). */
  readonly headingId?: string;
  readonly boldHeading?: boolean;
}) {
  return (
    <TitledSection
      title={title}
      className={cx('rounded-card bg-surface p-5 shadow-card', className)}
      headingClassName={boldHeading ? 'text-lg font-bold' : 'text-lg font-semibold'}
      id={id}
      headingId={headingId}
      testId={testId}
    >
      {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
      {children}
    </TitledSection>
  );
}
