// The store's one data seam (docs/decisions/011-one-data-seam.md): the `Db`/`Tx` pair and the only
// way to open a transaction, shared by the API, the operator rules (@carcare/operations) and the CLI.
import { createHash } from "node:crypto";
import type pg from "pg";
import type { Prisma, PrismaClient } from "./generated/prisma/client.js";

// Filled by the classes' static blocks: the only code that reads their private fields.
let poolOf: (db: Db) => pg.Pool;
let clientOf: (db: Db) => PrismaClient;
let openTx: (tx: Tx) => pg.PoolClient;

/**
 * The store's database: the Prisma client and a pg pool on the same database.
 *
 * Services and rules hold a `Db` and ask for a unit of work with `withTransaction(db, (tx) => ...)`;
 * both are opaque to them (private fields): only repositories open them, through `prismaOf`,
 * `queryRows` and `execute`, and the lint rules keep those three (and the drivers) inside repositories.
 */
export class Db {
  readonly #prisma: PrismaClient;
  readonly #pool: pg.Pool;
  constructor(prisma: PrismaClient, pool: pg.Pool) {
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

/**
 * Runs `work` as one unit of work: one transaction on one pooled connection (READ COMMITTED),
 * committed when it resolves, rolled back and rethrown when it throws. The only place the store's
 * code opens a transaction.
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

const statementNames = new Map<string, string>();

/** A stable prepared-statement name per SQL text: PostgreSQL plans each text once per connection. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

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
