import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { freshReadOwed } from './ssr/fresh-after-hydration';

/**
 * A storefront page's `shouldRevalidate` (decision 0050): another page, or the same URL again (an
 * explicit revalidation), is React Router's call; a changed query string reads again only when
 * `changed` says the change matters to what the page reads, or while the page still owes its
 * read after hydration (`freshReadOwed`).
 */
export function revalidateOnSearch(changed: (current: URL, next: URL) => boolean) {
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search
      ? defaultShouldRevalidate
      : freshReadOwed() || changed(currentUrl, nextUrl);
}
