import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/** Prisma Migrate's own lock key, so this never runs at the same time as `prisma migrate deploy`. */
const MIGRATE_LOCK_KEY = 72707369;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
  /** Applied migrations whose file changed afterwards: a sign someone edited history. */
  modified: string[];
}

/** Reads prisma/migrations/<name>/migration.sql in name (timestamp) order. */
export function readMigrations(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Applies pending migrations the way `prisma migrate deploy` does, recorded in the same
 * _prisma_migrations table, but each migration inside a transaction and with no native engine.
 */
export async function applyMigrations(url: string, migrationsDir: string): Promise<MigrateResult> {
  const migrations = readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATE_LOCK_KEY]);
    await client.query(`create table if not exists "_prisma_migrations" (
      "id" varchar(36) primary key not null,
      "checksum" varchar(64) not null,
      "finished_at" timestamptz,
      "migration_name" varchar(255) not null,
      "logs" text,
      "rolled_back_at" timestamptz,
      "started_at" timestamptz not null default now(),
      "applied_steps_count" integer not null default 0
    )`);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>(`select migration_name, checksum, finished_at from "_prisma_migrations" where rolled_back_at is null`);
    const failed = rows.filter((row) => row.finished_at === null);
    if (failed.length > 0) {
      throw new Error(
        `Migration ${failed.map((r) => r.migration_name).join(", ")} failed earlier; resolve it before applying more.`,
      );
    }
    const done = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const result: MigrateResult = { applied: [], alreadyApplied: 0, modified: [] };
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        result.alreadyApplied += 1;
        if (checksum !== migration.checksum) result.modified.push(migration.name);
        continue;
      }
      await client.query("begin");
      try {
        await client.query(migration.sql);
        await client.query(
          `insert into "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           values ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATE_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
