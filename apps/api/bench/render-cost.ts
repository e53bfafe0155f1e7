// What one server-rendered product page costs, away from autocannon's concurrency: seeds a small
// catalogue into a throw-away embedded PostgreSQL, builds the app as bench/server.ts does (one
// process, request logging to /dev/null), and times sequential requests to product pages never asked
// for before (so the visitors' page cache always misses, as with the bench's random 100,000).
//
//   npx tsx bench/render-cost.ts                      (from apps/api; the web app must be built)
//
// Settings (environment): RENDER_PRODUCTS (5000), RENDER_REQUESTS per variant (400), RENDER_WARMUP
// rounds (150), RENDER_WEB_BUILD (web build folders under apps/web, comma-separated; default: the
// env's WEB_BUILD): each gets an app of its own in this process and their requests are interleaved,
// so two builds are compared under the same machine load; RENDER_PROFILE (a file: a CPU profile of
// the measured requests); RENDER_DUMP (a file: one page's HTML); RENDER_SQL_LOG (print each statement).
// Prints one line per build and variant: median and p90 wall ms per page, CPU ms per page (this
// process's, measured around each request: the server's work plus a small client), SQL statements
// per page, and the page's size.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { Session } from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations, createPrismaClient, MIGRATIONS_DIR, startEmbeddedCluster } from "@carcare/db";
import pg from "pg";
import pino from "pino";
import { createApp } from "../src/app.js";
import { loadEnv } from "../src/env.js";
import { saveToOutbox } from "../src/features/dev/service.js";
import { Db } from "../src/lib/database.js";
import { createLogger } from "../src/lib/logger.js";
import { createMailer } from "../src/lib/mailer.js";
import { createSessionStore } from "../src/lib/session.js";
import { createSqlPool } from "../src/lib/sql.js";
import { loadWebBuild } from "../src/lib/web.js";
import { seedBenchData } from "./seed.js";

const PRODUCTS = Number(process.env.RENDER_PRODUCTS ?? 5000);
const REQUESTS = Number(process.env.RENDER_REQUESTS ?? 400);
const WARMUP = Number(process.env.RENDER_WARMUP ?? 150);

interface Variant {
  name: string;
  headers: Record<string, string>;
}

const VARIANTS: Variant[] = [
  // What the bench's autocannon sends: no Accept-Encoding, so no compression.
  { name: "visitor, as the bench (identity)", headers: { accept: "text/html" } },
  // What a browser sends: the page is gzipped by the compression middleware.
  {
    name: "visitor, as a browser (gzip)",
    headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
  },
];

// Every statement any pool sends (node-postgres under both the plain pool and Prisma's adapter).
let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (process.env.RENDER_SQL_LOG) {
    const query = args[0] as string | { text?: string };
    console.log(
      "SQL",
      (typeof query === "string" ? query : (query.text ?? "")).replace(/\s+/g, " ").slice(0, 160),
    );
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const dir = mkdtempSync(join(tmpdir(), "carcare-render-pg-"));
// Run as root, the cluster runs as a "postgres" user that must be able to enter the folder.
chmodSync(dir, 0o755);
const cluster = await startEmbeddedCluster(dir);
const databaseName = `carcare_render_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: cluster.adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
await admin.end();
const url = new URL(cluster.adminUrl);
url.pathname = `/${databaseName}`;
const databaseUrl = url.toString();
await applyMigrations(databaseUrl, MIGRATIONS_DIR);
const seeded = await seedBenchData(databaseUrl, PRODUCTS);

const env = loadEnv({
  NODE_ENV: "test",
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "info",
  ALLOWED_ORIGINS: "http://127.0.0.1",
  SESSION_SECRET: randomBytes(32).toString("hex"),
});
const logger = createLogger(env.LOG_LEVEL, pino.destination({ dest: "/dev/null", sync: true }));
const prisma = createPrismaClient(databaseUrl, { poolSize: env.DB_POOL_SIZE });
const mailer = createMailer({
  smtpUrl: undefined,
  from: env.MAIL_FROM,
  logger,
  saveToOutbox: (email) => saveToOutbox(db, email),
});
const sql = createSqlPool(databaseUrl, env.DB_POOL_SIZE, () => undefined);
const db = new Db(prisma, sql);
const sessions = createSessionStore(sql);
// One app per web build, in the same process: the builds' requests are interleaved, so the machine's
// drifts (other work on it) fall on each alike.
const builds = (process.env.RENDER_WEB_BUILD ?? env.WEB_BUILD).split(",").filter(Boolean);
const servers: { build: string; port: number; server: http.Server }[] = [];
for (const build of builds) {
  const web = await loadWebBuild(build);
  if (!web) throw new Error(`no web build in ${build}: run pnpm --filter @carcare/web build`);
  const app = createApp({ env, prisma, db, logger, version: "render-cost", mailer, sessions, sql, web });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push({ build, port: (server.address() as AddressInfo).port, server });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

// Each product id once, in random order: every request is a page-cache miss, as in the bench.
const { min, max } = seeded.productIds;
const ids = Array.from({ length: max - min + 1 }, (_, i) => min + i);
for (let i = ids.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
}
let next = 0;
const nextPath = () => {
  if (next >= ids.length) throw new Error("RENDER_PRODUCTS is too small for the requests asked");
  return `/accessories/${ids[next++]}`;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const runs = servers.flatMap(({ build, port }) =>
  VARIANTS.map((variant) => ({
    name: `${builds.length > 1 ? `${build.split("/").slice(-2).join("/")}: ` : ""}${variant.name}`,
    port,
    headers: variant.headers,
    times: [] as number[],
    cpuMicros: 0,
    statements: 0,
    bytes: 0,
  })),
);
console.log(
  `render-cost: ${PRODUCTS} products, ${WARMUP} warm-up + ${REQUESTS} pages per variant, one at a time, ` +
    `variants interleaved; web build ${builds.join(", ")}`,
);
for (let i = 0; i < WARMUP; i++) {
  for (const run of runs) await get(run.port, nextPath(), run.headers);
}
if (process.env.RENDER_DUMP) {
  // One page's HTML, to see what a page is made of: the same product from each build, to compare them.
  const path = nextPath();
  for (const [index, { port }] of servers.entries()) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: runs[0]!.headers });
    writeFileSync(
      servers.length > 1 ? `${process.env.RENDER_DUMP}.${index}` : process.env.RENDER_DUMP,
      await res.text(),
    );
  }
}
const profile = process.env.RENDER_PROFILE;
const profiler = profile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
}
for (let i = 0; i < REQUESTS; i++) {
  // A different variant first in each round, so none always follows another.
  for (let k = 0; k < runs.length; k++) {
    const run = runs[(i + k) % runs.length]!;
    const statementsBefore = statements;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const res = await get(run.port, nextPath(), run.headers);
    run.times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    run.cpuMicros += cpu.user + cpu.system;
    run.statements += statements - statementsBefore;
    if (res.status !== 200) throw new Error(`${run.name}: status ${res.status}`);
    run.bytes += res.bytes;
  }
}
if (profiler && profile) {
  const { profile: taken } = await profiler.post("Profiler.stop");
  writeFileSync(profile, JSON.stringify(taken));
  profiler.disconnect();
}
for (const run of runs) {
  const times = [...run.times].sort((a, b) => a - b);
  console.log(
    [
      run.name.padEnd(34),
      `median ${percentile(times, 50).toFixed(2)} ms`,
      `p90 ${percentile(times, 90).toFixed(2)} ms`,
      `CPU ${(run.cpuMicros / 1000 / REQUESTS).toFixed(2)} ms/page`,
      `SQL ${(run.statements / REQUESTS).toFixed(1)}/page`,
      `${Math.round(run.bytes / REQUESTS / 1024)} KB/page`,
    ].join("  "),
  );
}

for (const { server } of servers) {
  server.close();
  server.closeAllConnections();
}
agent.destroy();
sessions.close();
await sql.end();
await prisma.$disconnect();
await cluster.stop();
rmSync(dir, { recursive: true, force: true });
