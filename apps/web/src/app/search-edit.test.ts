import { describe, expect, it } from 'vitest';
import { composeSearch, toggleListed } from './search-edit';

const set =
  (name: string, value: string) =>
  (params: URLSearchParams): void =>
    params.set(name, value);

// Decision 0050: the storefront's choice lives in the query string, and each click edits it.
describe('query-string edits build on those asked for before them', () => {
  it('a second click before the first one is rendered keeps the first (12 months, then an add-on)', () => {
    const first = composeSearch(null, 'tier=premium', set('length', '12'));
    const second = composeSearch(first, 'tier=premium', set('addons', 'dip'));
    expect(second.next).toBe('tier=premium&length=12&addons=dip');
  });

  it('a render of the first edit between two later clicks keeps all three', () => {
    const a = composeSearch(null, '', set('length', '12'));
    const b = composeSearch(a, '', set('addons', 'dip'));
    const c = composeSearch(b, 'length=12', set('currency', 'EUR'));
    expect(c.next).toBe('length=12&addons=dip&currency=EUR');
  });

  it('once the page shows what was asked for, the next edit starts from it', () => {
    const a = composeSearch(null, '', set('length', '12'));
    const b = composeSearch(a, 'length=12', set('length', '24'));
    expect(b.next).toBe('length=24');
    expect(b.seen).toEqual(['length=12', 'length=24']);
  });

  it('a query string the chain never asked for (the visitor went elsewhere) starts a new chain', () => {
    const a = composeSearch(null, 'length=1', set('length', '12'));
    const b = composeSearch(a, 'offer=spring', set('addons', 'dip'));
    expect(b.next).toBe('offer=spring&addons=dip');
  });
});

describe('toggleListed', () => {
  it('adds to and takes from a comma-separated list, dropping the parameter when it empties', () => {
    const params = new URLSearchParams('addons=dip');
    toggleListed(params, 'addons', 'esim', true);
    expect(params.get('addons')).toBe('dip,esim');
    toggleListed(params, 'addons', 'dip', false);
    toggleListed(params, 'addons', 'esim', false);
    expect(params.has('addons')).toBe(false);
  });
});
