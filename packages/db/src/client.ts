import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.js";
import { Db } from "./seam.js";

export interface PrismaOptions {
  /** Connection pool size for this process. */
  poolSize?: number;
  /**
   * PostgreSQL settings every connection of the pool starts with, e.g. the price history's
   * `carcare.price_source` (docs/decisions/017); a transaction may still override them.
   */
  settings?: Record<string, string>;
}

/** The setting that names what writes prices in a connection or transaction (decision 017). */
export const PRICE_SOURCE_SETTING = "carcare.price_source";
/** The setting that names who, e.g. "ops:maryam". */
export const PRICE_ACTOR_SETTING = "carcare.price_actor";

/** Startup `options` setting each name to its value (backslash-escaped: the server splits on spaces). */
function startupOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value.replace(/[\\\s]/g, "\\$&")}`)
    .join(" ");
}

/**
 * Pool settings for every node-postgres pool of the store (Prisma's and the API's plain one): pooled
 * connections stay open while idle, where node-postgres closes them after 10 s. A new connection
 * costs about 4.5 ms on an idle machine (TCP, a backend process, SCRAM), and its prepared statements
 * must be parsed again: after any quiet spell, the next customers paid for that. Pools are bounded,
 * so this holds at most `max` connections each; TCP keep-alive notices a connection the network
 * dropped while it sat idle.
 */
export const KEEP_CONNECTIONS = { idleTimeoutMillis: 0, keepAlive: true } as const;

/**
 * The node-postgres pool settings for a database URL: the Prisma client's pool and a plain pool for
 * the data seam's `Db` (seam.ts) get the same ones, settings included.
 */
export function poolConfig(url: string, options: PrismaOptions = {}): pg.PoolConfig {
  return {
    connectionString: url,
    max: options.poolSize ?? 10,
    ...KEEP_CONNECTIONS,
    ...(options.settings ? { options: startupOptions(options.settings) } : {}),
  };
}

/** Builds the Prisma client for a database URL, through the node-postgres driver adapter. */
export function createPrismaClient(url: string, options: PrismaOptions = {}): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(poolConfig(url, options)) });
}

/** A process's own `Db` (the seam's pair) with its Prisma client; `close` ends both pools. */
export interface OwnDb {
  db: Db;
  prisma: PrismaClient;
  close(): Promise<void>;
}

/**
 * A `Db` for a database URL, for a process that has no assembly of its own (the operator CLI, the
 * packages' tests): the Prisma client and a plain pool of the same size and settings (`poolSize`
 * each), so a unit of work's statements run under the same connection settings as Prisma's.
 */
export function createDb(url: string, options: PrismaOptions = {}): OwnDb {
  const prisma = createPrismaClient(url, options);
  const pool = new pg.Pool(poolConfig(url, options));
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", () => undefined);
  return {
    db: new Db(prisma, pool),
    prisma,
    close: async () => {
      await pool.end();
      await prisma.$disconnect();
    },
  };
}

export type { PrismaClient };
