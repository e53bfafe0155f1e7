#!/usr/bin/env node
// Runs the Prisma CLI offline. With the JS engine (prisma.config.ts) and the "client" engine type
// no native engine is needed, but the CLI still insists a query-engine library exists at start-up
// and would download one from a host this project cannot reach: point it at an empty placeholder.
import { spawnSync } from "node:child_process";
import { writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const placeholder = join(tmpdir(), "carcare-prisma-no-query-engine.so.node");
if (!existsSync(placeholder)) writeFileSync(placeholder, "");
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve("prisma/package.json")), "build", "index.js");
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: join(dirname(fileURLToPath(import.meta.url)), ".."),
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
