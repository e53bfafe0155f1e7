import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// localhost, not 127.0.0.1: the API's default ALLOWED_ORIGINS are http://localhost:<PORT>.
const BASE_URL = `http://localhost:${PORT}`;
// A folder made here is removed when the server has stopped (scripts/store.mjs); one given is kept.
// (The config is read again by each worker: the first reading's answer is kept in the environment.)
const removeDataDir = process.env.E2E_REMOVE_DATA_DIR ?? (process.env.E2E_DATA_DIR ? "0" : "1");
process.env.E2E_REMOVE_DATA_DIR = removeDataDir;
// A fresh embedded PostgreSQL per run (migrated and seeded with the demo customer on start).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "carcare-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The embedded PostgreSQL may run initdb as another user when started as root.
chmodSync(dataDir, 0o755);

// The server runs a copy of the web build taken now, so a rebuild during the run (another terminal,
// another engineer) cannot pull its assets away. Kept under apps/web, where its imports resolve.
const webBuild = process.env.E2E_WEB_BUILD ?? snapshotWebBuild();
process.env.E2E_WEB_BUILD = webBuild;

function snapshotWebBuild(): string {
  const web = join(import.meta.dirname, "..", "web");
  const snapshots = join(web, ".e2e-builds");
  mkdirSync(snapshots, { recursive: true });
  for (const old of readdirSync(snapshots)) {
    const path = join(snapshots, old);
    if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
  const snapshot = mkdtempSync(join(snapshots, "run-"));
  if (existsSync(join(web, "build"))) cpSync(join(web, "build"), snapshot, { recursive: true });
  return snapshot;
}

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/**
 * Specs that share no data with the others: the ones on a store of their own (data-states-store.ts:
 * their own server and database on E2E_PORT + 8, so one at a time), and ones that only read what no
 * spec changes (static pages, the plans) or act as customers of their own. They run in a second
 * worker beside the rest, which change the shared demo store (its coupons, stock and demo customer)
 * and so run one at a time.
 */
const INDEPENDENT = /\/(data-states|honest-catalogue|plans|pages|spare-parts|arabic-pages)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/artifacts",
  use: { baseURL: BASE_URL, trace: "off" },
  projects: [
    { name: "chromium", testIgnore: [/screenshots\.spec\.ts/, INDEPENDENT], use: chromium, workers: 1 },
    { name: "independent", testMatch: INDEPENDENT, use: chromium, workers: 1 },
    // Only `pnpm --filter @carcare/e2e screenshots` runs this one: it rewrites docs/screenshots/.
    ...(process.env.TAKE_SCREENSHOTS
      ? [{ name: "screenshots", testMatch: /screenshots\.spec\.ts/, use: chromium }]
      : []),
  ],
  webServer: {
    // The real built server (API and web app on one origin). NODE_ENV stays unset on purpose:
    // "test" would randomise the session secret. scripts/store.mjs runs it and, once it has
    // stopped, stops a PostgreSQL it left on DATA_DIR (and fails) and removes the run's folder.
    command: "node scripts/store.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM, as an operator stops the store: the server stops its embedded PostgreSQL, which runs in
    // its own process group (Playwright's default, SIGKILL to the server's group, left it running).
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      E2E_REMOVE_DATA_DIR: removeDataDir,
      WEB_BUILD: webBuild,
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      // Pay on delivery with a fee (issue 29): the checkout spec sees it as a line of its own.
      COD_FEE_AED: "5",
    },
  },
});
