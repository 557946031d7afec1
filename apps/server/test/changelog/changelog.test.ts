import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-server';
import { useTestServer } from '../use-test-server';

const t = useTestServer();

interface Entry {
  id: string;
  title: string;
  published_at: string;
  is_new: boolean;
}
const page = async (query = '', tenant?: string) =>
  t.request('GET', `/api/v1/changelog${query}`, { ...(tenant && { tenant }) });

describe(`spec §2 Changelog (${testDatabaseKind})`, () => {
  it('lists published changes newest first, "New!" for those of the last 30 days', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    const entries: Entry[] = res.body.entries;
    const times = entries.map((e) => new Date(e.published_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Seeded 2, 12, 26, 45 … days ago; the entry scheduled 7 days ahead is not listed yet.
    expect(entries.map((e) => e.is_new)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(entries.some((e) => e.title === 'Split tunnelling on macOS')).toBe(false);
    expect(times.every((time) => time <= t.clock.now().getTime())).toBe(true);
  });

  it('decides "New!" and publication with the injected clock', async () => {
    t.clock.advance(8 * 86_400_000);
    const entries: Entry[] = (await page()).body.entries;
    expect(entries[0]).toMatchObject({ title: 'Split tunnelling on macOS', is_new: true });
    // The entry seeded 26 days ago is now 34 days old.
    expect(entries.find((e) => e.title === 'Router coupon for Aircove')?.is_new).toBe(false);
    t.clock.advance(-8 * 86_400_000);
  });

  it('pages with limit and before, without repeating or skipping an entry', async () => {
    const all: Entry[] = (await page()).body.entries;
    const first = await page('?limit=3');
    expect(first.body.entries.map((e: Entry) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
    const next = await page(`?limit=3&before=${encodeURIComponent(first.body.next_before)}`);
    expect(next.body.entries.map((e: Entry) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id));
    const last = await page(`?limit=50`);
    expect(last.body.next_before).toBeNull();
  });

  it('is per tenant: another tenant’s entries are its own', async () => {
    const other: Entry[] = (await page('', 'northwind')).body.entries;
    const mine: Entry[] = (await page()).body.entries;
    expect(other).toHaveLength(mine.length);
    expect(other.map((e) => e.id).filter((id) => mine.some((m) => m.id === id))).toEqual([]);
  });

  it('rejects a bad limit or cursor (400)', async () => {
    expect((await page('?limit=0')).status).toBe(400);
    expect((await page('?limit=51')).status).toBe(400);
    expect((await page('?before=yesterday')).status).toBe(400);
  });
});
