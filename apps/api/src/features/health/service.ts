import type { Health } from "@carcare/contracts";
import type { PrismaClient } from "@carcare/db";
import { pingDatabase } from "./repository.js";

const startedAt = Date.now();

export async function getHealth(prisma: PrismaClient, version: string): Promise<Health> {
  const databaseUp = await pingDatabase(prisma);
  return {
    status: databaseUp ? "ok" : "degraded",
    database: databaseUp ? "up" : "down",
    uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
    version,
  };
}
