import type { ReactNode } from 'react';
import { cx } from './cx';
import { Fact } from './fact';

/**
 * An add-on's card (eSIM, dedicated IP): its title with an active/expired pill, its facts as a
 * term–value grid, then what can be done with it.
 */
export function AddonCard({
  label,
  title,
  active,
  status,
  facts,
  columnsClass,
  children,
}: {
  /** The card's accessible name (which add-on this is). */
  readonly label: string;
  readonly title: string;
  readonly active: boolean;
  /** The pill's words: active or expired. */
  readonly status: string;
  readonly facts: readonly (readonly [term: string, value: string])[];
  /** The grid's columns from `sm` up, as a Tailwind class (`sm:grid-cols-2`). */
  readonly columnsClass: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-label={label} className="rounded-card bg-surface p-6 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        <span
          className={cx(
            'rounded-full px-3 py-1 text-sm font-semibold',
            active ? 'bg-success-50 text-success-800' : 'bg-danger-50 text-danger-700',
          )}
        >
          {status}
        </span>
      </div>
      <dl className={cx('mt-4 grid gap-x-6 gap-y-3', columnsClass)}>
        {facts.map(([term, value]) => (
          <Fact key={term} term={term} className="font-semibold">
            {value}
          </Fact>
        ))}
      </dl>
      {children}
    </section>
  );
}
