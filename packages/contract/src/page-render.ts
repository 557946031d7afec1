/**
 * Between the API server and the web app's server render entry (`apps/web/src/entry-server.tsx`,
 * built into `apps/web/dist-server/`): what the server asks a page for and what it gets back
 * (decision 0140). Types only: the entry is loaded at run time by path.
 */
export interface RenderRequest {
  /** The page's absolute URL (`https://host/de/order?currency=EUR`). */
  readonly url: string;
  /** The request's Cookie header. */
  readonly cookies: string;
  /** The browser's languages, best first (parsed from Accept-Language). */
  readonly languages: readonly string[];
  readonly tenant: string;
  readonly brandName: string;
  /** `MARKETING_SITE_URL` (decision 0133), or null: the header and footer links depend on it. */
  readonly marketingSiteUrl: string | null;
  readonly now: Date;
  /** The API in the same process with this request's cookies. */
  readonly fetch: typeof fetch;
}

export type RenderAnswer =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      /** `<html lang dir>`. */
      readonly lang: string;
      readonly dir: 'ltr' | 'rtl';
      readonly title: string | null;
      /** The app's markup for `<div id="root">`. */
      readonly html: string;
      /** `<script type="application/json" id="page-data">…</script>`, or '' (render in the browser). */
      readonly data: string;
    };

/** The render entry's one export. */
export interface RenderEntry {
  renderPage(request: RenderRequest): Promise<RenderAnswer>;
}
