import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from './cx';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  /** The header is read by screen readers only (an actions column). */
  readonly hiddenHeader?: boolean;
  readonly align?: 'start' | 'end';
  /** The cell that names its row: rendered as a row header (`<th scope="row">`). */
  readonly rowHeader?: boolean;
  /** Extra classes for this column's body cells (`whitespace-nowrap`, `tabular-nums`, …). */
  readonly className?: string;
  readonly cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /**
   * `card`: the table is its own card that scrolls sideways on a narrow screen (a focusable
   * region, so keyboard users can scroll it); `inline`: it sits inside a section's card.
   */
  readonly variant?: 'card' | 'inline';
  /** The width below which a `card` table scrolls, as a Tailwind class (`min-w-[40rem]`). */
  readonly minWidthClass?: string;
  readonly rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & {
    readonly 'data-testid'?: string;
  };
  readonly className?: string;
}

/**
 * The portal's tables (payment history, business seats and invoices, data removal requests):
 * a captioned table with column headers, one row header per row and the same cell spacing.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  variant = 'card',
  minWidthClass,
  rowProps,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const card = variant === 'card';
  const pad = card ? 'px-4 py-3' : 'py-2 pe-3 last:pe-0';
  const alignOf = (column: DataColumn<Row>) => (column.align === 'end' ? 'text-end' : 'text-start');

  const table = (
    <table className={cx('w-full text-start', card ? minWidthClass : 'mt-4', !card && className)}>
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead className="text-sm text-ink-muted">
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cx(pad, 'font-semibold', alignOf(column))}>
              {column.hiddenHeader ? (
                <span className="sr-only">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            {...rowProps?.(row)}
            className={cx('border-t border-border', card && 'align-top')}
          >
            {columns.map((column) => {
              const cellClass = cx(pad, alignOf(column), column.className);
              return column.rowHeader ? (
                <th
                  key={column.key}
                  scope="row"
                  className={cx(cellClass, !column.className?.includes('font-') && 'font-semibold')}
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} className={cellClass}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  if (!card) return table;
  // A narrow screen scrolls the table sideways; the region is focusable for keyboard users.
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={cx('overflow-x-auto rounded-card bg-surface shadow-card', className)}
    >
      {table}
    </div>
  );
}
