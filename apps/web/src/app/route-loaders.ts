import { languageFromAcceptLanguage, switchLocale } from '@halyard/domain';
import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { activateLanguage, hasFullCatalogue } from '@/i18n/i18n';
import { defaultLanguage, languageFromPrefix, localizePath, type Language } from '@/i18n/locales';
import { readLocaleCookie } from './locale-cookie';
import { serverScope } from './ssr/server-scope';

/** The language of the optional `:locale` prefix; an unknown prefix is a 404. */
function requireLanguage(prefix: string | undefined): Language {
  const language = languageFromPrefix(prefix);
  if (!language) throw data(null, { status: 404 });
  return language;
}

let firstNavigation = true;

/**
 * spec §2 the `locale` cookie is honoured on return: a visit that starts on a path without a
 * prefix goes to the picked language (decision 0043). Without a cookie (a first visit) the
 * browser's languages — what it sends as Accept-Language — pick one of the 29 (issue 9,
 * decision 0076). Only the first navigation of a visit: after it, every link already carries the
 * language. English (picked or preferred) stays without a prefix.
 */
function returningVisitorLanguage(request: Request, prefix: string | undefined): string | null {
  // Every request the server renders is a visit's first navigation (decision 0140).
  const first = serverScope() !== undefined || firstNavigation;
  firstNavigation = false;
  if (!first || prefix !== undefined) return null;
  const code = readLocaleCookie()?.code ?? browserLanguage();
  if (!code || code === defaultLanguage.code) return null;
  const url = new URL(request.url);
  return switchLocale(url.pathname, code) + url.search + url.hash;
}

/** The page the server rendered was the first navigation: the browser goes on from there. */
export function markFirstNavigationDone(): void {
  firstNavigation = false;
}

function browserLanguage() {
  const server = serverScope();
  if (server) return languageFromAcceptLanguage(server.languages);
  if (typeof navigator === 'undefined') return undefined;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languageFromAcceptLanguage(tags.filter(Boolean));
}

/** The storefront's pages (decision 0050): their strings are the `checkout` namespace. */
const STOREFRONT_PAGES = ['order', 'checkout', 'redeem-gift', 'setup'];

/** `/order`, `/de/checkout/confirmation`: a storefront page (after the optional locale prefix). */
function isStorefrontPage(url: URL): boolean {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const page = first !== undefined && languageFromPrefix(first) ? second : first;
  return STOREFRONT_PAGES.includes(page ?? '');
}

/**
 * Root: every page renders in its URL's language, with that catalogue loaded first. A storefront
 * page needs only the shell's part of the English `translation` catalogue (decision 0050).
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const target = returningVisitorLanguage(request, params.locale);
  if (target) throw redirect(target);
  await prepareLanguage(new URL(request.url), requireLanguage(params.locale));
  return null;
}

/**
 * The catalogues a page renders with: the language's `translation` catalogue (only the shell's
 * part on a storefront page) and its `checkout` namespace, which the storefront and the portal's
 * card and plan forms share. The same on the server and before hydrating (decision 0140), so the
 * browser's first render says what the server's did.
 */
async function prepareLanguage(url: URL, language: Language): Promise<void> {
  await Promise.all([
    activateLanguage(language, { shellOnly: isStorefrontPage(url) }),
    import('@/i18n/checkout-namespace').then(({ loadCheckoutNamespace }) =>
      loadCheckoutNamespace(language.languageCode),
    ),
  ]);
}

/** Before hydrating a page the server rendered: the catalogues the server rendered it with. */
export function hydrateLanguage(url: URL, prefix: string | undefined): Promise<void> {
  return prepareLanguage(url, languageFromPrefix(prefix) ?? defaultLanguage);
}

/** Root: leaving the storefront for another page loads the whole catalogues first (0050, 0079). */
export function shouldRevalidateLanguage({
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || (!hasFullCatalogue() && !isStorefrontPage(nextUrl));
}

/** `/` (and `/de`) open the portal's dashboard: a redirect, on the server or in the browser. */
export function homeLoader({ params }: LoaderFunctionArgs): never {
  throw redirect(localizePath(requireLanguage(params.locale), '/subscriptions'));
}

/**
 * Portal pages need a session; without one the visitor signs in and comes back. The check (and
 * the query cache it fills) loads with the first portal page, not in every page's entry: the
 * storefront never needs it (decision 0050).
 */
export async function requireUserLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const language = requireLanguage(params.locale);
  const { requireUser } = await import('./require-user');
  return requireUser(language, request);
}
