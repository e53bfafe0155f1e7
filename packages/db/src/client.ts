import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.js";

export interface PrismaOptions {
  /** Connection pool size for this process. */
  poolSize?: number;
}

/** Builds the Prisma client for a database URL, through the node-postgres driver adapter. */
export function createPrismaClient(url: string, options: PrismaOptions = {}): PrismaClient {
  // Idle connections stay open, as in the API's plain pool (apps/api/src/lib/sql.ts says why).
  const adapter = new PrismaPg({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 0,
    keepAlive: true,
  });
  return new PrismaClient({ adapter });
}

export type { PrismaClient };
