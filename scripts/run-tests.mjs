#!/usr/bin/env node
// `pnpm test`: every package's tests through turbo (one package at a time: they start databases
// and browsers), then one closing line over all of them: "N passed, N failed, N skipped".
// Each vitest config writes a JSON report to <package>/test-results/vitest.json.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const packages = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const reports = (dir) => ["vitest.json", "playwright.json"].map((file) => join(dir, "test-results", file));
for (const dir of packages) for (const report of reports(dir)) rmSync(report, { force: true });

const started = Date.now();
const run = spawnSync(
  "pnpm",
  ["exec", "turbo", "run", "test", "--concurrency=1", "--continue", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of packages) {
  const [vitestReport, playwrightReport] = reports(dir);
  if (existsSync(vitestReport)) {
    const json = JSON.parse(readFileSync(vitestReport, "utf8"));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  if (existsSync(playwrightReport)) {
    const stats = JSON.parse(readFileSync(playwrightReport, "utf8")).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
  }
}
const exitCode = run.status ?? 1;
// A suite that failed to load, or a runner that crashed, reports no failed test: still count one.
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`\nAll packages in ${Math.round((Date.now() - started) / 1000)} s:`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
