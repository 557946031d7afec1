import type { ReactNode } from 'react';

/**
 * The filter of a back-office list (customer search, revenue dates, audit log): its fields and
 * buttons in one row; submitting it hands over what was filled in, without leaving the page.
 */
export function FilterForm({
  role,
  onFilter,
  children,
}: {
  readonly role?: 'search';
  readonly onFilter: (form: FormData) => void;
  readonly children: ReactNode;
}) {
  return (
    <form
      role={role}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(new FormData(event.currentTarget));
      }}
    >
      {children}
    </form>
  );
}
