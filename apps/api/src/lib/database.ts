import type { Prisma, PrismaClient } from "@carcare/db";
import type pg from "pg";
import { type SqlPool, statementName } from "./sql.js";

// Filled by the classes' static blocks: the only code that reads their private fields.
let poolOf: (db: Db) => SqlPool;
let clientOf: (db: Db) => PrismaClient;
let openTx: (tx: Tx) => pg.PoolClient;

/**
 * The API's one way to PostgreSQL (docs/decisions/011-one-data-seam.md).
 *
 * Services hold a `Db` and ask for a unit of work with `withTransaction(db, (tx) => ...)`; both are
 * opaque to them (private fields): only repositories open them, through `prismaOf` and `queryRows`,
 * and the lint rules keep those two (and the drivers) inside repositories.
 */
export class Db {
  readonly #prisma: PrismaClient;
  readonly #pool: SqlPool;
  constructor(prisma: PrismaClient, pool: SqlPool) {
    this.#prisma = prisma;
    this.#pool = pool;
  }
  static {
    poolOf = (db) => db.#pool;
    clientOf = (db) => db.#prisma;
  }
}

/** One open transaction on one pooled connection; valid only inside its `withTransaction` call. */
export class Tx {
  readonly #client: pg.PoolClient;
  constructor(client: pg.PoolClient) {
    this.#client = client;
  }
  static {
    openTx = (tx) => tx.#client;
  }
}

const databases = new WeakMap<PrismaClient, Db>();

/**
 * The `Db` for an app's clients: the same object for the same clients, so routers built from one
 * AppDeps share it. (The assembly will hand a `Db` over directly; this keeps AppDeps unchanged meanwhile.)
 */
export function databaseOf(deps: { prisma: PrismaClient; sql: SqlPool }): Db {
  let db = databases.get(deps.prisma);
  if (db === undefined) {
    db = new Db(deps.prisma, deps.sql);
    databases.set(deps.prisma, db);
  }
  return db;
}

/**
 * Runs `work` as one unit of work: one transaction on one pooled connection (READ COMMITTED),
 * committed when it resolves, rolled back and rethrown when it throws. The only place the API opens
 * a transaction.
 */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    await client.query("BEGIN");
    const result = await work(new Tx(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Repositories only: the Prisma client, for reads and writes outside a unit of work. */
export const prismaOf = (db: Db): PrismaClient => clientOf(db);

/**
 * Repositories only: runs one SQL fragment (built with Prisma.sql) on the pool, or on the unit of
 * work's connection, and returns its rows. The query is a named prepared statement, parsed and
 * planned once per connection (docs/decisions/002), unless `prepare` is false: PostgreSQL may then
 * reuse a generic plan, which is right for id and range lookups but wrong for text search, where
 * the pattern decides the plan. Type the rows from the schema's models (e.g. `Pick<Product, ...>`)
 * and alias the columns to the models' field names.
 */
export async function queryRows<T>(
  db: Db | Tx,
  query: Prisma.Sql,
  options: { prepare?: boolean } = {},
): Promise<T[]> {
  const runner = db instanceof Tx ? openTx(db) : poolOf(db);
  const name = options.prepare === false ? undefined : statementName(query.text);
  const result = await runner.query({ name, text: query.text, values: query.values });
  return result.rows as T[];
}

/** Repositories only: like queryRows, for a statement whose row count is the answer. */
export async function execute(db: Db | Tx, query: Prisma.Sql): Promise<number> {
  const runner = db instanceof Tx ? openTx(db) : poolOf(db);
  const result = await runner.query({
    name: statementName(query.text),
    text: query.text,
    values: query.values,
  });
  return result.rowCount ?? 0;
}
