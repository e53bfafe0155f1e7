// The catalogue's in-process caches: listing totals, and the visitors' listings under product pages.

/** Answers kept for a while per key: concurrent misses share one read, and a failed read is not kept. */
export interface ExpiringCache<T> {
  /** The kept answer for `key`, or reads it once (concurrent callers share the read). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Records an answer learned for free (a short last page tells the exact total). */
  set(key: string, value: T): void;
  /** Drops every kept answer (an announced catalogue change that may move products in or out). */
  clear(): void;
  readonly size: number;
}

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
export type TotalCache = ExpiringCache<number>;

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export const TOTAL_CACHE_TTL_MS = 30_000;
export const TOTAL_CACHE_MAX_ENTRIES = 2_000;

/**
 * Keeps each key's answer for `ttlMs` (0 keeps nothing: every get reads), at most `maxEntries` of
 * them (the oldest go first). The one expiry and shared-miss logic of the catalogue's caches.
 */
export function createExpiringCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ExpiringCache<T> {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  function remember(key: string, value: Promise<T>): void {
    entries.delete(key);
    if (ttlMs <= 0) return;
    // Map keeps insertion order: the first key is the oldest entry.
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    entries.set(key, { expiresAt: now() + ttlMs, value });
  }

  return {
    get(key, compute) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const value = compute();
      remember(key, value);
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    set(key, value) {
      remember(key, Promise.resolve(value));
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export function createTotalCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): TotalCache {
  return createExpiringCache<number>({
    ttlMs: options.ttlMs ?? TOTAL_CACHE_TTL_MS,
    maxEntries: options.maxEntries ?? TOTAL_CACHE_MAX_ENTRIES,
    now: options.now,
  });
}
