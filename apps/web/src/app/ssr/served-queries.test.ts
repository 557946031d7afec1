import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { noteServedQueries, refetchOnMount } from './served-queries';

/** A page's queries as the server dehydrates them into its HTML (decision 0140). */
function servedPage() {
  const server = new QueryClient();
  server.setQueryData(['account', 'credit-balance'], { balances: [] });
  server.setQueryData(['security', 'sessions'], { sessions: [] });
  const browser = new QueryClient();
  hydrate(browser, dehydrate(server));
  return browser;
}

const query = (client: QueryClient, key: string[]) => {
  const found = client.getQueryCache().find({ queryKey: key });
  if (!found) throw new Error(`no query ${key.join('/')}`);
  return found;
};

describe('decision 0249: the answers a page was rendered with are not read again as it hydrates', () => {
  it('a served query, unchanged, is not refetched on mount within the minute', () => {
    const client = servedPage();
    noteServedQueries(client, 1_000);
    expect(refetchOnMount(query(client, ['account', 'credit-balance']), 1_000 + 59_999)).toBe(
      false,
    );
    // After the minute it mounts as TanStack's default does: read again when stale.
    expect(refetchOnMount(query(client, ['account', 'credit-balance']), 1_000 + 60_000)).toBe(true);
  });

  it('a served query changed or invalidated since is read again; so is any other query', async () => {
    const client = servedPage();
    noteServedQueries(client, 1_000);
    const sessions = query(client, ['security', 'sessions']);
    await client.invalidateQueries({ queryKey: ['security', 'sessions'], refetchType: 'none' });
    expect(refetchOnMount(sessions, 2_000)).toBe(true);

    const balance = query(client, ['account', 'credit-balance']);
    await new Promise((resolve) => setTimeout(resolve, 2)); // a later answer has a later time
    client.setQueryData(['account', 'credit-balance'], { balances: [{ currency: 'EUR' }] });
    expect(refetchOnMount(balance, 2_000)).toBe(true);

    client.setQueryData(['invoices'], { invoices: [] });
    expect(refetchOnMount(query(client, ['invoices']), 2_000)).toBe(true);
  });
});
