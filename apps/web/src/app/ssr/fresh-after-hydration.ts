import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

let serverRendered = false;

/** The client entry says the first page came from the server (decision 0140). */
export function markServerRendered(): void {
  serverRendered = true;
}

/**
 * A storefront page the server rendered — for this visitor, or pre-rendered at build time for
 * every visitor — reads its data again once it has hydrated: what depends on the visitor (the
 * session, a referral, free-period cookies) and the catalogue as it is now replace the HTML's in
 * place (the page keeps its frame while the read runs, no skeleton, no layout shift). Called by
 * the part of the page that shows the data, so it runs after that part has hydrated.
 */
export function useFreshAfterHydration(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!serverRendered) return;
    serverRendered = false;
    void revalidate();
  }, [revalidate]);
}
