import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { serverScope } from './ssr/server-scope';

const NowContext = createContext<Date | null>(null);

/** The instant the server rendered the page with, until the browser has hydrated it. */
let serverInstant: Date | null = null;

/** The client entry hands over the instant of the HTML it hydrates (decision 0140). */
export function hydrateWithInstant(now: Date): void {
  serverInstant = now;
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The instant the rules of the current page are evaluated at (every domain rule takes `now`): one
 * per navigation, shared by the navigation, the page guard and the page, so they never disagree.
 * A page rendered on the server (or pre-rendered at build time) hydrates with the server's instant,
 * so both render the same; a pre-rendered page of an earlier day moves to today after hydrating.
 */
export function NowProvider({ children }: { readonly children: ReactNode }) {
  const { key } = useLocation();
  const [page, setPage] = useState(() => ({
    key,
    now: serverScope()?.now ?? serverInstant ?? new Date(),
  }));
  if (page.key !== key) setPage({ key, now: new Date() });
  useEffect(() => {
    if (!serverInstant) return;
    const rendered = serverInstant;
    serverInstant = null;
    const now = new Date();
    if (utcDay(rendered) !== utcDay(now)) setPage((current) => ({ ...current, now }));
  }, []);
  return <NowContext.Provider value={page.now}>{children}</NowContext.Provider>;
}

/** The current page's instant (outside a provider: the instant the component mounted). */
export function useNow(): Date {
  const shared = useContext(NowContext);
  const [mounted] = useState(() => new Date());
  return shared ?? mounted;
}
