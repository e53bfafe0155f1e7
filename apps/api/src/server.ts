// Starts the store: database (embedded unless DATABASE_URL), migrations, demo data, HTTP, clean shutdown.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { applyMigrations, createPrismaClient, MIGRATIONS_DIR, openDatabase, seedIfEmpty } from "@carcare/db";
import { createApp } from "./app.js";
import { ConfigError, type Env, loadEnv } from "./env.js";
import { saveToOutbox } from "./features/dev/repository.js";
import { createLogger } from "./lib/logger.js";
import { createMailer } from "./lib/mailer.js";
import { createSessionStore } from "./lib/session.js";
import { createSqlPool } from "./lib/sql.js";

const VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;

async function main(): Promise<void> {
  const startedAt = performance.now();
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log: (line) => logger.debug({ component: "postgres" }, line),
  });
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

  const prisma = createPrismaClient(database.url, { poolSize: env.DB_POOL_SIZE });
  if (env.SEED_DEMO_DATA) {
    const seeded = await seedIfEmpty(prisma);
    if (seeded) logger.info({ seeded }, "demo data loaded into the empty database");
  }

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
    saveToOutbox: (email) => saveToOutbox(prisma, email),
  });
  const sql = createSqlPool(database.url, env.DB_POOL_SIZE, (error) =>
    logger.warn({ err: error }, "an idle database connection failed"),
  );
  const sessionStore = createSessionStore(sql);
  const app = createApp({ env, prisma, logger, version: VERSION, mailer, sessionStore, sql });
  const server: Server = app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    { port, startupMs: Math.round(performance.now() - startedAt) },
    `CarCare store listening on http://localhost:${port}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    mailer.close();
    sessionStore.close();
    await sql.end().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    await database
      .close()
      .catch((error: unknown) => logger.error({ err: error }, "could not stop the database"));
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("The store could not start:", error);
  process.exit(1);
});
