// The one assembly of the store (issue 20): the pools, the mailer, the session store, the change
// listener and the app are built here, and closed here, for the server, the tests and the bench alike.
import { createPrismaClient, type PrismaClient } from "@carcare/db";
import { keepForRetry } from "@carcare/operations";
import type { Express } from "express";
import type { Logger } from "pino";
import { type AppDeps, createApp } from "./app.js";
import type { Env } from "./env.js";
import { saveToOutbox } from "./features/dev/service.js";
import { Db } from "./lib/database.js";
import { createMailer } from "./lib/mailer.js";
import { createNotifyListener } from "./lib/notify.js";
import { type OutboxWorker, startOutboxWorker } from "./lib/outbox-worker.js";
import { createSessionStore } from "./lib/session.js";
import { createSqlPool } from "./lib/sql.js";
import type { WebBuild } from "./lib/web.js";

export interface ServerAppConfig {
  env: Env;
  databaseUrl: string;
  logger: Logger;
  version: string;
  /** The server-rendered pages; null or absent: pages answer 503. close() closes it. */
  web?: WebBuild | null;
  /**
   * Listen for change notifications (LISTEN/NOTIFY), which lets the app keep in-process copies of
   * catalogue answers and sessions. Tests that build many apps leave it off: every read is fresh.
   */
  listenForChanges?: boolean;
  /**
   * Retry the outbox's pending emails in the background (lib/outbox-worker.ts; SMTP_URL only). The
   * server turns it on; tests run the worker themselves.
   */
  retryEmails?: boolean;
}

export interface ServerApp {
  app: Express;
  /** What the app was built from (tests reach the database and the mailer through it). */
  deps: AppDeps;
  /** The outbox's retries: running when config.retryEmails and SMTP_URL, else a worker tests can run. */
  outbox: OutboxWorker;
  prisma: PrismaClient;
  /**
   * Runs a first query on each pool (and waits for the change listener), at most `timeoutMs`. A
   * process that serves at once pays for its clients' start-up (connections, Prisma's query
   * compiler) in its first requests: seconds on a busy machine, long enough for the health probe to
   * report the database down. Rejects when the database does not answer in time.
   */
  warmUp(timeoutMs: number): Promise<void>;
  /**
   * Closes everything createServerApp opened, in order: mail, sessions, the listener, the pages, then
   * the pools. Every step runs even when one fails; the first failure is thrown at the end.
   */
  close(): Promise<void>;
}

/** Builds the app and everything it runs on; each pool has env.DB_POOL_SIZE connections. */
export function createServerApp(config: ServerAppConfig): ServerApp {
  const { env, databaseUrl, logger } = config;
  const prisma = createPrismaClient(databaseUrl, { poolSize: env.DB_POOL_SIZE });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    disabled: env.MAIL_DISABLED,
    from: env.MAIL_FROM,
    logger,
    saveToOutbox: (email) => saveToOutbox(db, email),
    // A failed send is kept and retried by the outbox worker, never lost (issue 31).
    queueForRetry: (email, error) => keepForRetry(db, email, error),
  });
  // An idle connection dropped by the server (restart, failover) is replaced on the next request.
  const sql = createSqlPool(databaseUrl, env.DB_POOL_SIZE, (error) =>
    logger.warn({ err: error }, "an idle database connection failed"),
  );
  // The one Db every feature reads and writes through (lib/database.ts).
  const db = new Db(prisma, sql);
  const sessions = createSessionStore(sql);
  const notify = config.listenForChanges ? createNotifyListener(databaseUrl, logger) : undefined;
  const web = config.web ?? null;
  const deps: AppDeps = {
    env,
    prisma,
    db,
    logger,
    version: config.version,
    mailer,
    sessions,
    sql,
    web,
    ...(notify ? { notify } : {}),
  };
  const app = createApp(deps);
  const outbox = startOutboxWorker({
    db,
    mailer,
    logger,
    ...(config.retryEmails ? {} : { everyMs: 0 }),
  });

  let closing: Promise<void> | undefined;
  const closeAll = async () => {
    const failures: unknown[] = [];
    const attempt = async (step: () => unknown) => {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    };
    await attempt(() => outbox.stop());
    await attempt(() => mailer.close());
    await attempt(() => sessions.close());
    await attempt(() => notify?.close());
    await attempt(() => web?.close?.());
    await attempt(() => sql.end());
    await attempt(() => prisma.$disconnect());
    if (failures.length > 0) throw failures[0];
  };
  const warmUp = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer from the database in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([
        Promise.all([prisma.$queryRaw`select 1`, sql.query("select 1"), notify?.ready()]),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    app,
    deps,
    outbox,
    prisma,
    warmUp,
    close: () => (closing ??= closeAll()),
  };
}
