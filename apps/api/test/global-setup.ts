import { rmSync } from "node:fs";
import path from "node:path";
import { startTestDatabaseServer } from "@carcare/db/testing";
import type { TestProject } from "vitest/node";
import { EXCHANGES_ROOT, replayRecordedExchanges } from "./openapi-replay.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDbAdminUrl: string;
    testDbTemplate: string;
    /** This run's folder for the OpenAPI recorder; empty with OPENAPI_REPLAY=off. */
    openapiExchangesDir: string;
  }
}

/** One PostgreSQL server per test run (never the developer's database); each file gets its own database. */
export default async function setup(project: TestProject) {
  const replay = process.env.OPENAPI_REPLAY !== "off";
  const exchanges = replay ? path.join(EXCHANGES_ROOT, `${process.pid}-${Date.now()}`) : "";
  project.provide("openapiExchangesDir", exchanges);
  const server = await startTestDatabaseServer();
  project.provide("testDbAdminUrl", server.adminUrl);
  project.provide("testDbTemplate", server.template);
  return async () => {
    await server.stop();
    if (!replay) return;
    try {
      checkAgainstTheDocument(exchanges);
    } finally {
      rmSync(exchanges, { recursive: true, force: true });
    }
  };
}

/**
 * The OpenAPI replay check (issue 31 point 7): every /api request the tests made, and its answer,
 * must be one the document describes. Fails the run (a teardown error) on any that is not.
 */
function checkAgainstTheDocument(exchanges: string): void {
  const report = replayRecordedExchanges(exchanges);
  console.log(
    `OpenAPI replay: ${report.exchanges} requests to ${report.operations} operations checked against ` +
      `the document (${report.otherSlash} without the declared trailing slash, ${report.unknownPaths} ` +
      `to unknown paths answered 404): ${report.problems.length} problems`,
  );
  if (report.problems.length > 0) {
    // Vitest only logs a teardown's error: the exit code says the run failed.
    process.exitCode = 1;
    throw new Error(`The OpenAPI document does not describe:\n  ${report.problems.join("\n  ")}`);
  }
}
