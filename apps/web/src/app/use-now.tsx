import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { serverScope } from './ssr/server-scope';

const NowContext = createContext<Date | null>(null);

/** The instant the server rendered the page with, until the browser has hydrated it. */
let serverInstant: Date | null = null;

/** The client entry hands over the instant of the HTML it hydrates (decision 0140). */
export function hydrateWithInstant(now: Date): void {
  serverInstant = now;
}

/**
 * The instant the rules of the current page are evaluated at (every domain rule takes `now`): one
 * per navigation, shared by the navigation, the page guard and the page, so they never disagree.
 * A page rendered on the server (or pre-rendered on the same day of the server's clock) keeps the
 * server's instant for as long as it is shown: parts of it hydrate later (a suspended checkout), and
 * must render what the server did even when the browser's clock says another day.
 */
export function NowProvider({ children }: { readonly children: ReactNode }) {
  const { key } = useLocation();
  const [page, setPage] = useState(() => ({
    key,
    now: serverScope()?.now ?? serverInstant ?? new Date(),
  }));
  if (page.key !== key) setPage({ key, now: new Date() });
  return <NowContext.Provider value={page.now}>{children}</NowContext.Provider>;
}

/** The current page's instant (outside a provider: the instant the component mounted). */
export function useNow(): Date {
  const shared = useContext(NowContext);
  const [mounted] = useState(() => new Date());
  return shared ?? mounted;
}
