import { Writable } from "node:stream";
import { createTestDatabase } from "@carcare/db/testing";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CLEANUP_BATCH, runCleanup, scheduleCleanup } from "./cleanup.js";
import { createSessionStore } from "./session.js";
import { createSqlPool } from "./sql.js";
import { createLimiter } from "./throttle.js";

const FIVE_MINUTES = 5 * 60_000;

describe("the scheduled clean-up of expired rows", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let userId: number;
  beforeAll(async () => {
    database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
    pool = createSqlPool(database.url, 3, () => undefined);
    const user = await pool.query<{ id: number }>(
      `INSERT INTO users (first_name, email, phone, password_hash, updated_at)
       VALUES ('Clean', 'clean@example.test', '+971500009999', '!', now()) RETURNING id`,
    );
    userId = user.rows[0]!.id;
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** The scheduled_runs row ready for a new run, as if the last one were long ago. */
  const forgetLastRun = () => pool.query("DELETE FROM scheduled_runs");
  const keys = async (sql: string) => (await pool.query<{ k: string }>(sql)).rows.map((r) => r.k).sort();

  it("when rows have expired, then they are deleted and live rows stay, read as before", async () => {
    await forgetLastRun();
    // Sessions written by the store itself, so `expire` is stored as the app stores it.
    const store = createSessionStore(pool);
    const save = (sid: string, expires: Date) =>
      new Promise<void>((resolve, reject) =>
        store.set(
          sid,
          { cookie: { expires, originalMaxAge: 1000, httpOnly: true, path: "/" }, userId } as never,
          (error?: unknown) => (error ? reject(error) : resolve()),
        ),
      );
    await save("ended", new Date(Date.now() - 60_000));
    await save("live", new Date(Date.now() + 86_400_000));
    // Rate-limit rows written by the limiter: one window of a second (then waited out), one of an hour.
    const short = createLimiter(pool, { name: "clean_short", points: 5, durationSeconds: 1 });
    const long = createLimiter(pool, { name: "clean_long", points: 5, durationSeconds: 3600 });
    await short.take("a");
    await long.take("a");
    await pool.query("INSERT INTO rate_limits (key, points, expire) VALUES ('clean_forever:a', 1, NULL)");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await pool.query(
      `INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at, used_at) VALUES
         ($1, 'LOGIN', 'expired', now() - interval '1 minute', NULL),
         ($1, 'LOGIN', 'used', now() + interval '9 minutes', now()),
         ($1, 'PASSWORD_RESET', 'live', now() + interval '9 minutes', NULL)`,
      [userId],
    );
    await pool.query(
      `INSERT INTO refresh_tokens (family_id, user_id, session_sid, token_hash, created_at, expires_at, used_at)
       VALUES
         (gen_random_uuid(), $1, 'ended', 'expired-session-ended', now() - interval '15 days', now() - interval '1 day', now()),
         (gen_random_uuid(), $1, 'logged-out', 'session-ended', now() - interval '1 hour', now() + interval '13 days', NULL),
         (gen_random_uuid(), $1, 'not-saved-yet', 'fresh-login', now(), now() + interval '14 days', NULL),
         (gen_random_uuid(), $1, 'live', 'expired-session-live', now() - interval '15 days', now() - interval '1 day', now()),
         (gen_random_uuid(), $1, 'live', 'live', now() - interval '1 hour', now() + interval '1 day', NULL)`,
      [userId],
    );

    const outcome = await runCleanup(pool, FIVE_MINUTES);

    expect(outcome).toMatchObject({
      ran: true,
      counts: { sessions: 1, rateLimits: 1, oneTimeCodes: 2, refreshTokens: 2 },
    });
    expect(await keys("SELECT sid AS k FROM session")).toEqual(["live"]);
    expect(await keys("SELECT key AS k FROM rate_limits")).toEqual(["clean_forever:a", "clean_long:a"]);
    expect(await keys("SELECT code_hash AS k FROM one_time_codes")).toEqual(["live"]);
    // Tokens of ended sessions go, expired or not. A used token of a live session stays (presenting
    // it again must still end that session), and so does a login's token written a moment before
    // its session row.
    expect(await keys("SELECT token_hash AS k FROM refresh_tokens")).toEqual([
      "expired-session-live",
      "fresh-login",
      "live",
    ]);
    // The live rows still work: the session reads, the hour's counter goes on from 1.
    const live = await new Promise((resolve, reject) =>
      store.get("live", (error, data) => (error ? reject(error) : resolve(data))),
    );
    expect(live).toMatchObject({ userId });
    expect(await long.take("a")).toEqual({ ok: true, count: 2 });
    const recorded = await pool.query(
      "SELECT result, finished_at FROM scheduled_runs WHERE name = 'cleanup'",
    );
    expect(recorded.rows[0]).toMatchObject({
      result: { sessions: 1, rateLimits: 1, oneTimeCodes: 2, refreshTokens: 2 },
      finished_at: expect.any(Date),
    });
    store.close();
  });

  it("when two instances try at the same moment, then one runs, the other skips, and rows go once", async () => {
    await forgetLastRun();
    await pool.query(
      `INSERT INTO rate_limits (key, points, expire)
       SELECT 'clean_many:' || g, 1, (extract(epoch FROM now()) * 1000)::bigint - 1000
       FROM generate_series(1, $1::int) g`,
      [CLEANUP_BATCH * 2 + 7],
    );
    // Each instance on its own pool (its own connection), as two machines would be.
    const first = new pg.Pool({ connectionString: database.url, max: 1 });
    const second = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const outcomes = await Promise.all([runCleanup(first, FIVE_MINUTES), runCleanup(second, FIVE_MINUTES)]);
      const ran = outcomes.filter((outcome) => outcome.ran);
      expect(ran).toHaveLength(1);
      // Past the batch size: the backlog went in several statements, every row of it.
      expect(ran[0]).toMatchObject({ counts: { rateLimits: CLEANUP_BATCH * 2 + 7 } });
      expect(await keys("SELECT key AS k FROM rate_limits WHERE key LIKE 'clean_many:%'")).toEqual([]);
      // Within the interval nobody runs again, whichever instance asks.
      expect(await runCleanup(first, FIVE_MINUTES)).toEqual({ ran: false });
      expect(await runCleanup(second, FIVE_MINUTES)).toEqual({ ran: false });
      // Once most of the interval has passed (here, an interval of 10 ms), the next try runs.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await runCleanup(second, 10)).toMatchObject({ ran: true });
    } finally {
      await first.end();
      await second.end();
    }
  });

  it("when scheduled, then it runs on its timer and logs what it deleted, and stops cleanly", async () => {
    await forgetLastRun();
    await pool.query(
      "INSERT INTO rate_limits (key, points, expire) VALUES ('clean_timer:a', 1, 1), ('clean_timer:b', 1, 2)",
    );
    const lines: { msg: string; deleted?: { rateLimits: number } }[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
          done();
        },
      }),
    );
    const schedule = scheduleCleanup({ databaseUrl: database.url, logger, intervalMs: 50, firstDelayMs: 0 });
    try {
      await expect
        .poll(() => lines.find((line) => line.msg === "expired rows cleaned up"), { timeout: 5000 })
        .toMatchObject({ deleted: { rateLimits: 2 } });
    } finally {
      await schedule.stop();
    }
    expect(await keys("SELECT key AS k FROM rate_limits WHERE key LIKE 'clean_timer:%'")).toEqual([]);
  });
});
