import type { TestProject } from "vitest/node";
import { startTestDatabaseServer } from "../src/testing.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDbAdminUrl: string;
    testDbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  project.provide("testDbAdminUrl", server.adminUrl);
  project.provide("testDbTemplate", server.template);
  return () => server.stop();
}
