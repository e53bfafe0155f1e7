import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pidAlive, startEmbeddedCluster } from "./embedded.js";
import { applyMigrations } from "./migrate.js";
import { MIGRATIONS_DIR } from "./paths.js";

/** A PostgreSQL server for one test run, with a template database that has every migration applied. */
export interface TestDatabaseServer {
  adminUrl: string;
  template: string;
  kind: "external" | "embedded" | "testcontainers";
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the server tests use: TEST_DATABASE_URL's server when given (its role needs CREATEDB),
 * a testcontainers PostgreSQL when TEST_DB=testcontainers (needs Docker), otherwise a throw-away
 * embedded cluster in a temporary folder, never the developer's own database.
 */
export async function startTestDatabaseServer(
  env: { TEST_DATABASE_URL?: string | undefined; TEST_DB?: string | undefined } = process.env,
): Promise<TestDatabaseServer> {
  let adminUrl: string;
  let kind: TestDatabaseServer["kind"];
  let stopServer: () => Promise<void>;
  if (env.TEST_DATABASE_URL) {
    adminUrl = env.TEST_DATABASE_URL;
    kind = "external";
    stopServer = async () => undefined;
  } else if (env.TEST_DB === "testcontainers") {
    const moduleName = "@testcontainers/postgresql";
    const { PostgreSqlContainer } = (await import(moduleName)) as {
      PostgreSqlContainer: new (image: string) => {
        start(): Promise<{ getConnectionUri(): string; stop(): Promise<unknown> }>;
      };
    };
    const container = await new PostgreSqlContainer("postgres:15-alpine").start();
    adminUrl = container.getConnectionUri();
    kind = "testcontainers";
    stopServer = async () => void (await container.stop());
  } else {
    const dir = mkdtempSync(join(tmpdir(), "carcare-test-pg-"));
    // When run as root the cluster runs as a "postgres" user, which must be able to enter the folder.
    chmodSync(dir, 0o755);
    stopServer = async () => {
      await stopPostgresIn(dir);
      rmSync(dir, { recursive: true, force: true });
    };
    try {
      const cluster = await startEmbeddedCluster(dir);
      stopServer = async () => {
        await cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      };
      adminUrl = cluster.adminUrl;
      kind = "embedded";
      // A throw-away cluster need not survive a crash of the machine: no waiting for the disk on each
      // commit and each CREATE DATABASE (every test file creates one). synchronous_commit stays on: the
      // tests read it, and with fsync off a commit's WAL flush no longer waits for the disk anyway.
      for (const setting of ["fsync = off", "full_page_writes = off"]) {
        await adminQuery(adminUrl, `alter system set ${setting}`);
      }
      await adminQuery(adminUrl, "select pg_reload_conf()");
    } catch (error) {
      // Nothing of a failed start is left behind: no postgres, no folder.
      await stopServer();
      throw error;
    }
  }
  const template = `carcare_tpl_${randomBytes(4).toString("hex")}`;
  try {
    await adminQuery(adminUrl, `create database ${template}`);
    await applyMigrations(withDatabase(adminUrl, template), MIGRATIONS_DIR);
  } catch (error) {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
    await stopServer();
    throw error;
  }
  return {
    adminUrl,
    template,
    kind,
    stop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
      await stopServer();
    },
  };
}

/** A fresh, migrated database of its own for one test file; drop() removes it. */
export async function createTestDatabase(
  adminUrl: string,
  template: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `carcare_t_${randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Creates an empty database (no migrations) on the test server. */
export async function createEmptyDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `carcare_e_${randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Stops the embedded PostgreSQL running on `dataDir` (its pg/postmaster.pid), if any: a fast shutdown,
 * then SIGKILL after `timeoutMs`. For a test's clean-up after its store was killed or failed; answers
 * the postmaster's pid when one was running (so a test can report it), else null.
 */
export async function stopPostgresIn(dataDir: string, timeoutMs = 10_000): Promise<number | null> {
  const pidFile = join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid)) return null;
  // A stale file's pid may name another process by now: only a postgres is stopped.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline) && !readFileSync(cmdline, "utf8").includes("postgres")) return null;
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + timeoutMs;
  while (pidAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (pidAlive(pid)) process.kill(pid, "SIGKILL");
  for (let wait = 0; pidAlive(pid) && wait < 250; wait++) await new Promise((r) => setTimeout(r, 20));
  return pid;
}
