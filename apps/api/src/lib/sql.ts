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

/** The seam's prepared-statement names (one per SQL text), shared with the session store. */
export { statementName } from "@carcare/db";
