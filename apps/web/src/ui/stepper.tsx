import { cx } from './cx';
import { CheckIcon } from './icons';

/**
 * A visible stepper (DESIGN.md checkout "two steps with a visible stepper"): an ordered list, the
 * current step marked with aria-current="step", finished steps with a tick and a hidden "done".
 */
export function Stepper({
  label,
  steps,
  current,
  doneLabel,
}: {
  readonly label: string;
  readonly steps: readonly string[];
  /** 0-based index of the current step. */
  readonly current: number;
  readonly doneLabel: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex items-center gap-2 text-sm">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              {index > 0 ? (
                <span aria-hidden="true" className="h-px w-6 bg-border-strong sm:w-10" />
              ) : null}
              <span
                className={cx(
                  'inline-flex size-7 items-center justify-center rounded-full border text-sm font-semibold',
                  active && 'border-brand-700 bg-brand-700 text-white',
                  done && 'border-brand-700 bg-brand-50 text-brand-700',
                  !active && !done && 'border-border-strong text-ink-muted',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span className={cx('font-medium', active ? 'text-ink' : 'text-ink-muted')}>
                {step}
                {done ? <span className="sr-only"> ({doneLabel})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
