import { useEffect, useRef } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { replayEarlyInput } from './early-input';

let serverRendered = false;

/** The loader data the server rendered, while the read after hydration has not yet landed. */
let owedSince: { readonly data: unknown } | null = null;

/** The client entry says the first page came from the server (decision 0140). */
export function markServerRendered(): void {
  serverRendered = true;
}

/**
 * Whether the page still owes its read after hydration. A change of the query string that
 * starts while that read runs (a plan clicked at once, or replayed from before hydration)
 * interrupts it, and the page's `shouldRevalidate` would then skip the loader for a change that
 * reads nothing: the visitor's own prices never came. While this says so, it reads.
 */
export function freshReadOwed(): boolean {
  return owedSince !== null;
}

/**
 * A storefront page the server rendered — for this visitor, or pre-rendered at build time for
 * every visitor — reads its data again once it has hydrated: what depends on the visitor (the
 * session, a referral, free-period cookies) and the catalogue as it is now replace the HTML's in
 * place (the page keeps its frame while the read runs, no skeleton, no layout shift). Called by
 * the part of the page that shows the data, so it runs after that part has hydrated. The read is
 * owed until the route's loader data is new (React Router keeps a route's data, the same object,
 * when a navigation does not run its loader), or until the page goes away. What the visitor
 * chose in the HTML before it hydrated is told to the page here too (`replayEarlyInput`): the
 * page's part has hydrated by now (a Suspense boundary hydrates after the root has committed).
 */
export function useFreshAfterHydration(): void {
  const { revalidate } = useRevalidator();
  const data = useLoaderData();
  const rendered = useRef(data);
  useEffect(() => {
    if (!serverRendered) return;
    serverRendered = false;
    owedSince = { data: rendered.current };
    void revalidate();
    replayEarlyInput();
  }, [revalidate]);
  useEffect(() => {
    if (owedSince && owedSince.data !== data) owedSince = null;
  }, [data]);
  useEffect(
    () => () => {
      owedSince = null;
    },
    [],
  );
}
