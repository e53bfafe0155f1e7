/**
 * Exact totals of product listings, kept in process memory for a short time per normalised filter.
 *
 * Why: the listing answers `pages` and `total` on every call, and an exact count(*) over a large
 * catalogue per request costs far more than the page itself (about 700 req/s against 8,000 for the
 * LIMIT query on the reference machine). Each filter's total is counted exactly, at most once per
 * TTL per process (concurrent misses share one count); in between, a new or removed product may show
 * in `total`/`pages` up to one TTL late. The list itself is always read fresh. The cache only holds
 * derived numbers, never user state, so any number of API instances may each keep their own.
 */
export interface TotalCache {
  /** The cached total for `key`, or computes it once (concurrent callers share the computation). */
  get(key: string, compute: () => Promise<number>): Promise<number>;
  /** Records a total learned for free (a short last page tells the exact total). */
  set(key: string, total: number): void;
  readonly size: number;
}

interface Entry {
  expiresAt: number;
  total: Promise<number>;
}

export const TOTAL_CACHE_TTL_MS = 30_000;
export const TOTAL_CACHE_MAX_ENTRIES = 2_000;

export function createTotalCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): TotalCache {
  const ttlMs = options.ttlMs ?? TOTAL_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? TOTAL_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function remember(key: string, total: Promise<number>): void {
    entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    entries.set(key, { expiresAt: now() + ttlMs, total });
  }

  return {
    get(key, compute) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.total;
      const total = compute();
      remember(key, total);
      // A failed count is not kept: the next request tries again.
      total.catch(() => {
        if (entries.get(key)?.total === total) entries.delete(key);
      });
      return total;
    },
    set(key, total) {
      remember(key, Promise.resolve(total));
    },
    get size() {
      return entries.size;
    },
  };
}
