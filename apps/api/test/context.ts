import { Writable } from "node:stream";
import type { PrismaClient } from "@carcare/db";
import { createTestDatabase } from "@carcare/db/testing";
import type { Express } from "express";
import { inject } from "vitest";
import type { AppDeps } from "../src/app.js";

// Tests that build a second app over the same deps (other settings, a broken client) take the
// assembly from here: no file under src/features imports the app (issue 26).
export { API_BASE, createApp } from "../src/app.js";
import { type Env, loadEnv } from "../src/env.js";
import { createLogger } from "../src/lib/logger.js";
import type { WebBuild } from "../src/lib/web.js";
import { createServerApp } from "../src/server-app.js";

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
  const logger = createLogger(env.LOG_LEVEL, linesInto(logs));
  // The store's own assembly, as the server builds it; pools of env.DB_POOL_SIZE (5 unless a test sets it).
  const serverApp = createServerApp({ env, databaseUrl: database.url, logger, version: "test", web });
  return {
    app: serverApp.app,
    deps: serverApp.deps,
    prisma: serverApp.prisma,
    env,
    databaseUrl: database.url,
    logs,
    close: async () => {
      await serverApp.close();
      await database.drop();
    },
  };
}
