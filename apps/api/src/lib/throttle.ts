import { isIPv6 } from "node:net";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { m } from "@carcare/contracts/messages";
import type { Language } from "./language.js";
import type { SqlPool } from "./sql.js";

/** The table every limit counts in; created by a migration (model RateLimit in prisma/schema.prisma). */
export const RATE_LIMIT_TABLE = "rate_limits";

/** A limit: at most `points` per key in a window of `durationSeconds` that starts at the key's first point. */
export interface LimitPolicy {
  /** Prefixes every key in the table, so limits never share a counter. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** What taking a point gave: the key's count including it, or a refusal with the wait. */
export type Take = { ok: true; count: number } | { ok: false; count: number; retryAfterSeconds: number };

/** One limit's counters in PostgreSQL; every API instance shares them. */
export interface Limiter {
  readonly policy: LimitPolicy;
  /**
   * Counts one point for the key in one atomic statement, so parallel requests each see their own
   * count. `windowSeconds` sets the window's length when this point opens it (backoff gates).
   */
  take(key: string, options?: { windowSeconds?: number }): Promise<Take>;
  /** Gives one point back (an attempt that turned out not to count). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
}

/**
 * Builds a limiter on rate-limiter-flexible's PostgreSQL store. Expired rows are deleted by the
 * scheduled clean-up (lib/cleanup.ts), one process of the whole deployment, not by the limiters.
 */
export function createLimiter(pool: SqlPool, policy: LimitPolicy): Limiter {
  const store = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: policy.name,
    points: policy.points,
    duration: policy.durationSeconds,
  });
  return {
    policy,
    async take(key, options = {}) {
      try {
        const res = await store.consume(
          key,
          1,
          options.windowSeconds ? { customDuration: Math.max(1, Math.ceil(options.windowSeconds)) } : {},
        );
        return { ok: true, count: res.consumedPoints };
      } catch (refusal) {
        // Over the limit the store rejects with its state, never an Error; an Error is the database's.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return {
          ok: false,
          count: refusal.consumedPoints,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        };
      }
    },
    async giveBack(key) {
      await store.reward(key, 1);
    },
    async clear(key) {
      await store.delete(key);
    },
  };
}

/** One point to take: a limiter and the key it counts. */
export interface Charge {
  limiter: Limiter;
  key: string;
}

/** The first limit that refused, with the wait it asks for. */
export interface Refusal {
  limiter: Limiter;
  retryAfterSeconds: number;
}

/**
 * Takes a point from each charge in order and stops at the first refusal. A refused request then
 * gives back every point it took, the refused one included, so the counters count only requests
 * that went on to do the work and a flood of refused ones cannot push anyone's wait further out.
 */
export async function takeAll(charges: Charge[]): Promise<Refusal | null> {
  const taken: Charge[] = [];
  for (const charge of charges) {
    const result = await charge.limiter.take(charge.key);
    taken.push(charge);
    if (!result.ok) {
      await giveBackAll(taken);
      return { limiter: charge.limiter, retryAfterSeconds: result.retryAfterSeconds };
    }
  }
  return null;
}

/** Gives back one point for each charge. */
export async function giveBackAll(charges: Charge[]): Promise<void> {
  await Promise.all(charges.map((charge) => charge.limiter.giveBack(charge.key)));
}

/**
 * The key for a client address. An IPv6 customer (or attacker) usually holds a whole /64, so IPv6
 * counts by its first four groups; IPv4 (also written as ::ffff:a.b.c.d) counts by the address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * A wait in words for the 429 messages, in `language` (English by default): "45 seconds",
 * "15 minutes", "3 hours"; in Arabic with its plural forms ("دقيقتين", "15 دقيقة").
 */
export function describeWait(seconds: number, language: Language = "en"): string {
  const locale = { locale: language };
  if (seconds < 90) return m.waitSeconds({ count: seconds }, locale);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return m.waitMinutes({ count: minutes }, locale);
  return m.waitHours({ count: Math.ceil(minutes / 60) }, locale);
}
