// Starts the store: database (embedded unless DATABASE_URL), migrations, demo data, then the HTTP
// workers (node:cluster, WEB_CONCURRENCY of them, one per core by default), and a clean shutdown.
//
// The main process owns the database: it starts the embedded cluster, migrates and seeds, and stops
// the cluster last. Each worker builds its own app and pools and shares the one listening port. The
// app keeps no state of its own between requests (sessions, throttles and outbox are in PostgreSQL;
// the listing's count cache is per process by design), so any worker can answer any request.
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import {
  applyMigrations,
  createPrismaClient,
  MIGRATIONS_DIR,
  openDatabase,
  REPO_ROOT,
  seedIfEmpty,
} from "@carcare/db";
import type { Logger } from "pino";
import { createApp } from "./app.js";
import { ConfigError, type Env, loadEnv } from "./env.js";
import { saveToOutbox } from "./features/dev/repository.js";
import { createLogger } from "./lib/logger.js";
import { createMailer } from "./lib/mailer.js";
import { createSessionStore } from "./lib/session.js";
import { createSqlPool } from "./lib/sql.js";
import { loadDevWebBuild, loadWebBuild } from "./lib/web.js";

/** apps/web, whose sources `pnpm dev` renders through Vite. */
const WEB_ROOT = join(REPO_ROOT, "apps", "web");
const VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
/** Longest a shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

interface Running {
  port: number;
  close(): Promise<void>;
}

/** The app on its own pools, listening on PORT (shared between workers by node:cluster). */
async function serveHttp(env: Env, databaseUrl: string, logger: Logger): Promise<Running> {
  const prisma = createPrismaClient(databaseUrl, { poolSize: env.DB_POOL_SIZE });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
    saveToOutbox: (email) => saveToOutbox(prisma, email),
  });
  const sql = createSqlPool(databaseUrl, env.DB_POOL_SIZE, (error) =>
    logger.warn({ err: error }, "an idle database connection failed"),
  );
  const sessionStore = createSessionStore(sql);
  const web = env.WEB_DEV ? await loadDevWebBuild(WEB_ROOT) : await loadWebBuild(env.WEB_BUILD);
  if (!web) logger.warn({ dir: env.WEB_BUILD }, "the web app is not built: pages answer 503");
  const app = createApp({ env, prisma, logger, version: VERSION, mailer, sessionStore, sql, web });
  const server: Server = app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : env.PORT,
    async close() {
      server.close();
      server.closeIdleConnections();
      mailer.close();
      sessionStore.close();
      await web?.close?.();
      await sql.end().catch(() => undefined);
      await prisma.$disconnect().catch(() => undefined);
    },
  };
}

/** Runs `stop` once on SIGINT or SIGTERM (Ctrl-C reaches every process of the group), then exits. */
function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void stop().then(() => process.exit(0));
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // A worker whose main process is gone (killed hard) must not serve on alone.
  if (cluster.isWorker) process.on("disconnect", () => shutdown("disconnect"));
}

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A worker: the main process gave it the database URL and the session secret in its environment. */
async function worker(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL).child({ worker: cluster.worker?.id });
  const running = await serveHttp(env, env.DATABASE_URL!, logger);
  onShutdown(logger, () => running.close());
  process.send?.({ listening: running.port });
}

/** Starts `count` workers and keeps that many running; resolves with the port once all listen. */
function startWorkers(env: Env, databaseUrl: string, logger: Logger): Promise<number> {
  let stopping = false;
  let listening = 0;
  return new Promise((resolve, reject) => {
    const fork = () => {
      // Every worker must sign and read cookies with the same secret (a test run makes a new one).
      const child = cluster.fork({ DATABASE_URL: databaseUrl, SESSION_SECRET: env.SESSION_SECRET });
      let ready = false;
      child.on("message", (message: { listening?: number }) => {
        if (message.listening === undefined || ready) return;
        ready = true;
        listening += 1;
        if (listening === env.WEB_CONCURRENCY) resolve(message.listening);
      });
      child.on("exit", (code, signal) => {
        if (stopping) return;
        if (!ready) {
          // A worker that cannot even start (port taken, bad settings) would only fail again.
          reject(new Error(`an HTTP worker could not start (exit ${code ?? signal})`));
          return;
        }
        listening -= 1;
        // Not `code`: the logger redacts that key everywhere (one-time codes).
        logger.error({ exitCode: code, signal }, "an HTTP worker stopped; starting another");
        fork();
      });
    };
    for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
    onShutdown(logger, async () => {
      stopping = true;
      await stopWorkers();
      await closeDatabase();
    });
  });
}

let closeDatabase: () => Promise<void> = async () => undefined;

/** Asks every worker to finish its requests and waits until all have exited. */
async function stopWorkers(): Promise<void> {
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          if (w.isDead()) return resolve();
          w.once("exit", () => resolve());
          w.process.kill("SIGTERM");
        }),
    ),
  );
}

async function main(): Promise<void> {
  const env = readEnv();
  if (cluster.isWorker) return worker(env);
  const startedAt = performance.now();
  const logger = createLogger(env.LOG_LEVEL);

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log: (line) => logger.debug({ component: "postgres" }, line),
  });
  closeDatabase = () =>
    database.close().catch((error: unknown) => logger.error({ err: error }, "could not stop the database"));
  logger.info(
    { kind: database.kind, dataDir: database.kind === "embedded" ? env.DATA_DIR : undefined },
    "database ready",
  );

  const migrations = await applyMigrations(database.url, MIGRATIONS_DIR);
  logger.info(
    { applied: migrations.applied, alreadyApplied: migrations.alreadyApplied },
    "migrations applied",
  );
  for (const name of migrations.modified)
    logger.warn({ migration: name }, "migration changed after it was applied");

  if (env.SEED_DEMO_DATA) {
    const prisma = createPrismaClient(database.url, { poolSize: 2 });
    const seeded = await seedIfEmpty(prisma);
    await prisma.$disconnect();
    if (seeded) logger.info({ seeded }, "demo data loaded into the empty database");
  }

  let port: number;
  if (env.WEB_CONCURRENCY === 1) {
    const running = await serveHttp(env, database.url, logger);
    onShutdown(logger, async () => {
      await running.close();
      await closeDatabase();
    });
    port = running.port;
  } else {
    port = await startWorkers(env, database.url, logger);
  }
  logger.info(
    { port, workers: env.WEB_CONCURRENCY, startupMs: Math.round(performance.now() - startedAt) },
    `CarCare store listening on http://localhost:${port}`,
  );
}

main().catch(async (error: unknown) => {
  console.error("The store could not start:", error);
  await closeDatabase();
  process.exit(1);
});
