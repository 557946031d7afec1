import type { ReactNode } from 'react';

/**
 * A back-office table: a caption for screen readers, one row of column headers, and the body rows
 * the caller draws. `card`: a page's own table on the card surface, scrolling sideways when
 * narrow; `inline`: a table inside a panel.
 */
export function AdminTable({
  caption,
  headers,
  variant = 'card',
  testId,
  children,
}: {
  readonly caption?: string;
  readonly headers: readonly ReactNode[];
  readonly variant?: 'card' | 'inline';
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  const table = (
    <table
      className={
        variant === 'card' ? 'w-full bg-surface text-sm shadow-card' : 'mt-2 w-full text-sm'
      }
      data-testid={testId}
    >
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr className="border-b border-border">
          {headers.map((header, i) => (
            <th key={i} scope="col" className="p-2 text-start">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return variant === 'card' ? <div className="overflow-x-auto">{table}</div> : table;
}

/**
 * A page's list as a back-office table, one row per item (`children` draws a row, with its key),
 * or a plain line (`none`) when there is nothing to list.
 */
export function AdminListTable<T>({
  rows,
  none,
  children,
  ...table
}: Omit<Parameters<typeof AdminTable>[0], 'children'> & {
  readonly rows: readonly T[];
  readonly none: ReactNode;
  readonly children: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <p>{none}</p>;
  return <AdminTable {...table}>{rows.map(children)}</AdminTable>;
}
