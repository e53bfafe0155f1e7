import { resolve } from "node:path";
import { ensureDatabase, startEmbeddedCluster, type EmbeddedCluster } from "./embedded.js";

export const EMBEDDED_DATABASE_NAME = "carcare";

export interface DatabaseHandle {
  url: string;
  /** "external" when DATABASE_URL was given, "embedded" otherwise. */
  kind: "external" | "embedded";
  /** Stops the embedded cluster when this process started it; no-op otherwise. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where the embedded cluster keeps its data (default .data/ at the repository root). */
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * The one way every process of the project reaches its database: DATABASE_URL when set, otherwise
 * the embedded PostgreSQL under dataDir, started here or joined if another process runs it.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, kind: "external", close: async () => undefined };
  }
  const cluster: EmbeddedCluster = await startEmbeddedCluster(resolve(options.dataDir), options.log);
  await ensureDatabase(cluster.adminUrl, EMBEDDED_DATABASE_NAME);
  return {
    url: cluster.urlFor(EMBEDDED_DATABASE_NAME),
    kind: "embedded",
    close: () => cluster.stop(),
  };
}
