import type { FastifyRequest } from 'fastify';
import {
  localizedPath,
  matchAppPage,
  parseLocalizedPath,
  type LanguageCode,
} from '@halyard/domain';
import type { NavAccess } from '../modules/portal-access/nav-access';
import type { createTenantDirectory } from '../modules/tenants/tenant-directory';

/** How the server answers a page address before the SPA renders it (decision 0134). */
export type PageAnswer =
  | {
      readonly kind: 'page';
      readonly status: 200 | 403 | 404;
      /** The back office renders in the browser only: the app's shell is sent (decision 0170). */
      readonly clientOnly?: boolean;
    }
  | { readonly kind: 'redirect'; readonly to: string };

/** The localized sign-in page that returns to this address (the web's `signInRedirectPath`). */
function signInFor(pathname: string, url: string, locale: LanguageCode): string {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `${localizedPath('/sign-in', locale)}?${new URLSearchParams({ next: pathname + search })}`;
}

const page = (status: 200 | 403 | 404): PageAnswer => ({ kind: 'page', status });

/**
 * Issue 17 item 4 (and issue 14 finding 10): the HTTP status of a page is the truth the SPA will
 * show. An address no page serves (domain `matchAppPage`, the table the web's router is built
 * from) is a 404 with the SPA's not-found page. A portal page without a session redirects to sign
 * in and back (issue 18: the server does what the page guard would), and answers as the API does
 * for a signed-in user: 404 for another user's subscription, 403 when
 * the user's navigation does not lead to it (spec §6, the page guard's rule), and a redirect to
 * the user's own dashboard where the page guard would send them.
 */
export function createPageStatus(deps: {
  access: NavAccess;
  tenants: ReturnType<typeof createTenantDirectory>;
  defaultTenant: string;
}) {
  return async function pageStatus(request: FastifyRequest, pathname: string): Promise<PageAnswer> {
    const { locale, path } = parseLocalizedPath(pathname);
    const match = matchAppPage(path);
    if (!match) return page(404);
    if (match.audience === 'public') return page(200);
    // The back office has no locale prefix; its sign-in gate is the app's (issue 16).
    if (match.audience === 'staff')
      return path === pathname ? { kind: 'page', status: 200, clientOnly: true } : page(404);
    // Page loads carry no tenant header: the SPA acts for the default tenant (decision 0004).
    request.tenant ??= (await deps.tenants.find(deps.defaultTenant)) as FastifyRequest['tenant'];
    const user = request.tenant ? await request.currentUser() : null;
    // Signed out, the visitor is sent to sign in and back (`?next=`), as the page guard does.
    if (!user) return { kind: 'redirect', to: signInFor(pathname, request.url, locale) };
    const access = await deps.access.pageFor(user.tenantId, user.id, path, match.params.krn);
    switch (access.kind) {
      case 'not-found':
        return page(404);
      case 'not-available':
        return page(403);
      case 'redirect':
        return { kind: 'redirect', to: localizedPath(access.to, locale) };
      case 'open':
        return page(200);
    }
  };
}

export type PageStatus = ReturnType<typeof createPageStatus>;
