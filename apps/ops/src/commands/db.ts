// `db backup [file]` and `db restore <file>` (issue 32 point 4, decision 027): a logical backup of the
// store's database with PostgreSQL's own pg_dump (custom format, one snapshot), and its restore with
// pg_restore into an empty database in one transaction, so a failed restore changes nothing.
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { nowInStore } from "@carcare/calendar";
import { createPrismaClient, DEFAULT_DATA_DIR, type PrismaClient } from "@carcare/db";
import type { Command } from "commander";
import { type CommandContext, OpsError } from "../context.js";
import { json, renderTable } from "../output.js";
import { clientPackage, connection, findPgTool, runPipe, runTool } from "../pg-tools.js";

/** The tables whose row counts `db backup` and `db restore` print, in this order (those that exist). */
export const MAIN_TABLES = [
  "users",
  "products",
  "categories",
  "brands",
  "coupons",
  "orders",
  "order_lines",
  "invoices",
  "credit_notes",
  "product_reviews",
  "plans",
  "subscriptions",
  "services",
  "media",
] as const;

const APPLICATION_NAME = "carcare-ops db";

/** The default backup's name: the Abu Dhabi date and time it was taken, "carcare-2026-11-28-013012.dump". */
export function backupFileName(now: Date): string {
  const local = nowInStore(now);
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;
  return `carcare-${day}-${two(local.getHours())}${two(local.getMinutes())}${two(local.getSeconds())}.dump`;
}

/** "845 KB", "12.3 MB". */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function serverVersion(prisma: PrismaClient): Promise<string> {
  const [row] = await prisma.$queryRaw<{ num: number }[]>`
    select current_setting('server_version_num')::int as num`;
  const num = row!.num;
  return `${Math.floor(num / 10000)}.${num % 10000}`;
}

/** Row counts of MAIN_TABLES as this client's transaction (or connection) sees them. */
async function mainCounts(prisma: Pick<PrismaClient, "$queryRawUnsafe">): Promise<Record<string, number>> {
  const present = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = any($1::text[])`,
    [...MAIN_TABLES],
  );
  const names = new Set(present.map((row) => row.name));
  const counts: Record<string, number> = {};
  for (const table of MAIN_TABLES) {
    if (!names.has(table)) continue;
    const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(
      `select count(*)::int as n from public.${quoteIdent(table)}`,
    );
    counts[table] = row!.n;
  }
  return counts;
}

function printCounts(ctx: CommandContext, counts: Record<string, number>): void {
  ctx.stdout.write(
    renderTable(
      [
        { key: "table", title: "TABLE" },
        { key: "rows", title: "ROWS", right: true },
      ],
      Object.entries(counts).map(([table, rows]) => ({ table, rows })),
    ),
  );
}

/** The database's name in a URL, for messages. */
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || "(default)";

async function backup(
  ctx: CommandContext,
  file: string | undefined,
  options: { json?: boolean },
): Promise<void> {
  const started = performance.now();
  const url = await ctx.databaseUrl();
  const prisma = createPrismaClient(url, { poolSize: 1 });
  try {
    const version = await serverVersion(prisma);
    const pgDump = await findPgTool("pg_dump", version, ctx.settings.pgDump);
    const target = file
      ? ctx.resolvePath(file)
      : join(ctx.settings.dataDir ?? DEFAULT_DATA_DIR, "backups", backupFileName(ctx.now()));
    if (existsSync(target)) throw new OpsError(`${target} exists already: name another file or remove it`);
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    // Written under a temporary name, readable by this user alone (the file holds password hashes),
    // and given its name only once complete: a failed dump never leaves a file that looks whole.
    const partial = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
    const fd = openSync(partial, "wx", 0o600);
    fchmodSync(fd, 0o600);
    closeSync(fd);
    let counts: Record<string, number>;
    try {
      const { dbname, env } = connection(url, APPLICATION_NAME);
      // pg_dump reads the snapshot this transaction exported, so the counts printed are the file's.
      counts = await prisma.$transaction(
        async (tx) => {
          const [row] = await tx.$queryRawUnsafe<{ snapshot: string }[]>(
            "select pg_export_snapshot() as snapshot",
          );
          const tableCounts = await mainCounts(tx);
          await runTool(
            pgDump.path,
            ["--format=custom", `--snapshot=${row!.snapshot}`, `--file=${partial}`, `--dbname=${dbname}`],
            env,
          );
          return tableCounts;
        },
        { isolationLevel: "RepeatableRead", timeout: 24 * 3600_000, maxWait: 30_000 },
      );
      // link refuses a name that appeared meanwhile, where rename would replace it; a filesystem
      // without hard links gets the rename.
      try {
        linkSync(partial, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EEXIST") throw new OpsError(`${target} appeared during the backup: nothing replaced`);
        if (code !== "EPERM" && code !== "ENOTSUP") throw error;
        renameSync(partial, target);
      }
      // The new name is on disk too, not only the file's contents (pg_dump syncs those).
      const dir = openSync(dirname(target), "r");
      try {
        fsyncSync(dir);
      } finally {
        closeSync(dir);
      }
    } finally {
      rmSync(partial, { force: true });
    }
    const bytes = statSync(target).size;
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    if (options.json) {
      ctx.stdout.write(
        json({
          file: target,
          bytes,
          seconds,
          server_version: version,
          pg_dump: pgDump.path,
          pg_dump_version: pgDump.version,
          tables: counts,
        }),
      );
      return;
    }
    ctx.out(`backed up database ${databaseName(url)} (PostgreSQL ${version}) to ${target}`);
    ctx.out(`${sizeText(bytes)} in ${seconds} s, with ${pgDump.path} ${pgDump.version}`);
    printCounts(ctx, counts);
  } finally {
    await prisma.$disconnect();
  }
}

/** What a database holds: its tables and other objects, its orders, and who else is connected. */
async function inspect(prisma: PrismaClient) {
  const [row] = await prisma.$queryRaw<{ tables: number; others: number; extensions: number }[]>`
    select
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%') as tables,
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%')
      + (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          -- an extension's own functions are counted as the extension
          and not exists (select 1 from pg_depend d
            where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')) as others,
      (select count(*)::int from pg_extension where extname <> 'plpgsql') as extensions`;
  const [{ exists } = { exists: false }] = await prisma.$queryRaw<{ exists: boolean }[]>`
    select to_regclass('public.orders') is not null as exists`;
  const orders = exists
    ? (await prisma.$queryRaw<{ n: number }[]>`select count(*)::int as n from public.orders`)[0]!.n
    : null;
  const connections = await prisma.$queryRaw<
    { pid: number; application: string; client: string; role: string; state: string }[]
  >`
    select pid, coalesce(nullif(application_name, ''), '(no name)')::text as application,
      coalesce(host(client_addr), 'local socket') as client, coalesce(usename::text, '') as role,
      coalesce(state, '') as state
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
    order by pid`;
  const empty = row!.tables === 0 && row!.others === 0 && row!.extensions === 0;
  const parts = [`${row!.tables} tables`];
  if (orders !== null) parts.push(`${orders} orders`);
  if (row!.others > 0) parts.push(`${row!.others} other objects (views, sequences, functions)`);
  if (row!.extensions > 0) parts.push(`${row!.extensions} extensions`);
  return { empty, found: parts.join(", "), connections };
}

/** The archive's header (pg_restore --list): who made it, and the schemas it creates. */
async function readArchive(pgRestore: string, file: string) {
  const { stdout } = await runTool(pgRestore, ["--list", file], process.env);
  const header = (label: string) => new RegExp(`^;\\s*${label}:\\s*(.+)$`, "m").exec(stdout)?.[1]?.trim();
  const schemas = [...stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((match) => match[1]!);
  return {
    dumpedFrom: header("Dumped from database version") ?? "unknown",
    dumpedBy: header("Dumped by pg_dump version") ?? "unknown",
    schemas,
  };
}

async function restore(ctx: CommandContext, file: string, options: { force?: boolean; json?: boolean }) {
  const started = performance.now();
  const source = ctx.resolvePath(file);
  if (!existsSync(source)) throw new OpsError(`${source}: no such file`);
  const url = await ctx.databaseUrl();
  const name = databaseName(url);
  const prisma = createPrismaClient(url, { poolSize: 1 });
  try {
    const version = await serverVersion(prisma);
    const pgRestore = await findPgTool("pg_restore", version, ctx.settings.pgRestore);
    const psql = await findPgTool("psql", version, ctx.settings.psql);
    const archive = await readArchive(pgRestore.path, source).catch((error: Error) => {
      throw new OpsError(`${source} is not a backup pg_restore can read: ${error.message}`);
    });
    const before = await inspect(prisma);
    const others = before.connections.map(
      (c) => `pid ${c.pid} ${c.application} from ${c.client} as ${c.role}${c.state ? ` (${c.state})` : ""}`,
    );
    if (!options.force) {
      const refusals: string[] = [];
      if (!before.empty) {
        refusals.push(
          `the database ${name} is not empty: it holds ${before.found}. Restore into an empty database, ` +
            "or add --force to replace everything in it with the backup",
        );
      }
      if (others.length > 0) {
        refusals.push(
          `other connections to ${name} are open (is the store running? stop it first): ${others.join("; ")}. ` +
            "Add --force to restore all the same",
        );
      }
      if (refusals.length > 0) throw new OpsError(`nothing restored: ${refusals.join("; and ")}`);
    } else if (others.length > 0) {
      ctx.err(`warning: restoring while other connections are open: ${others.join("; ")}`);
      ctx.err("warning: restart the store afterwards, so that it reads the restored data");
    }
    await prisma.$disconnect();

    // One transaction: the database emptied (when it was not), the backup's script, statistics. psql
    // stops at the first error and the server rolls everything back: a failed restore changes nothing.
    const empty = before.empty
      ? []
      : [
          "DROP SCHEMA IF EXISTS public CASCADE",
          ...archive.schemas
            .filter((schema) => schema !== "public")
            .map((schema) => `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
          "CREATE SCHEMA public",
          "GRANT USAGE ON SCHEMA public TO PUBLIC",
        ];
    const { dbname, env } = connection(url, APPLICATION_NAME);
    await runPipe(
      // --no-owner, --no-privileges: the restored objects belong to the role restoring them, which
      // need not be the one that owned them where the backup was taken.
      { path: pgRestore.path, args: ["--no-owner", "--no-privileges", "--file=-", source] },
      {
        path: psql.path,
        args: [
          "--no-psqlrc",
          "--quiet",
          "--single-transaction",
          "--set=ON_ERROR_STOP=1",
          `--dbname=${dbname}`,
          ...(empty.length > 0 ? [`--command=${empty.join("; ")}`] : []),
          "--file=-",
          "--command=ANALYZE",
        ],
      },
      env,
    );
    const after = createPrismaClient(url, { poolSize: 1 });
    let counts: Record<string, number>;
    try {
      counts = await mainCounts(after);
    } finally {
      await after.$disconnect();
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    if (options.json) {
      ctx.stdout.write(
        json({
          file: source,
          database: name,
          seconds,
          server_version: version,
          dumped_from: archive.dumpedFrom,
          replaced: before.empty ? null : before.found,
          pg_restore: pgRestore.path,
          pg_restore_version: pgRestore.version,
          tables: counts,
        }),
      );
      return;
    }
    ctx.out(
      `restored ${source} (dumped from PostgreSQL ${archive.dumpedFrom}) into database ${name} ` +
        `(PostgreSQL ${version}) in ${seconds} s`,
    );
    if (!before.empty) ctx.out(`replaced what it held: ${before.found}`);
    printCounts(ctx, counts);
    ctx.out("start the store now: it applies any migration newer than the backup");
  } finally {
    await prisma.$disconnect();
  }
}

export function registerDbCommands(program: Command, ctx: CommandContext): void {
  const db = program
    .command("db")
    .summary("back up the store's database to a file; restore one")
    .description(
      "Back up the store's database with PostgreSQL's pg_dump (one consistent snapshot, custom format)\n" +
        "and restore such a file with pg_restore. Both must be of the server's major version (the store\n" +
        `runs PostgreSQL 15: apt-get install ${clientPackage(15)}); PG_DUMP, PG_RESTORE and PSQL name\n` +
        'other paths. README, "Backups": how often, and how to restore step by step.',
    );

  db.command("backup")
    .argument("[file]", "where to write it (default DATA_DIR/backups/carcare-<Abu Dhabi date-time>.dump)")
    .summary("write a backup of the store's database")
    .description(
      "Write a backup of the store's database (the embedded one is joined if the store runs, else\n" +
        "started for the backup): pg_dump's custom format, one snapshot, the store may keep running.\n" +
        "The file is readable by you alone (it holds password hashes) and appears only when complete.",
    )
    .option("--json", "machine-readable output")
    .addHelpText(
      "after",
      "\nExamples:\n" + "  $ pnpm ops db backup\n" + "  $ pnpm ops db backup /srv/backups/before-deploy.dump",
    )
    .action((file: string | undefined, options: { json?: boolean }) => backup(ctx, file, options));

  db.command("restore")
    .argument("<file>", "a file `db backup` wrote")
    .summary("restore a backup into an empty database")
    .description(
      "Restore a backup into the store's database, all in one transaction: when anything fails, the\n" +
        "database is left as it was. Stop the store first. Refuses a database that is not empty, or that\n" +
        "other connections use (the store running), unless --force: then everything in it is replaced.",
    )
    .option("--force", "replace what the database holds, even with other connections open")
    .option("--json", "machine-readable output")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops db restore .data/backups/carcare-2026-11-28-013012.dump\n" +
        "  $ pnpm ops db restore before-deploy.dump --force",
    )
    .action((file: string, options: { force?: boolean; json?: boolean }) => restore(ctx, file, options));
}
