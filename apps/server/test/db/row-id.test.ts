import { describe, expect, it } from 'vitest';
import { newRowId } from '../../src/db/row-id';

// Decision 0227: new rows of the growing tables get time-ordered ids (UUID version 7).
describe('row ids', () => {
  it('are version-7 UUIDs, all different even when thousands are made in one millisecond', () => {
    const ids = Array.from({ length: 5_000 }, newRowId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 300))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sort by the time they were made: a later millisecond sorts after', async () => {
    const first = newRowId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = newRowId();
    expect([later, first].sort()).toEqual([first, later]);
    // The first 48 bits are the time in milliseconds.
    const ms = Number.parseInt(later.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(1_000);
  });
});
