import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  applyMigrations,
  createPrismaClient,
  type EmbeddedCluster,
  MIGRATIONS_DIR,
  type PrismaClient,
  startEmbeddedCluster,
} from "@carcare/db";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors.js";
import { normaliseError } from "./error-handler.js";
import { createSqlPool, type SqlPool } from "./sql.js";

/** The error a promise rejects with; fails the test if it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the database call to fail");
}

// The errors are the real ones: a cluster of this file's own is stopped under the store's two
// clients (Prisma through @prisma/adapter-pg, and the plain pg pool), configured as the store does.
describe("isDatabaseUnavailable with the errors a lost PostgreSQL really raises", () => {
  let dir: string;
  let cluster: EmbeddedCluster;
  let prisma: PrismaClient;
  let sql: SqlPool;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "carcare-db-errors-"));
    chmodSync(dir, 0o755);
    cluster = await startEmbeddedCluster(dir);
    url = cluster.adminUrl;
    await applyMigrations(url, MIGRATIONS_DIR);
    prisma = createPrismaClient(url, { poolSize: 2 });
    sql = createSqlPool(url, 2, () => undefined);
  });

  afterAll(async () => {
    await sql.end().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("when a query fails on its own (bad SQL, a duplicate), then it is not an outage", async () => {
    const badSql = await rejectionOf(sql.query("select * from no_such_table"));
    const badPrismaSql = await rejectionOf(prisma.$queryRawUnsafe("select * from no_such_table"));
    await prisma.category.create({ data: { name: "Outage probe" } });
    const duplicate = await rejectionOf(prisma.category.create({ data: { name: "Outage probe" } }));

    expect([badSql, badPrismaSql, duplicate].map(isDatabaseUnavailable)).toEqual([false, false, false]);
    expect(normaliseError(duplicate).code).not.toBe("UNAVAILABLE");
  });

  it("when an administrator ends the sessions (a restart), then the queries cut short are an outage", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const prismaQuery = rejectionOf(prisma.$queryRaw`select pg_sleep(10)`);
    const poolQuery = rejectionOf(sql.query("select pg_sleep(10)"));
    // Both sleeps must be running before they are ended.
    for (let running = 0; running < 2;) {
      const result = await admin.query<{ count: string }>(
        "select count(*) from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()",
      );
      running = Number(result.rows[0]!.count);
    }
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()",
    );
    await admin.end();

    const errors = await Promise.all([prismaQuery, poolQuery]);

    expect(errors.map(isDatabaseUnavailable)).toEqual([true, true]);
  });

  it("when the server is killed under queries and stays down, then every failure is an outage and maps to UNAVAILABLE", async () => {
    // Fresh connections in both pools, so idle ones are there to break.
    await prisma.category.findMany({ take: 1 });
    await sql.query("select 1");
    const prismaInFlight = rejectionOf(prisma.$queryRaw`select pg_sleep(10)`);
    const poolInFlight = rejectionOf(sql.query("select pg_sleep(10)"));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const postmaster = cluster.pid!()!;
    process.kill(postmaster, "SIGKILL");
    while (cluster.pid!() !== null) await new Promise((resolve) => setTimeout(resolve, 20));
    const errors = [
      await prismaInFlight,
      await poolInFlight,
      await rejectionOf(prisma.category.findMany({ take: 1 })),
      await rejectionOf(prisma.$queryRaw`select 1`),
      await rejectionOf(prisma.$transaction(async (tx) => tx.category.count())),
      await rejectionOf(prisma.category.update({ where: { name: "Outage probe" }, data: { position: 1 } })),
      await rejectionOf(sql.query("select 1")),
      await rejectionOf(sql.connect()),
    ];

    expect(errors.map(isDatabaseUnavailable)).toEqual(errors.map(() => true));
    for (const error of errors) {
      const mapped = normaliseError(error);
      expect(mapped.code).toBe("UNAVAILABLE");
      expect(mapped.retryAfterSeconds).toBeGreaterThan(0);
    }
  });
});
