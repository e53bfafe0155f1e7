// The benchmark's server process: the real app (built like test/context.ts builds it) and a bare
// Express hello-world, each on its own loopback port. Started and stopped by bench/run.ts. Like
// src/server.ts, it serves from WEB_CONCURRENCY workers (one per core by default) sharing the ports,
// and so does the hello-world: the baseline runs in the same process layout as the app.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { createPrismaClient } from "@carcare/db";
import express from "express";
import pino from "pino";
import { createApp } from "../src/app.js";
import { loadEnv } from "../src/env.js";
import { saveToOutbox } from "../src/features/dev/repository.js";
import { createLogger } from "../src/lib/logger.js";
import { createMailer } from "../src/lib/mailer.js";
import { createSessionStore } from "../src/lib/session.js";
import { createNotifyListener } from "../src/lib/notify.js";
import { createSqlPool } from "../src/lib/sql.js";
import { loadWebBuild } from "../src/lib/web.js";

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) {
  console.error("bench/server.ts is started by bench/run.ts");
  process.exit(1);
}

const env = loadEnv({
  NODE_ENV: "test",
  DATABASE_URL: databaseUrl,
  // Request logging stays on (as in production) but goes nowhere, so the terminal stays readable.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  ALLOWED_ORIGINS: "http://127.0.0.1",
  // Shared with bench/run.ts, which writes ready sessions for its shoppers.
  SESSION_SECRET: process.env.BENCH_SESSION_SECRET ?? randomBytes(32).toString("hex"),
  ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
  ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
});
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  const workers = Array.from({ length: env.WEB_CONCURRENCY }, () => cluster.fork());
  let ready = 0;
  for (const worker of workers) {
    worker.on("message", (ports) => {
      ready += 1;
      if (ready === workers.length) process.send?.(ports);
    });
  }
  const stop = () => {
    let alive = workers.length;
    for (const worker of workers) {
      worker.once("exit", () => (alive -= 1) === 0 && process.exit(0));
      worker.process.kill("SIGTERM");
    }
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("disconnect", stop);
} else {
  await serve(databaseUrl, (message) => process.send?.(message));
}

async function serve(databaseUrl: string, send: (message: unknown) => void) {
  const logger = createLogger(env.LOG_LEVEL, pino.destination({ dest: "/dev/null", sync: true }));
  const prisma = createPrismaClient(databaseUrl, { poolSize: env.DB_POOL_SIZE });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: env.MAIL_FROM,
    logger,
    saveToOutbox: (email) => saveToOutbox(prisma, email),
  });
  const sql = createSqlPool(databaseUrl, env.DB_POOL_SIZE, () => undefined);
  const sessionStore = createSessionStore(sql);
  const notify = createNotifyListener(databaseUrl, logger);
  await notify.ready();
  // The real web build (pnpm bench builds it first): server-rendered pages are measured too.
  const web = await loadWebBuild(env.WEB_BUILD);
  if (!web) throw new Error(`no web build in ${env.WEB_BUILD}: run pnpm build`);
  const app = createApp({ env, prisma, logger, version: "bench", mailer, sessionStore, sql, web, notify });

  const hello = express();
  hello.get("/", (_req, res) => {
    res.send("Hello World!");
  });

  function listen(handler: express.Express): Promise<Server> {
    return new Promise((resolve, reject) => {
      const server = handler.listen(0, "127.0.0.1");
      server.once("listening", () => resolve(server));
      server.once("error", reject);
    });
  }

  const portOf = (server: Server) => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  };

  const [appServer, helloServer] = await Promise.all([listen(app), listen(hello)]);

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    for (const server of [appServer, helloServer]) {
      server.close();
      server.closeAllConnections();
    }
    sessionStore.close();
    await notify.close();
    await sql.end().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    process.exit(0);
  }
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  // The parent went away (finished or crashed): never outlive it.
  process.on("disconnect", () => void stop());

  send({ appPort: portOf(appServer), helloPort: portOf(helloServer) });
}
