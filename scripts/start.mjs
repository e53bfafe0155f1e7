#!/usr/bin/env node
// `pnpm start`: builds what changed, then runs the store (apps/api/dist/server.js) with this
// terminal. The build says one line (a failing task's output in full); the rest is the store's own
// output, which ends with the address to open. Ctrl-C reaches the store, which stops and exits 0,
// and so does this script with it: no package manager in between to report the signal as a failure.
import { spawn, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";

const root = new URL("..", import.meta.url).pathname;
const startedAt = performance.now();
const build = spawnSync(
  resolve(root, "node_modules/.bin/turbo"),
  ["run", "build", "--output-logs=errors-only"],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" },
);
// eslint-disable-next-line no-control-regex
const output = `${build.stdout}${build.stderr}`.replace(/\u001b\[[0-9;]*m/g, "");
if (build.status !== 0) {
  process.stderr.write(output);
  console.error("pnpm start: the build failed (above); the store was not started.");
  process.exit(build.status ?? 1);
}
const count = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(output)?.[1] ?? NaN);
const tasks = count("Tasks");
const cached = count("Cached");
const elapsed = (performance.now() - startedAt) / 1000;
const seconds = elapsed < 10 ? elapsed.toFixed(1) : Math.round(elapsed);
const unchanged = cached > 0 ? ` (${cached} unchanged since the last build)` : "";
console.log(
  Number.isNaN(tasks) ? `Built in ${seconds} s.` : `Built ${tasks} packages in ${seconds} s${unchanged}.`,
);

const api = resolve(root, "apps/api");
const server = spawn(process.execPath, [resolve(api, "dist/server.js")], { cwd: api, stdio: "inherit" });
// Ctrl-C in a terminal signals the whole process group, the store included; a signal sent to this
// process alone (kill <pid>) is passed on. The store stops once, however often it is asked.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.once("exit", (code, signal) => {
  process.exit(code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 1));
});
