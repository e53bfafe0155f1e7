import { createTestDatabase } from "@carcare/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createSqlPool } from "./sql.js";

describe("the plain SQL pool", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
  });
  afterAll(async () => {
    await database.drop();
  });

  it("keeps an idle connection open, so the next query after a quiet spell needs no new one", async () => {
    // node-postgres closes idle connections with a timer; only that timer is faked.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pool = createSqlPool(database.url, 2, () => undefined);
    try {
      const backend = async () =>
        (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
      const first = await backend();
      vi.advanceTimersByTime(60 * 60_000);
      expect(pool.totalCount).toBe(1);
      expect(await backend()).toBe(first);
    } finally {
      vi.useRealTimers();
      await pool.end();
    }
  });
});
