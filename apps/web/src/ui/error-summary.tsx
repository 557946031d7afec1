import { cx } from './cx';
import { ErrorIcon } from './icons';

export interface ErrorSummaryItem {
  readonly id: string;
  readonly text: string;
  /** Moves focus to the field the message is about. */
  readonly onSelect?: () => void;
}

/** The problems of a form, together, announced to screen readers as they appear. */
export function ErrorSummary({
  title,
  items,
  className,
}: {
  readonly title: string;
  readonly items: readonly ErrorSummaryItem[];
  readonly className?: string;
}) {
  return (
    <div
      role="alert"
      className={cx(
        'rounded-control border border-danger-700 bg-danger-50 p-4 text-danger-700',
        className,
      )}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <ErrorIcon />
        {title}
      </p>
      <ul className="mt-2 list-none space-y-1 ps-6 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            {item.onSelect ? (
              <button
                type="button"
                onClick={item.onSelect}
                className="text-start underline underline-offset-2"
              >
                {item.text}
              </button>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The one failure of an action that is not a form (a payment, an authentication), or nothing. */
export function FailureSummary({
  id,
  title,
  failure,
  className = 'mt-4',
}: {
  readonly id: string;
  readonly title: string;
  readonly failure: string | null;
  readonly className?: string;
}) {
  if (!failure) return null;
  return <ErrorSummary className={className} title={title} items={[{ id, text: failure }]} />;
}
