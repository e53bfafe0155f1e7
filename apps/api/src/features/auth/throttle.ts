import { createHash } from "node:crypto";
import { type Charge, createLimiter, giveBackAll, takeAll } from "../../lib/throttle.js";
import type { SqlPool } from "../../lib/sql.js";

/**
 * Every auth limit, its key and numbers (README "Limits" lists them for people). Counted in
 * PostgreSQL BEFORE the work they protect (bcrypt, a code email), one atomic statement per count, so
 * a burst of parallel requests gets no more than one at a time would.
 */
export const LOGIN_LIMITS = {
  /** ASVS 4.0.3 V2.2.1: at most 100 failed attempts an hour on one account, from anywhere. */
  perAccountPerHour: 100,
  /** Attempts on one account from one address that are never slowed (typos). */
  freeFailures: 5,
  /** Past the free ones, each attempt from that address waits 1 s, 2 s, 4 s ... up to this. */
  maxDelaySeconds: 15 * 60,
  /** A run of failures from one address is forgotten this long after its first one. */
  failureMemorySeconds: 24 * 60 * 60,
  /** Failed logins from one address across all accounts: sized for a carrier's shared address (CGNAT). */
  perAddressPerHour: 300,
} as const;

export const CODE_LIMITS = {
  /** Codes per account, counted across every spelling of its phone or email and across purposes. */
  perAccountPerHour: 5,
  perAccountPerDay: 10,
  /** One code per account a minute, whatever the purpose. */
  resendCooldownSeconds: 60,
  /** Code requests from one address across all accounts: sized for a carrier's shared address. */
  perAddressPerHour: 100,
} as const;

/** Which wait a refused code request must show: the resend cooldown, or a spent budget. */
export type CodeRefusal = { kind: "cooldown" | "budget"; retryAfterSeconds: number };

/** A login attempt that was allowed to check a password. */
export interface LoginAttempt {
  /** The password was right: the attempt was no failure, and the run of failures ends. */
  succeeded(): Promise<void>;
}

export interface AuthThrottle {
  /**
   * Counts a login attempt on the account (its key) from the address before the password is
   * checked; a refusal carries the seconds to wait.
   */
  beginLogin(account: string, address: string): Promise<LoginAttempt | { retryAfterSeconds: number }>;
  /** Counts a code request for the account from the address; null when a code may be sent. */
  beginCodeSend(account: string, address: string): Promise<CodeRefusal | null>;
}

/** The wait after the nth attempt on an account from one address: free, then doubling, capped. */
export function backoffSeconds(attempt: number): number {
  const over = attempt - LOGIN_LIMITS.freeFailures;
  return over < 0 ? 0 : Math.min(LOGIN_LIMITS.maxDelaySeconds, 2 ** over);
}

/**
 * The key for an account: its id once resolved, else the normalised phone or email that names no
 * account yet (so the answer and the counting are the same whether or not an account exists). Text
 * that is neither is hashed: it comes from the request and the key column is short.
 */
export function accountKey(account: { userId: number } | { identifier: string }): string {
  if ("userId" in account) return `user:${account.userId}`;
  const text = account.identifier;
  return text.length <= 100 ? `id:${text}` : `sha:${createHash("sha256").update(text).digest("hex")}`;
}

/** The auth limits on the store's pool (the rate_limits table, created by a migration). */
export function createAuthThrottle(pool: SqlPool): AuthThrottle {
  const hour = 60 * 60;
  const day = 24 * hour;
  const loginPerAccount = createLimiter(pool, {
    name: "login_account",
    points: LOGIN_LIMITS.perAccountPerHour,
    durationSeconds: hour,
  });
  const loginPerAddress = createLimiter(pool, {
    name: "login_address",
    points: LOGIN_LIMITS.perAddressPerHour,
    durationSeconds: hour,
  });
  // The attempt number of a run from one address; it never refuses by itself (the gate does).
  const loginRun = createLimiter(pool, {
    name: "login_run",
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: LOGIN_LIMITS.failureMemorySeconds,
  });
  // One attempt per backoff window: the window each attempt opens is as long as its wait.
  const loginGate = createLimiter(pool, {
    name: "login_gate",
    points: 1,
    durationSeconds: LOGIN_LIMITS.maxDelaySeconds,
  });
  const codeCooldown = createLimiter(pool, {
    name: "code_cooldown",
    points: 1,
    durationSeconds: CODE_LIMITS.resendCooldownSeconds,
  });
  const codesPerHour = createLimiter(pool, {
    name: "code_account_hour",
    points: CODE_LIMITS.perAccountPerHour,
    durationSeconds: hour,
  });
  const codesPerDay = createLimiter(pool, {
    name: "code_account_day",
    points: CODE_LIMITS.perAccountPerDay,
    durationSeconds: day,
  });
  const codesPerAddress = createLimiter(pool, {
    name: "code_address",
    points: CODE_LIMITS.perAddressPerHour,
    durationSeconds: hour,
  });

  return {
    async beginLogin(account, address) {
      const pairKey = `${account}@${address}`;
      const charges: Charge[] = [
        { limiter: loginPerAddress, key: address },
        { limiter: loginPerAccount, key: account },
      ];
      const refused = await takeAll(charges);
      if (refused) return { retryAfterSeconds: refused.retryAfterSeconds };

      const run = await loginRun.take(pairKey);
      const wait = backoffSeconds(run.count);
      if (wait > 0) {
        // Parallel attempts each got their own number above; only one of them opens the window.
        const gate = await loginGate.take(pairKey, { windowSeconds: wait });
        if (!gate.ok) {
          await giveBackAll([
            ...charges,
            { limiter: loginRun, key: pairKey },
            { limiter: loginGate, key: pairKey },
          ]);
          return { retryAfterSeconds: gate.retryAfterSeconds };
        }
      }
      return {
        async succeeded() {
          await Promise.all([giveBackAll(charges), loginRun.clear(pairKey), loginGate.clear(pairKey)]);
        },
      };
    },

    async beginCodeSend(account, address) {
      const cooldown = await takeAll([{ limiter: codeCooldown, key: account }]);
      if (cooldown) return { kind: "cooldown", retryAfterSeconds: cooldown.retryAfterSeconds };
      // The day first: when both are spent, the answer names the longer wait.
      const budget = await takeAll([
        { limiter: codesPerDay, key: account },
        { limiter: codesPerHour, key: account },
        { limiter: codesPerAddress, key: address },
      ]);
      if (!budget) return null;
      await codeCooldown.giveBack(account);
      return { kind: "budget", retryAfterSeconds: budget.retryAfterSeconds };
    },
  };
}
