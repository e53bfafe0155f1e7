#!/usr/bin/env node
// `pnpm test`: every package's tests through turbo (one package at a time: they start databases
// and browsers), then one closing line over all of them: "N passed, N failed, N skipped".
// Each vitest config writes a JSON report to <package>/test-results/vitest.json.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const packages = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const reports = (dir) => ["vitest.json", "playwright.json"].map((file) => join(dir, "test-results", file));
for (const dir of packages) for (const report of reports(dir)) rmSync(report, { force: true });

// Every process of this run, and each PostgreSQL it starts, inherits this mark (see leftPostgres).
const RUN_MARK = `CARCARE_TEST_RUN=${randomBytes(6).toString("hex")}`;
const started = Date.now();
const run = spawnSync(
  "pnpm",
  ["exec", "turbo", "run", "test", "--concurrency=1", "--continue", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, [RUN_MARK.split("=")[0]]: RUN_MARK.split("=")[1] },
  },
);

/**
 * PostgreSQL servers this run started and did not stop (Linux: /proc): postgres processes whose
 * environment carries RUN_MARK, with their data folder (-D). Other runs' databases have another mark.
 */
function leftPostgres() {
  if (!existsSync("/proc/self/environ")) return [];
  const left = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (!/postgres$/.test(args[0] ?? "") || !args.includes("-D")) continue;
      if (!readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(RUN_MARK)) continue;
      left.push({ pid: Number(entry), dataDir: args[args.indexOf("-D") + 1] });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return left;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};

/** A fast shutdown, then SIGKILL after 10 s. */
function stopPostgres(pid) {
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) spawnSync("sleep", ["0.1"]);
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

// Every test run stops every database it started, also when it fails: one left is a failure.
const leftBehind = leftPostgres();
for (const { pid, dataDir } of leftBehind) {
  console.error(`The tests left PostgreSQL running: pid ${pid} on ${dataDir} (stopped now)`);
  stopPostgres(pid);
}
// Temporary folders of the tests (carcare-*) made during this run and still there: named, to remove.
const leftFolders = readdirSync(tmpdir())
  .filter((name) => name.startsWith("carcare-"))
  .map((name) => join(tmpdir(), name))
  .filter((path) => {
    try {
      const stat = statSync(path);
      return stat.isDirectory() && (stat.birthtimeMs || stat.ctimeMs) >= started;
    } catch {
      return false;
    }
  });
if (leftFolders.length > 0) {
  console.error(`The tests left ${leftFolders.length} temporary folders:\n  ${leftFolders.join("\n  ")}`);
}

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
const exitCode = leftBehind.length > 0 ? 1 : (run.status ?? 1);
// A suite that failed to load, or a runner that crashed, reports no failed test: still count one.
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`\nAll packages in ${Math.round((Date.now() - started) / 1000)} s:`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
