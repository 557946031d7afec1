import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  readonly label: string;
  /** The crumb's page; the last crumb (the current page) has none. */
  readonly to?: string;
}

/** Where the page sits in the help centre (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('help.breadcrumbs')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="inline-flex min-h-6 items-center hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
