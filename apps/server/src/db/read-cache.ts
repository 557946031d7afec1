import { metrics } from '../metrics';
import { dataVersionOf } from './data-version';

/** How many answers a read cache keeps at the most, the least recently used going first. */
export const READ_CACHE_ENTRIES = 2_000;

/** Freezes a value and everything in it, so that no holder can change what others see. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * What a read loaded, and the data version its own statement read under where the read knows it
 * (PostgreSQL's `readVersion`): kept only if that is the version read before; never if null.
 */
export interface Loaded<T> {
  readonly value: T;
  readonly version?: number | string | null | undefined;
}

/**
 * Answers of a read kept by key while the database's data version stays the same (decision
 * 0226): the read runs again after any write that may change it, by this server or another
 * connection. Where `db` has no data version (a transaction, a version that cannot be read)
 * every call reads, and so does a read whose load says it may not be kept.
 *
 * A kept answer is shared by every caller and frozen, so that no caller can change what the
 * next one gets. The answer must depend on the database and fixed settings only — not on the
 * clock, the request, or anything else that changes without a write. `name` labels its counts in
 * `halyard_read_cache_total` (hits, misses, and reads where nothing can be kept).
 */
export function createReadCache<T>(db: object, name: string, entries = READ_CACHE_ENTRIES) {
  const version = dataVersionOf(db);
  const kept = new Map<string, { readonly version: number | string; readonly value: T }>();
  const count = (result: 'hit' | 'miss' | 'uncached') =>
    metrics.readCache.labels({ cache: name, result });
  const [hits, misses, uncached] = [count('hit'), count('miss'), count('uncached')];
  return async function read(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const now = version === null ? null : await version.current();
    if (now === null) {
      uncached.inc();
      return (await load()).value;
    }
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key); // most recently used last
      if (hit.version === now) {
        kept.set(key, hit);
        hits.inc();
        return hit.value;
      }
    }
    // Kept under the version read before the read began: a write in between makes it stale.
    const loaded = await load();
    if (loaded.version !== undefined && loaded.version !== now) {
      uncached.inc();
      return loaded.value;
    }
    misses.inc();
    const value = deepFreeze(loaded.value);
    kept.set(key, { version: now, value });
    if (kept.size > entries) kept.delete(kept.keys().next().value as string);
    return value;
  };
}
