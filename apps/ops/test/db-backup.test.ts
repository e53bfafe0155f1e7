// `pnpm ops db backup` and `db restore` (issue 32 point 4) with the real pg_dump, pg_restore and psql
// of the server's major version against this file's own PostgreSQL database.
import { execFile } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { createPrismaClient, DEMO_CUSTOMER, type PrismaClient, seedDemoData } from "@carcare/db";
import { createEmptyDatabase } from "@carcare/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createOpsTestContext, type OpsTestContext, pendingOrder, REPO_ROOT, runOps } from "./helpers.js";

const exec = promisify(execFile);

let ctx: OpsTestContext;
let backupFile: string;
/** The database as the backup saw it. */
let atBackup: Map<string, string>;

/**
 * Every table of the public schema with its row count and an md5 over its rows in a fixed order, and
 * every sequence's position: two databases with equal maps hold the same data.
 */
async function fingerprint(prisma: PrismaClient): Promise<Map<string, string>> {
  const tables = await prisma.$queryRawUnsafe<{ name: string; kind: string }[]>(
    `select c.relname::text as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'S') order by c.relname`,
  );
  const result = new Map<string, string>();
  for (const { name, kind } of tables) {
    const sql =
      kind === "S"
        ? `select concat(last_value, ':', is_called) as value from public."${name}"`
        : `select concat(count(*), ':', md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))) as value
           from public."${name}" t`;
    const [row] = await prisma.$queryRawUnsafe<{ value: string }[]>(sql);
    result.set(name, row!.value);
  }
  return result;
}

/** A customer, an order with one line, and a review: the tables a store fills every day. */
async function addOrderAndReview(prisma: PrismaClient, tag: string) {
  const product = await prisma.product.findFirstOrThrow({ orderBy: { id: "asc" }, skip: 1 });
  const user = await prisma.user.create({
    data: {
      firstName: "Mariam",
      lastName: `Backup${tag}`,
      email: `backup.${tag}@example.com`,
      phone: `+9715500${tag.padStart(5, "0")}`,
      passwordHash: "$2b$10$not.a.real.hash.but.stored.like.one",
    },
  });
  await prisma.order.create({
    data: pendingOrder({
      orderNumber: `CC-BKP${tag.padStart(4, "0")}`,
      userId: user.id,
      product,
      quantity: 2,
      contactName: "Mariam Al Hosani",
    }),
  });
  await prisma.productReview.create({
    data: { productId: product.id, userId: user.id, rating: 5, comment: "Good oil, fast delivery" },
  });
  return user;
}

beforeAll(async () => {
  ctx = await createOpsTestContext();
  await seedDemoData(ctx.prisma);
  await addOrderAndReview(ctx.prisma, "1");
  backupFile = join(ctx.tmp, "store.dump");
  const result = await ctx.ops(["db", "backup", backupFile]);
  if (result.code !== 0) throw new Error(`backup failed: ${result.stderr}`);
  atBackup = await fingerprint(ctx.prisma);
}, 180_000);
afterAll(() => ctx.close());

describe("pnpm ops db backup", () => {
  it("when a backup is written, then it is pg_dump's custom format, readable by its owner alone, with the row counts printed", async () => {
    expect(readFileSync(backupFile).subarray(0, 5).toString("latin1")).toBe("PGDMP");
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const again = await ctx.ops(["db", "backup", join(ctx.tmp, "again.dump"), "--json"]);
    expect(again.code).toBe(0);
    const report = JSON.parse(again.stdout) as {
      file: string;
      bytes: number;
      tables: Record<string, number>;
    };
    expect(report.file).toBe(join(ctx.tmp, "again.dump"));
    expect(report.bytes).toBe(statSync(report.file).size);
    expect(report.tables.orders).toBe(1);
    expect(report.tables.users).toBe(Number(atBackup.get("users")!.split(":")[0]));
    expect(report.tables.products).toBe(Number(atBackup.get("products")!.split(":")[0]));
    // No temporary file is left beside it.
    expect(readdirSync(ctx.tmp).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("when no file is named, then it goes to DATA_DIR/backups named by the Abu Dhabi date and time", async () => {
    const dataDir = join(ctx.tmp, "data");
    // 21:30:05 UTC on 27 November is 01:30:05 on the 28th in Abu Dhabi.
    const now = () => new Date("2026-11-27T21:30:05Z");
    const result = await ctx.ops(["db", "backup"], { dataDir, now });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const file = join(dataDir, "backups", "carcare-2026-11-28-013005.dump");
    expect(result.stdout).toContain(file);
    expect(result.stdout).toMatch(/^orders\s+1$/m);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A second backup in the same second does not replace the first.
    const second = await ctx.ops(["db", "backup"], { dataDir, now });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("exists already");
  });

  it("when PG_DUMP names a pg_dump of another major version, then nothing is written and the message names both versions and what to install", async () => {
    const fake = join(ctx.tmp, "pg_dump16");
    writeFileSync(fake, '#!/bin/sh\necho "pg_dump (PostgreSQL) 16.4"\n');
    chmodSync(fake, 0o755);
    const target = join(ctx.tmp, "never.dump");
    // Through the CLI's entry in a process of its own, so that the setting is read from the
    // environment (from the sources: `pnpm ops` would rebuild the CLI, which cli-start.test.ts does).
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: ctx.databaseUrl, PG_DUMP: fake };
    const args = ["--import", "tsx", "src/cli.ts", "db", "backup", target];
    const result = await exec(process.execPath, args, { cwd: join(REPO_ROOT, "apps", "ops"), env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("version 16.4");
    expect(result.stderr).toMatch(/server is version 15\.\d+/);
    expect(result.stderr).toContain("apt-get install postgresql-client-15");
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(ctx.tmp).filter((name) => name.endsWith(".partial"))).toEqual([]);
  }, 120_000);
});

describe("pnpm ops db backup while the store writes", () => {
  it("when customers sign up during a backup, then the file holds one moment: the counts it printed, restored", async () => {
    let writing = true;
    let signedUp = 0;
    const writer = (async () => {
      while (writing) {
        signedUp += 1;
        await ctx.prisma.user.create({
          data: {
            firstName: "Saeed",
            lastName: "During",
            email: `during.${signedUp}@example.com`,
            phone: `+9715800${String(signedUp).padStart(5, "0")}`,
            passwordHash: "x",
          },
        });
      }
    })();
    const file = join(ctx.tmp, "during.dump");
    // Backed up once sign-ups are under way, and while they go on.
    while (signedUp < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const result = await ctx.ops(["db", "backup", file, "--json"]);
    const afterBackup = signedUp;
    while (signedUp < afterBackup + 5) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writer;
    expect(result.code).toBe(0);
    const printed = (JSON.parse(result.stdout) as { tables: Record<string, number> }).tables;

    const empty = await createEmptyDatabase(inject("testDbAdminUrl"));
    try {
      const restored = await runOps(empty.url, ["db", "restore", file, "--json"]);
      expect(restored.code).toBe(0);
      expect((JSON.parse(restored.stdout) as { tables: Record<string, number> }).tables).toEqual(printed);
      // Sign-ups went on after the backup's moment: the live store has more than the file.
      expect(await ctx.prisma.user.count()).toBeGreaterThan(printed.users!);
    } finally {
      await empty.drop();
    }
    await ctx.prisma.user.deleteMany({ where: { lastName: "During" } });
  }, 120_000);
});

describe("pnpm ops db backup that fails", () => {
  it("when pg_dump fails part way, then no file is left, neither under the name asked for nor a partial one", async () => {
    const failing = join(ctx.tmp, "pg_dump_fails");
    writeFileSync(
      failing,
      "#!/bin/sh\n" +
        '[ "$1" = "--version" ] && { echo "pg_dump (PostgreSQL) 15.18"; exit 0; }\n' +
        'for arg; do case "$arg" in --file=*) echo "PGDMP half a dump" > "${arg#--file=}";; esac; done\n' +
        'echo "pg_dump: error: connection to server lost" >&2\nexit 1\n',
    );
    chmodSync(failing, 0o755);
    const target = join(ctx.tmp, "half.dump");
    const result = await ctx.ops(["db", "backup", target], { pgDump: failing });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("connection to server lost");
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(ctx.tmp).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });
});

describe("pnpm ops db restore", () => {
  it("when the database is not empty and --force is not given, then nothing is restored and it says what it found", async () => {
    // A change a restore would undo.
    await ctx.prisma.brand.updateMany({
      data: { name: { set: "Renamed" } },
      where: { id: { gt: 0 } },
      limit: 1,
    });
    const before = await fingerprint(ctx.prisma);
    expect(before).not.toEqual(atBackup);
    const result = await ctx.ops(["db", "restore", backupFile]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not empty: it holds \d+ tables, 1 orders/);
    expect(result.stderr).toContain("--force");
    expect(await fingerprint(ctx.prisma)).toEqual(before);
  });

  it("when data changed after the backup and it is restored with --force, then the change is gone and every table is as it was", async () => {
    // A price change, a new order and review, a deleted row.
    const product = await ctx.prisma.product.findFirstOrThrow({ orderBy: { id: "asc" } });
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { priceFils: product.priceFils + 500 },
    });
    const newcomer = await addOrderAndReview(ctx.prisma, "2");
    const deleted = await ctx.prisma.coupon.findFirstOrThrow({ orderBy: { id: "asc" } });
    await ctx.prisma.couponRedemption.deleteMany({ where: { couponId: deleted.id } });
    await ctx.prisma.coupon.delete({ where: { id: deleted.id } });
    expect(await fingerprint(ctx.prisma)).not.toEqual(atBackup);

    const result = await ctx.ops(["db", "restore", backupFile, "--force"]);
    expect(result.stderr).toContain("warning: restoring while other connections are open");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^orders\s+1$/m);
    expect(result.stdout).toContain("replaced what it held");

    expect(await fingerprint(ctx.prisma)).toEqual(atBackup);
    expect((await ctx.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).priceFils).toBe(
      product.priceFils,
    );
    expect(await ctx.prisma.user.findUnique({ where: { id: newcomer.id } })).toBeNull();
    expect(await ctx.prisma.coupon.findUnique({ where: { id: deleted.id } })).not.toBeNull();
    // The demo customer's password hash came back with the rest.
    expect(await ctx.prisma.user.findFirst({ where: { email: DEMO_CUSTOMER.email } })).not.toBeNull();
  }, 120_000);

  it("when the file is cut short, then the restore fails and the database is left as it was", async () => {
    await ctx.prisma.product.updateMany({ data: { stock: { increment: 1 } } });
    const before = await fingerprint(ctx.prisma);
    const cut = join(ctx.tmp, "cut.dump");
    copyFileSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size * 0.8));
    const result = await ctx.ops(["db", "restore", cut, "--force"]);
    expect(result.code).toBe(1);
    expect(await fingerprint(ctx.prisma)).toEqual(before);
    expect(result.stderr).toContain("pg_restore failed");
    expect(result.stderr).toContain("could not read from input file");

    // A pg_restore that fails after writing its whole script: psql must not commit what it read.
    const failing = join(ctx.tmp, "pg_restore_fails_at_end");
    writeFileSync(
      failing,
      '#!/bin/sh\nfor arg; do [ "$arg" = "--file=-" ] && { pg_restore "$@"; exit 1; }; done\nexec pg_restore "$@"\n',
    );
    chmodSync(failing, 0o755);
    const failed = await ctx.ops(["db", "restore", backupFile, "--force"], { pgRestore: failing });
    expect(failed.code).toBe(1);
    expect(await fingerprint(ctx.prisma)).toEqual(before);
    expect(failed.stderr).toContain(`${failing} failed`);
  }, 120_000);

  it("when restored into a fresh empty database, then it holds exactly what was backed up", async () => {
    const empty = await createEmptyDatabase(inject("testDbAdminUrl"));
    const prisma = createPrismaClient(empty.url, { poolSize: 1 });
    try {
      // Another connection open: refused without --force, naming it, and the database stays empty.
      await prisma.$queryRaw`select 1`;
      const refused = await runOps(empty.url, ["db", "restore", backupFile]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("other connections");
      expect(refused.stderr).not.toContain("not empty");
      expect((await fingerprint(prisma)).size).toBe(0);
      await prisma.$disconnect();

      const result = await runOps(empty.url, ["db", "restore", backupFile]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain("replaced");
      expect(await fingerprint(prisma)).toEqual(atBackup);
    } finally {
      await prisma.$disconnect();
      await empty.drop();
    }
  }, 120_000);
});
