import type { Health } from "@carcare/contracts";
import type { Db } from "../../lib/database.js";
import { pingDatabase } from "./repository.js";

const startedAt = Date.now();

export async function getHealth(db: Db, version: string): Promise<Health> {
  const databaseUp = await pingDatabase(db);
  return {
    status: databaseUp ? "ok" : "degraded",
    database: databaseUp ? "up" : "down",
    uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
    version,
  };
}
