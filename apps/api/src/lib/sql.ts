import { createHash } from "node:crypto";
import { KEEP_CONNECTIONS } from "@carcare/db";
import pg from "pg";

/**
 * The node-postgres pool under lib/database.ts (the one data seam: its prepared statements and
 * every unit of work) and the session store. See docs/decisions/011-one-data-seam.md: features reach
 * it only through repositories, never from here.
 */
export type SqlPool = pg.Pool;

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
