import { resolve } from "node:path";
import {
  type ClusterSupervision,
  type EmbeddedCluster,
  ensureDatabase,
  startEmbeddedCluster,
} from "./embedded.js";

export const EMBEDDED_DATABASE_NAME = "carcare";

export interface DatabaseHandle {
  url: string;
  /** "external" when DATABASE_URL was given, "embedded" otherwise. */
  kind: "external" | "embedded";
  /** The embedded postmaster's pid when this process runs it, else null. */
  serverPid(): number | null;
  /** Stops the embedded cluster when this process started it; no-op otherwise. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where the embedded cluster keeps its data (default .data/ at the repository root). */
  dataDir: string;
  log?: (line: string) => void;
  /**
   * Restart the embedded cluster when its server dies (the store's main process does). Nothing is
   * restarted for DATABASE_URL: that database has its own operator.
   */
  supervise?: ClusterSupervision;
  /**
   * The embedded cluster must be this process's own (the store): one already running on dataDir is
   * refused with what to do (EmbeddedClusterRefusal), never joined.
   */
  exclusive?: boolean;
}

/**
 * The one way every process of the project reaches its database: DATABASE_URL when set, otherwise
 * the embedded PostgreSQL under dataDir, started here or joined if another process runs it.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return {
      url: options.databaseUrl,
      kind: "external",
      serverPid: () => null,
      close: async () => undefined,
    };
  }
  const cluster: EmbeddedCluster = await startEmbeddedCluster(resolve(options.dataDir), {
    log: options.log,
    supervise: options.supervise,
    exclusive: options.exclusive,
  });
  await ensureDatabase(cluster.adminUrl, EMBEDDED_DATABASE_NAME);
  return {
    url: cluster.urlFor(EMBEDDED_DATABASE_NAME),
    kind: "embedded",
    serverPid: () => cluster.pid?.() ?? null,
    close: () => cluster.stop(),
  };
}
