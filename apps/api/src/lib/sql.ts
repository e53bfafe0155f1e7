import { createHash } from "node:crypto";
import { KEEP_CONNECTIONS, type Prisma, type PrismaClient } from "@carcare/db";
import pg from "pg";

/**
 * A plain node-postgres pool for the hottest reads (catalogue listing, product page, cart) and the
 * session store. Prisma stays the way to write and to run transactions; see
 * docs/decisions/002-prepared-statements-for-hot-reads.md for why these reads bypass it.
 */
export type SqlPool = pg.Pool;
/** The pool, or one of its connections inside withTransaction. */
export type SqlRunner = pg.Pool | pg.PoolClient;

export function createSqlPool(databaseUrl: string, max: number, onError: (error: Error) => void): SqlPool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, ...KEEP_CONNECTIONS });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", onError);
  return pool;
}

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
 * Runs one SQL fragment (built with Prisma.sql) and returns its rows: on the pool, or through Prisma
 * when given a client or an open transaction, so one SQL definition serves both fast reads and
 * transactional code. On the pool the query is a named prepared statement (parsed and planned once
 * per connection) unless `prepare` is false: PostgreSQL may then reuse a generic plan, which is right
 * for id and range lookups but wrong for text search, where the pattern decides the plan.
 */
export async function queryRows<T>(
  runner: SqlRunner | PrismaClient | Prisma.TransactionClient,
  query: Prisma.Sql,
  options: { prepare?: boolean } = {},
): Promise<T[]> {
  if (runner instanceof pg.Pool || runner instanceof pg.Client) {
    const name = options.prepare === false ? undefined : statementName(query.text);
    const result = await runner.query({ name, text: query.text, values: query.values });
    return result.rows as T[];
  }
  return (runner as PrismaClient).$queryRaw<T[]>(query);
}

/**
 * Runs `work` in one transaction on one pooled connection (READ COMMITTED): commits when it
 * resolves, rolls back and rethrows when it throws.
 */
export async function withTransaction<T>(
  pool: SqlPool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
