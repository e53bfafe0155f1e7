import { Writable } from "node:stream";
import { createPrismaClient, type PrismaClient } from "@carcare/db";
import { createTestDatabase } from "@carcare/db/testing";
import type { Express } from "express";
import { inject } from "vitest";
import { type AppDeps, createApp } from "../src/app.js";
import { type Env, loadEnv } from "../src/env.js";
import { saveToOutbox } from "../src/features/dev/repository.js";
import { createLogger } from "../src/lib/logger.js";
import { createMailer } from "../src/lib/mailer.js";
import { createSessionStore } from "../src/lib/session.js";
import { createSqlPool } from "../src/lib/sql.js";
import type { WebBuild } from "../src/lib/web.js";

export interface TestContext {
  app: Express;
  deps: AppDeps;
  prisma: PrismaClient;
  env: Env;
  databaseUrl: string;
  /** Every log line the app wrote, for asserting what is (not) logged. */
  logs: string[];
  close(): Promise<void>;
}

/** A stream for a test's logger that keeps every line written to it in `lines`. */
export function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
}

/** Builds the app on a fresh migrated database of this test file's own. */
export async function createTestContext(
  overrides: Record<string, string> = {},
  { web = null }: { web?: WebBuild | null } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
  const env = loadEnv({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    LOG_LEVEL: "info",
    WEB_BUILD: "/nonexistent-web-build",
    ALLOWED_ORIGINS: "http://localhost:3000",
    ...overrides,
  });
  const logs: string[] = [];
  const sink = linesInto(logs);
  const prisma = createPrismaClient(database.url, { poolSize: 5 });
  const logger = createLogger(env.LOG_LEVEL, sink);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
    saveToOutbox: (email) => saveToOutbox(prisma, email),
  });
  const sql = createSqlPool(database.url, 5, () => undefined);
  const sessionStore = createSessionStore(sql);
  const deps: AppDeps = { env, prisma, logger, version: "test", mailer, sessionStore, sql, web };
  const app = createApp(deps);
  return {
    app,
    deps,
    prisma,
    env,
    databaseUrl: database.url,
    logs,
    close: async () => {
      mailer.close();
      sessionStore.close();
      await sql.end();
      await prisma.$disconnect();
      await database.drop();
    },
  };
}
