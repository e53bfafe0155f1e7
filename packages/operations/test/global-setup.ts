import { startTestDatabaseServer } from "@carcare/db/testing";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    testDbAdminUrl: string;
    testDbTemplate: string;
  }
}

/** One PostgreSQL server per test run (never the developer's database); each file gets its own database. */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  project.provide("testDbAdminUrl", server.adminUrl);
  project.provide("testDbTemplate", server.template);
  return () => server.stop();
}
