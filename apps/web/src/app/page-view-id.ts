/**
 * spec §7 `userSession.pageViewId`: the id of the page view the visitor is on. A new one is made
 * for every page view the app records (page-views.ts), so a purchase names the page it was made
 * from; before the first one (the page is still hydrating) one is made on demand.
 */
let current: string | null = null;

const newId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `pv_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

export function nextPageViewId(): string {
  current = newId();
  return current;
}

export function currentPageViewId(): string {
  current ??= newId();
  return current;
}
