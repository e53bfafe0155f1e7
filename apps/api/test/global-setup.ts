import { rmSync } from "node:fs";
import { startTestDatabaseServer } from "@carcare/db/testing";
import type { TestProject } from "vitest/node";
import { EXCHANGES_DIR } from "./openapi-recorder.js";
import { replayRecordedExchanges } from "./openapi-replay.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDbAdminUrl: string;
    testDbTemplate: string;
  }
}

/** One PostgreSQL server per test run (never the developer's database); each file gets its own database. */
export default async function setup(project: TestProject) {
  rmSync(EXCHANGES_DIR, { recursive: true, force: true });
  const server = await startTestDatabaseServer();
  project.provide("testDbAdminUrl", server.adminUrl);
  project.provide("testDbTemplate", server.template);
  return async () => {
    await server.stop();
    if (process.env.OPENAPI_REPLAY !== "off") checkAgainstTheDocument();
  };
}

/**
 * The OpenAPI replay check (issue 31 point 7): every /api request the tests made, and its answer,
 * must be one the document describes. Fails the run (a teardown error) on any that is not.
 */
function checkAgainstTheDocument(): void {
  const report = replayRecordedExchanges();
  console.log(
    `OpenAPI replay: ${report.exchanges} requests to ${report.operations} operations checked against ` +
      `the document (${report.otherSlash} without the declared trailing slash, ${report.unknownPaths} ` +
      `to unknown paths answered 404): ${report.problems.length} problems`,
  );
  if (report.problems.length > 0) {
    throw new Error(`The OpenAPI document does not describe:\n  ${report.problems.join("\n  ")}`);
  }
}
