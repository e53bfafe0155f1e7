import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.js";

export interface PrismaOptions {
  /** Connection pool size for this process. */
  poolSize?: number;
}

/** Builds the Prisma client for a database URL, through the node-postgres driver adapter. */
export function createPrismaClient(url: string, options: PrismaOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: options.poolSize ?? 10 });
  return new PrismaClient({ adapter });
}

export type { PrismaClient };
