import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const NowContext = createContext<Date | null>(null);

/**
 * The instant the rules of the current page are evaluated at (every domain rule takes `now`): one
 * per navigation, shared by the navigation, the page guard and the page, so they never disagree.
 */
export function NowProvider({ children }: { readonly children: ReactNode }) {
  const { key } = useLocation();
  const [page, setPage] = useState(() => ({ key, now: new Date() }));
  if (page.key !== key) setPage({ key, now: new Date() });
  return <NowContext.Provider value={page.now}>{children}</NowContext.Provider>;
}

/** The current page's instant (outside a provider: the instant the component mounted). */
export function useNow(): Date {
  const shared = useContext(NowContext);
  const [mounted] = useState(() => new Date());
  return shared ?? mounted;
}
