import { useId } from 'react';
import type { NavGroup } from '@halyard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarkedNavItem } from '@/app/account-navigation';
import { useLocalizePath } from '@/i18n/use-language';
import { cx } from '@/ui/cx';
import { navLabelKey } from './nav-label';
import { useSignOut } from './use-sign-out';
import { AlertLine } from '@/ui/alert-message';

/** spec §6 group names shown above their items; the main and account items stand alone. */
const GROUP_HEADINGS: Record<
  NavGroup,
  'navigation.groups.vpn' | 'navigation.groups.addons' | 'navigation.groups.idDefender' | null
> = {
  main: null,
  vpn: 'navigation.groups.vpn',
  addons: 'navigation.groups.addons',
  'id-defender': 'navigation.groups.idDefender',
  account: null,
};

/** Consecutive items of one group, in the domain's display order. */
function sections(items: readonly MarkedNavItem[]) {
  const result: { group: NavGroup; items: MarkedNavItem[] }[] = [];
  for (const item of items) {
    const last = result.at(-1);
    if (last?.group === item.group) last.items.push(item);
    else result.push({ group: item.group, items: [item] });
  }
  return result;
}

const itemClass = (active: boolean) =>
  cx(
    'flex min-h-10 w-full items-center rounded-e-control border-s-4 px-3 text-start font-medium',
    active
      ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800'
      : 'border-transparent text-ink hover:bg-surface-muted',
  );

/** The account navigation's items (spec §2 table), grouped as spec §6 lists them. */
export function AccountNavList({
  items,
  onNavigate,
}: {
  readonly items: readonly MarkedNavItem[];
  /** Called when a link is followed (the mobile menu closes). */
  readonly onNavigate?: () => void;
}) {
  return (
    <div className="space-y-4">
      {sections(items).map((section) => (
        <NavSection
          key={`${section.group}-${section.items[0]?.id}`}
          {...section}
          onNavigate={onNavigate}
        />
      ))}
    </div>
  );
}

function NavSection({
  group,
  items,
  onNavigate,
}: {
  readonly group: NavGroup;
  readonly items: readonly MarkedNavItem[];
  readonly onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = GROUP_HEADINGS[group];
  return (
    <div>
      {heading ? (
        <p
          id={headingId}
          className="mb-1 px-4 text-xs font-semibold tracking-wide text-ink-muted uppercase"
        >
          {t(heading)}
        </p>
      ) : null}
      <ul aria-labelledby={heading ? headingId : undefined} className="space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NavEntry({
  item,
  onNavigate,
}: {
  readonly item: MarkedNavItem;
  readonly onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  if (item.route === null) return <SignOutButton label={t(navLabelKey(item))} />;
  return (
    // The legacy business dashboard's relative name resolves against the locale root (decision 0040).
    <Link
      to={localize(item.route)}
      aria-current={item.active ? 'page' : undefined}
      onClick={onNavigate}
      className={itemClass(item.active)}
    >
      {t(navLabelKey(item))}
    </Link>
  );
}

/** spec §2 "Sign Out: not a route": it ends the session and opens sign-in. */
function SignOutButton({ label }: { readonly label: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        aria-busy={signOut.isPending || undefined}
        onClick={() => {
          if (!signOut.isPending) signOut.mutate();
        }}
        className={itemClass(false)}
      >
        {signOut.isPending ? t('portal.signingOut') : label}
      </button>
      <AlertLine
        message={signOut.isError ? t('portal.signOutFailed') : null}
        className="mt-1 px-4 text-sm"
      />
    </>
  );
}
