#!/usr/bin/env node
// `pnpm dev`: the store on PORT with pages rendered from apps/web's sources by Vite (hot reload in the
// browser), the API restarted when its own code changes. Every setting on the command line (PORT,
// DATA_DIR, ...) reaches the server: this script runs it itself, with its own environment (turbo
// would filter the environment of the tasks it runs).
//
//   1. builds the packages the API uses (turbo, cached; a failing task's output is shown);
//   2. keeps them built: one `tsc --build --watch` over packages/{calendar,contracts,db,operations};
//   3. once that has compiled, runs the API from its sources (node --import tsx, WEB_DEV=true), and restarts it
//      (SIGTERM, then waits for it to stop its embedded database) after a change to a file under
//      apps/api/src (tests aside) and after each rebuild of the packages, once per rebuild.
//      Nothing else restarts it: the web app's files are Vite's to reload, and the packages' dist
//      files, which tsc writes one by one, are covered by the rebuild.
//
// The web app is not built: Vite renders its sources (WEB_DEV_ROOT, apps/web unless given).
// Ctrl-C (SIGINT) or SIGTERM stops everything and exits 0.
import { spawn, spawnSync } from "node:child_process";
import { watch } from "node:fs";
import { resolve } from "node:path";
import { clearTimeout, setTimeout } from "node:timers";

const root = new URL("..", import.meta.url).pathname;
const api = resolve(root, "apps/api");
const webRoot = resolve(process.env.WEB_DEV_ROOT || resolve(root, "apps/web"));
const bin = (dir, name) => resolve(dir, "node_modules/.bin", name);
/** After SIGTERM the API has this long to stop (its database too) before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

const packages = ["calendar", "contracts", "db", "operations"];
const build = spawnSync(
  bin(root, "turbo"),
  ["run", "build", ...packages.map((name) => `--filter=@carcare/${name}`), "--output-logs=errors-only"],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" },
);
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}`);
  console.error("pnpm dev: building the packages failed (above)");
  process.exit(build.status ?? 1);
}

let stopping = false;
let tsc;
let server;
let restarting = false;
let restartAgain = false;

/** Runs the API; a second call while it runs stops it first (and the latest request wins). */
function startApi() {
  // tsx's loader in the API's own process (no wrapper process between it and the signals).
  server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: api,
    stdio: "inherit",
    env: { ...process.env, WEB_DEV: "true", WEB_DEV_ROOT: webRoot },
  });
  const self = server;
  self.once("exit", (code, signal) => {
    if (server === self) server = undefined;
    if (!stopping && !restarting) {
      console.error(`pnpm dev: the API stopped (${signal ?? `exit ${code}`}); it starts again on a change`);
    }
  });
}

function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    child.kill("SIGTERM");
  });
}

async function restartApi(reason) {
  if (stopping) return;
  if (restarting) {
    restartAgain = true;
    return;
  }
  restarting = true;
  console.log(`pnpm dev: ${reason}; restarting the API`);
  await stopChild(server);
  restarting = false;
  if (stopping) return;
  if (restartAgain) {
    restartAgain = false;
    return restartApi(reason);
  }
  startApi();
}

// A signal from a terminal's Ctrl-C also reaches the API itself; the API stops once however often
// it is asked, so this passes it on as well (for a signal sent to this process alone).
async function stop() {
  if (stopping) return;
  stopping = true;
  tsc?.kill("SIGTERM");
  await stopChild(server);
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// tsc's watch output, without its "starting"/"0 errors" chatter: errors and their summary only.
const projects = packages.map((name) => resolve(root, "packages", name, "tsconfig.build.json"));
tsc = spawn(bin(root, "tsc"), ["--build", "--watch", "--preserveWatchOutput", ...projects], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
});
tsc.once("exit", (code, signal) => {
  if (stopping) return;
  console.error(`pnpm dev: tsc --watch ended (${signal ?? `exit ${code}`}); stopping`);
  void stop();
});
let pending = "";
let compiledOnce = false;
tsc.stdout.setEncoding("utf8");
tsc.stdout.on("data", (text) => {
  const lines = (pending + text).split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    if (/Watching for file changes/.test(line)) {
      if (!compiledOnce) {
        compiledOnce = true;
        startApi();
        watchApiSources();
      } else void restartApi("the packages were rebuilt");
    }
    if (line.trim() === "" || /Starting (compilation|incremental)|Found 0 errors/.test(line)) continue;
    process.stdout.write(`${line}\n`);
  }
});

function watchApiSources() {
  let timer;
  watch(resolve(api, "src"), { recursive: true }, (_event, file) => {
    if (!file || /\.test\.tsx?$/.test(file) || !/\.(ts|tsx|js|json)$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void restartApi(`apps/api/src/${file} changed`), 200);
  });
}
