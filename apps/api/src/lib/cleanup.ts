// The scheduled clean-up of expired rows (issue 32): sessions past their end, rate-limit counters
// past their window, one-time codes used or expired, and refresh tokens whose session has ended. One process of the whole deployment runs it per interval: each instance's main process
// tries on its own timer, and a run is claimed in one statement on the scheduled_runs row, which
// succeeds only when the last run started at least most of an interval ago. It replaces the
// sweepers that ran in every worker (connect-pg-simple's prune, rate-limiter-flexible's
// clearExpiredByTimeout).
import type { Logger } from "pino";
import { createSqlPool, type SqlPool } from "./sql.js";

export const CLEANUP_TASK = "cleanup";
/** Rows deleted per statement: a large backlog goes in short transactions, not one long lock. */
export const CLEANUP_BATCH = 5000;
/**
 * A run may be claimed when the last one started this share of the interval ago: timers of
 * several instances drift, and a claim a moment early must not wait a whole interval more.
 */
const CLAIM_SHARE = 0.9;

/** Rows each kind of clean-up deleted in one run. */
export interface CleanupCounts {
  sessions: number;
  rateLimits: number;
  oneTimeCodes: number;
  refreshTokens: number;
}

/** What one attempt did: ran (with its counts), or found another process's run too recent. */
export type CleanupOutcome = { ran: true; counts: CleanupCounts; ms: number } | { ran: false };

type Queryable = Pick<SqlPool, "query">;

/** Deletes `statement`'s rows batch by batch (it must take the batch size as $1); returns the total. */
async function deleteInBatches(db: Queryable, statement: string): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(statement, [CLEANUP_BATCH]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < CLEANUP_BATCH) return total;
  }
}

/** Deletes every expired row now, whoever else runs; the scheduled path is runCleanup. */
export async function deleteExpiredRows(db: Queryable): Promise<CleanupCounts> {
  // connect-pg-simple reads a session only while expire >= now, and writes expire in the
  // connection's time zone as this comparison reads it.
  const sessions = await deleteInBatches(
    db,
    `DELETE FROM session WHERE sid IN (SELECT sid FROM session WHERE expire < now() LIMIT $1)`,
  );
  // rate-limiter-flexible counts a row past `expire` (ms since the epoch) as empty and overwrites
  // it on the next point: deleting it changes no count. A null expire never ends.
  const rateLimits = await deleteInBatches(
    db,
    `DELETE FROM rate_limits WHERE key IN (
       SELECT key FROM rate_limits
       WHERE expire < (extract(epoch FROM clock_timestamp()) * 1000)::bigint LIMIT $1)`,
  );
  // A code is read only while unused and unexpired (features/auth/repository.ts).
  const oneTimeCodes = await deleteInBatches(
    db,
    `DELETE FROM one_time_codes WHERE id IN (
       SELECT id FROM one_time_codes WHERE expires_at < now() OR used_at IS NOT NULL LIMIT $1)`,
  );
  // A token is good only while its login's session lives, and a used one presented again ends that
  // session (reuse detection): so a token is kept while its session lives, even expired, and goes
  // once the session has ended (logout, expiry). Every login writes one, so logged-out ones would
  // otherwise stay for REFRESH_TOKEN_TTL_SECONDS (14 days). A token a minute old or less is kept
  // whatever: a login writes it before its session row is saved at the end of the request.
  const refreshTokens = await deleteInBatches(
    db,
    `DELETE FROM refresh_tokens WHERE id IN (
       SELECT t.id FROM refresh_tokens t
       WHERE t.created_at < now() - interval '1 minute'
         AND NOT EXISTS (SELECT 1 FROM session s WHERE s.sid = t.session_sid AND s.expire >= now())
       LIMIT $1)`,
  );
  return { sessions, rateLimits, oneTimeCodes, refreshTokens };
}

/**
 * One scheduled attempt: claims the run for the deployment (when the last one started at least
 * 0.9 x `intervalMs` ago), deletes the expired rows, and records when it finished and what it did.
 * Two processes trying at once: one runs, the other gets { ran: false }.
 */
export async function runCleanup(db: Queryable, intervalMs: number): Promise<CleanupOutcome> {
  const started = performance.now();
  const claimed = await db.query(
    `INSERT INTO scheduled_runs (name, started_at) VALUES ($1, now())
     ON CONFLICT (name) DO UPDATE SET started_at = now(), finished_at = NULL
       WHERE scheduled_runs.started_at <= now() - make_interval(secs => $2::double precision)
     RETURNING name`,
    [CLEANUP_TASK, (intervalMs * CLAIM_SHARE) / 1000],
  );
  if (claimed.rowCount === 0) return { ran: false };
  const counts = await deleteExpiredRows(db);
  await db.query(`UPDATE scheduled_runs SET finished_at = now(), result = $2 WHERE name = $1`, [
    CLEANUP_TASK,
    JSON.stringify(counts),
  ]);
  return { ran: true, counts, ms: Math.round(performance.now() - started) };
}

export interface CleanupSchedule {
  /** One attempt now (also what the timer runs); a failure is logged and resolves { ran: false }. */
  runOnce(): Promise<CleanupOutcome>;
  /** Stops the timer, waits for a run in progress and closes the connection. */
  stop(): Promise<void>;
}

/**
 * Tries a clean-up every `intervalMs` (the first `firstDelayMs` after start, so a start is not
 * slowed), on a pool of one connection. Each run that claimed the task logs
 * its counts; `intervalMs` 0: no timer (runOnce only).
 */
export function scheduleCleanup(options: {
  databaseUrl: string;
  logger: Logger;
  intervalMs: number;
  firstDelayMs?: number;
}): CleanupSchedule {
  const { logger, intervalMs } = options;
  // One connection of its own (the main process has no other), kept open between runs.
  const pool = createSqlPool(options.databaseUrl, 1, (error) =>
    logger.warn({ err: error }, "the clean-up's idle connection failed"),
  );
  let running: Promise<CleanupOutcome> | null = null;
  const runOnce = (): Promise<CleanupOutcome> =>
    (running ??= runCleanup(pool, intervalMs)
      .then((outcome) => {
        if (outcome.ran) logger.info({ deleted: outcome.counts, ms: outcome.ms }, "expired rows cleaned up");
        return outcome;
      })
      .catch((error: unknown): CleanupOutcome => {
        // The database may be away for a moment: the next attempt tries again.
        logger.warn({ err: error }, "the expired rows could not be cleaned up");
        return { ran: false };
      })
      .finally(() => {
        running = null;
      }));
  let interval: NodeJS.Timeout | undefined;
  const first =
    intervalMs > 0
      ? setTimeout(
          () => {
            void runOnce();
            interval = setInterval(() => void runOnce(), intervalMs);
            interval.unref();
          },
          Math.min(options.firstDelayMs ?? 30_000, intervalMs),
        )
      : undefined;
  first?.unref();
  return {
    runOnce,
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      await running;
      await pool.end();
    },
  };
}
