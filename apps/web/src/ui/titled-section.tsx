import { useId, type ReactNode } from 'react';

/**
 * A `<section>` (or `<aside>`) named by its `<h2>`: the heading's id and the landmark's
 * aria-labelledby wired once. The look is the caller's (`SectionCard` is the portal's card).
 */
export function TitledSection({
  title,
  as: Tag = 'section',
  className,
  headingClassName,
  id,
  headingId,
  testId,
  children,
}: {
  readonly title: ReactNode;
  readonly as?: 'section' | 'aside';
  readonly className?: string;
  readonly headingClassName?: string;
  /** The landmark's own id, a link's target (`#sessions`). */
  readonly id?: string;
  /** The heading's id, for something inside that its title names too (`aria-labelledby`). */
  readonly headingId?: string;
  readonly testId?: string;
  readonly children?: ReactNode;
}) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  return (
    <Tag id={id} aria-labelledby={titleId} className={className} data-testid={testId}>
      <h2 id={titleId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
