// Lighthouse (mobile, the default config) against the real built store, the way playwright.config.ts
// starts it: `node ../api/dist/server.js` on a fresh embedded PostgreSQL seeded with demo data.
// Prints the four category scores and the core metrics per page, and writes them all (with each
// page's top opportunities) to test-results/lighthouse.json. It reports numbers; it asserts none.
// Build first: pnpm turbo run build --filter=@carcare/api...
import { spawn } from "node:child_process";
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const E2E_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);
// localhost, not 127.0.0.1: the API's default ALLOWED_ORIGINS are http://localhost:<PORT>.
const BASE_URL = `http://localhost:${PORT}`;
const HEALTH_URL = `http://127.0.0.1:${PORT}/api/health`;
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? "/,/accessories,/accessories/1,/servicepage,/subscription")
  .split(",")
  .map((path) => path.trim())
  .filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
};
const OUTPUT_FILE = join(E2E_DIR, "test-results", "lighthouse.json");
// The server's own log (warnings and errors only), for when a page fails to load.
const SERVER_LOG = join(E2E_DIR, "test-results", "lighthouse-server.log");

/** Starts the built server on a fresh data directory; resolves once /api/health answers. */
async function startServer(dataDir) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    LOG_LEVEL: "warn",
  };
  // NODE_ENV stays unset, as in playwright.config.ts: "test" would randomise the session secret.
  delete env.NODE_ENV;
  mkdirSync(dirname(SERVER_LOG), { recursive: true });
  const log = openSync(SERVER_LOG, "w");
  const server = spawn(process.execPath, ["../api/dist/server.js"], {
    cwd: E2E_DIR,
    env,
    detached: true, // its own process group, so the embedded PostgreSQL can be stopped with it
    stdio: ["ignore", log, log],
  });
  closeSync(log); // the child holds its own copy
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const early = await Promise.race([exited, sleep(500, null)]);
    if (early) {
      const how = early.signal ?? `code ${early.code}`;
      throw new Error(`the server exited before it was healthy (${how}): see ${SERVER_LOG}`);
    }
    const healthy = await fetch(HEALTH_URL, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { server, exited };
  }
  await stopServer({ server, exited });
  throw new Error(`${HEALTH_URL} did not answer within 180 s`);
}

/** SIGTERM lets the server stop its workers and PostgreSQL; whatever is left after 20 s is killed. */
async function stopServer({ server, exited }) {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(20_000, false)]);
  try {
    process.kill(-server.pid, stopped ? "SIGTERM" : "SIGKILL");
  } catch {
    // The group is already gone: the usual case after a clean stop.
  }
}

/** Performance audits that cost something, biggest estimated saving first (then lowest score). */
function topOpportunities(lhr, count) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => !ref.group?.startsWith("metrics") && ref.group !== "hidden")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      savingsMs: Math.round(
        audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {})),
      ),
      savingsBytes: audit.details?.overallSavingsBytes ?? null,
      displayValue: audit.displayValue ?? null,
      // The worst offenders (a script, a stylesheet, a DOM node), so the summary says where to look.
      items: (audit.details?.items ?? []).slice(0, 3).map((entry) => {
        // A "list" detail (the LCP element) nests tables: keep each table's first row.
        const item = entry.type === "table" ? (entry.items?.[0] ?? {}) : entry;
        const {
          url,
          wastedBytes,
          wastedMs,
          totalBytes,
          total,
          group,
          duration,
          node,
          cacheLifetimeMs,
          phase,
          timing,
        } = item;
        return {
          url,
          group,
          node: node?.snippet,
          phase,
          timing,
          wastedBytes,
          wastedMs,
          totalBytes,
          total,
          duration,
          cacheLifetimeMs,
        };
      }),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || a.score - b.score)
    .slice(0, count);
}

function summarise(path, lhr) {
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      if (typeof score !== "number") throw new Error(`${path}: no ${id} score`);
      return [id, Math.round(score * 100)];
    }),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]),
  );
  return {
    path,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics,
    warnings: lhr.runWarnings,
    opportunities: topOpportunities(lhr, 5),
  };
}

function printTable(pages) {
  const ms = (value) => (value === null ? "-" : `${Math.round(value)} ms`);
  const rows = pages.map(({ path, scores, metrics }) => [
    path,
    ...CATEGORIES.map((id) => String(scores[id])),
    ms(metrics.FCP),
    ms(metrics.LCP),
    ms(metrics.TBT),
    metrics.CLS === null ? "-" : metrics.CLS.toFixed(3),
  ]);
  const header = ["path", "perf", "a11y", "best-pr", "seo", "FCP", "LCP", "TBT", "CLS"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "carcare-lighthouse-"));
  // The embedded PostgreSQL may run initdb as another user when started as root.
  chmodSync(dataDir, 0o755);
  let running;
  let chrome;
  try {
    running = await startServer(dataDir);
    // One plain request per page first, so the audit measures a warm server rather than its first render.
    for (const path of PATHS) {
      const response = await fetch(new URL(path, BASE_URL));
      await response.arrayBuffer();
      // 503 is what the server answers for pages when apps/web is not built (or is being rebuilt).
      if (response.status >= 500) throw new Error(`${path} answered ${response.status}: is apps/web built?`);
    }

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    const pages = [];
    let lighthouseVersion;
    for (const path of PATHS) {
      const url = new URL(path, BASE_URL).href;
      console.error(`lighthouse: ${url}`);
      // No config: Lighthouse's default, a mid-range phone on a throttled (simulated) 4G connection.
      const audit = () =>
        lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      let result = await audit();
      // A trace Chrome failed to record (NO_NAVSTART, NO_FCP on a loaded machine) is worth one more try.
      if (result?.lhr.runtimeError) {
        console.error(`lighthouse: ${path} again after ${result.lhr.runtimeError.code}`);
        result = await audit();
      }
      if (!result) throw new Error(`${path}: Lighthouse returned no result`);
      if (result.lhr.runtimeError) console.error(`lighthouse: the server's log is ${SERVER_LOG}`);
      pages.push(summarise(path, result.lhr));
      lighthouseVersion = result.lhr.lighthouseVersion;
    }

    mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
    writeFileSync(
      OUTPUT_FILE,
      `${JSON.stringify({ lighthouseVersion, formFactor: "mobile", baseUrl: BASE_URL, pages }, null, 2)}\n`,
    );

    console.log("");
    printTable(pages);
    const home = pages.find((page) => page.path === "/") ?? pages[0];
    console.log(`\nTop opportunities and diagnostics for ${home.path}:`);
    for (const { title, displayValue, savingsMs } of home.opportunities) {
      console.log(
        `- ${title}${displayValue ? ` (${displayValue})` : ""}${savingsMs ? `, ~${savingsMs} ms` : ""}`,
      );
    }
    console.log(`\nSummary written to ${OUTPUT_FILE}`);
  } finally {
    await chrome?.kill();
    if (running) await stopServer(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
