import { useMemo } from 'react';
import {
  markActive,
  navigationItems,
  pageAccess,
  type NavItem,
  type PageAccess,
} from '@halyard/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { useBarePath } from '@/i18n/use-language';
import { featuresQuery } from './features-query';
import { sessionQuery } from './session-query';
import { subscriptionsQuery } from './subscriptions-query';
import { useNow } from './use-now';

export type MarkedNavItem = NavItem & { readonly active: boolean };

export type AccountNavigation =
  | { readonly status: 'pending' }
  /** No session: a visitor on a public page with the site's header (help centre, legal pages). */
  | { readonly status: 'signed-out' }
  | { readonly status: 'error'; readonly retry: () => void }
  | {
      readonly status: 'ready';
      /** spec §4/§6 the user's items, with spec §2 active marking for the current path. */
      readonly items: readonly MarkedNavItem[];
      /** Whether the current page is one the user's navigation leads to (same rule). */
      readonly access: PageAccess;
    };

/**
 * The account navigation of the signed-in user at the current path, from `currentUser`,
 * `listSubscriptions` and the user's feature flags through the domain's rules; the sidebar, the mobile menu and the page guard
 * all read it, so a link that is hidden is also a page that does not open.
 */
export function useAccountNavigation(): AccountNavigation {
  const session = useQuery(sessionQuery);
  const signedIn = session.data !== undefined;
  const subscriptions = useQuery({ ...subscriptionsQuery, enabled: signedIn });
  const features = useQuery({ ...featuresQuery, enabled: signedIn });
  const path = useBarePath();
  const now = useNow();
  const user = session.data?.user;
  const subs = subscriptions.data;
  const flags = features.data;

  const items = useMemo(
    () =>
      user && subs && flags
        ? navigationItems({
            user,
            subscriptions: subs,
            now,
            expertProgramEnabled: flags.expert_program,
          })
        : null,
    [user, subs, flags, now],
  );

  if (items) {
    return { status: 'ready', items: markActive(items, path), access: pageAccess(items, path) };
  }
  if (isApiError(session.error, 401)) return { status: 'signed-out' };
  if (session.isError || subscriptions.isError || features.isError) {
    return {
      status: 'error',
      retry: () => {
        if (session.isError) void session.refetch();
        if (subscriptions.isError) void subscriptions.refetch();
        if (features.isError) void features.refetch();
      },
    };
  }
  return { status: 'pending' };
}
