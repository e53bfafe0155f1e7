// The built store (dist/server.js) on its embedded PostgreSQL, as an operator runs it: after the
// server restarts a killed postmaster, a SIGTERM to the main process alone (docker stop, systemd)
// must stop the restarted PostgreSQL too, at any moment of the restart; and a start that finds its
// data folder held (an orphan, another store, a stale lock file) or made by another PostgreSQL major
// version must say so and stop, never join.
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { spawnStore, type StoreProcess } from "../test/store-process.js";

const GRACE_SECONDS = 5;

/**
 * Every process working in `pgDir`: PostgreSQL's postmaster and each of its children run with the
 * data folder as their working directory, so orphaned backends of a killed postmaster count too.
 */
function postgresProcessesIn(pgDir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== pgDir) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ").trim();
      found.push(`${entry} ${command}`);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** A postmaster started on `pgDir` other than `except` (by its command line: it may not be in pgDir yet). */
function postmasterOn(pgDir: string, except: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === except) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes("-D") && args[args.indexOf("-D") + 1] === pgDir) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** Waits until nothing runs in `pgDir` (or `timeoutMs` passes) and returns what is left. */
async function leftIn(pgDir: string, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let left = postgresProcessesIn(pgDir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = postgresProcessesIn(pgDir);
  }
  return left;
}

/** Stops with SIGKILL whatever still runs in `pgDir` (a failed test's leftovers). */
function killIn(pgDir: string): void {
  for (const entry of postgresProcessesIn(pgDir)) {
    try {
      process.kill(Number.parseInt(entry, 10), "SIGKILL");
    } catch {
      // already gone
    }
  }
}

const started: StoreProcess[] = [];
const folders: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "carcare-stop-"));
  // As root the cluster runs as the "postgres" user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  folders.push(dir);
  return dir;
}

/** Spawns the built store on `dataDir`; resolves at once (see waitForLog). */
async function spawnOn(dataDir: string, env: Record<string, string> = {}): Promise<StoreProcess> {
  const store = await spawnStore({
    entry: "built",
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "false",
      WEB_CONCURRENCY: "1",
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      ...env,
    },
  });
  started.push(store);
  return store;
}

async function startOn(dataDir: string, env: Record<string, string> = {}): Promise<StoreProcess> {
  const store = await spawnOn(dataDir, env);
  await store.waitForLog("CarCare store listening", 90_000);
  return store;
}

/** The postmaster pid the store logged last ("database ready", then each "is back"). */
function postmasterPid(store: StoreProcess): number {
  const line = store
    .output()
    .split("\n")
    .filter((entry) => entry.includes('"postgresPid"'))
    .at(-1);
  return (JSON.parse(line!) as { postgresPid: number }).postgresPid;
}

afterEach(async () => {
  // A failed test's store and PostgreSQL are stopped here, whatever state it left them in.
  for (const store of started.splice(0)) await store.kill();
  for (const dir of folders) killIn(join(dir, "pg"));
});

afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the built store, SIGTERM to its main process after its database was restarted", () => {
  /**
   * Kills the postmaster, waits until `moment` of the restart, sends SIGTERM to the main process
   * alone, and checks: exit 0 within the drain time, nothing left on the data folder, and a next
   * start on the same folder answers /api/health.
   */
  async function killRestartStop(moment: "crash logged" | "starting" | "back", workers: number) {
    const dataDir = tempDataDir();
    const pgDir = join(dataDir, "pg");
    const store = await startOn(dataDir, { WEB_CONCURRENCY: String(workers) });
    expect((await fetch(`${store.base}/api/health`)).status).toBe(200);

    const killed = postmasterPid(store);
    process.kill(killed, "SIGKILL");
    await store.waitForLog("the embedded database stopped", 10_000);
    if (moment === "starting") {
      // The signal comes as soon as the restart's postmaster exists, while it recovers: the store
      // must stop it too, and wait for it, although it has not said it is back.
      const deadline = Date.now() + 20_000;
      while (!postmasterOn(pgDir, killed)) {
        if (Date.now() > deadline) throw new Error(`no new postmaster came up:\n${store.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } else if (moment === "back") {
      await store.waitForLog("the embedded database is back", 30_000);
      expect((await fetch(`${store.base}/api/health`)).status).toBe(200);
    }
    const signalAt = Date.now();
    store.child.kill("SIGTERM");
    const exitCode = await store.exited;
    const tookMs = Date.now() - signalAt;

    expect(exitCode, store.output()).toBe(0);
    expect(tookMs).toBeLessThan(GRACE_SECONDS * 1000 + 10_000);
    // Exited means stopped: no grace period for PostgreSQL after the store is gone.
    expect(postgresProcessesIn(pgDir), store.output()).toEqual([]);
    expect(existsSync(join(pgDir, "postmaster.pid"))).toBe(false);

    const next = await startOn(dataDir);
    expect((await fetch(`${next.base}/api/health`)).status).toBe(200);
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
    expect(postgresProcessesIn(pgDir)).toEqual([]);
  }

  it("when it comes as the crash is logged (restart pending), then no postgres is left, exit 0, and the next start works", async () => {
    await killRestartStop("crash logged", 1);
  }, 120_000);

  it("when it comes while the restarted postmaster starts, then no postgres is left, exit 0, and the next start works", async () => {
    await killRestartStop("starting", 1);
  }, 120_000);

  it("when it comes after the database is back (2 workers), then no postgres is left, exit 0, and the next start works", async () => {
    await killRestartStop("back", 2);
  }, 120_000);
});

describe("the built store, started on a data folder it cannot use", () => {
  it("when an orphaned postmaster (its store was killed) runs on the folder, then the start says so with the command to stop it and exits 1; after that command it starts", async () => {
    const dataDir = tempDataDir();
    const pgDir = join(dataDir, "pg");
    const killed = await startOn(dataDir);
    const orphan = postmasterPid(killed);
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(postgresProcessesIn(pgDir).length).toBeGreaterThan(0);

    const refused = await spawnOn(dataDir);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`A PostgreSQL (pid ${orphan}) is still running on ${pgDir}`);
    expect(refused.output()).toContain(`kill -INT ${orphan}`);
    expect(refused.output()).not.toMatch(/CarCare store listening|database ready/);
    // The refusal touched nothing: the orphan still runs.
    expect(postgresProcessesIn(pgDir).some((entry) => entry.startsWith(`${orphan} `))).toBe(true);

    execFileSync("kill", ["-INT", String(orphan)]);
    expect(await leftIn(pgDir, 15_000)).toEqual([]);
    const next = await startOn(dataDir);
    expect((await fetch(`${next.base}/api/health`)).status).toBe(200);
  }, 120_000);

  it("when another store runs on the folder, then a second start says two stores on one DATA_DIR is a mistake and exits 1, and the first keeps serving", async () => {
    const dataDir = tempDataDir();
    const first = await startOn(dataDir);
    const firstPostmaster = postmasterPid(first);

    const second = await spawnOn(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`belongs to another running process (pid ${first.child.pid}`);
    expect(second.output()).toContain("two stores on one DATA_DIR is a mistake");

    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
    expect(postmasterPid(first)).toBe(firstPostmaster);
  }, 120_000);

  it("when postmaster.pid names a live process that is not PostgreSQL, then the start calls the lock file stale, says how to remove it, and exits 1", async () => {
    const dataDir = tempDataDir();
    const pgDir = join(dataDir, "pg");
    const first = await startOn(dataDir);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const sleeper = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      // A lock file as a PostgreSQL killed with the machine leaves it, its pid since reused.
      writeFileSync(join(pgDir, "postmaster.pid"), `${sleeper.pid}\n${pgDir}\n`);
      const refused = await spawnOn(dataDir);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`names pid ${sleeper.pid}, which is not PostgreSQL (sleep 60)`);
      expect(refused.output()).toContain(`rm ${join(pgDir, "postmaster.pid")}`);
    } finally {
      sleeper.kill("SIGKILL");
    }
  }, 120_000);

  it("when the folder was made by another PostgreSQL major version, then the start names both versions and the way out, and exits 1", async () => {
    const dataDir = tempDataDir();
    const pgDir = join(dataDir, "pg");
    // What PostgreSQL 18 (the embedded version before decision 027) leaves: enough to be recognised.
    mkdirSync(pgDir);
    writeFileSync(join(pgDir, "PG_VERSION"), "18\n");
    writeFileSync(join(dataDir, "pg-connection.json"), JSON.stringify({ port: 1, user: "u", password: "p" }));

    const refused = await spawnOn(dataDir);
    expect(await refused.exited).toBe(1);
    const output = refused.output();
    expect(output).toContain(`The data folder ${pgDir} was made by PostgreSQL 18`);
    expect(output).toContain("the embedded PostgreSQL is 15");
    expect(output).toContain(`rm -r ${pgDir}`);
    expect(output).toMatch(/real data.*pg_dump/);
    expect(readFileSync(join(pgDir, "PG_VERSION"), "utf8")).toBe("18\n");
    expect(readdirSync(pgDir)).toEqual(["PG_VERSION"]);
  }, 60_000);
});
