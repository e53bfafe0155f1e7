// Issue 32 point 1: the store as a cluster. Three instances of the built server on their own ports,
// one PostgreSQL, Debian's nginx in front (deploy/nginx/carcare.conf, round robin), and a customer's
// consecutive requests landing on different instances. What one machine did alone must still hold
// across machines: sessions, idempotent checkout, throttles, caches, stock, and a machine dying.
// The numbers it saw go to the output and to test-results/cluster-numbers.json (closing note).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import bcrypt from "bcrypt";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, type Instance, OPS_CLI, startCluster } from "./cluster.js";
import { type Answer, countBy, Customer, percentile } from "./customer.js";

/** WEB_CONCURRENCY of each instance: one process each keeps the run inside this 2-core machine. */
const WORKERS = Number(process.env.CLUSTER_WORKERS ?? 1);
const INSTANCES = 3;
const PASSWORD = "Cluster@12345";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;
let db: pg.Pool;
let passwordHash: string;
let phoneSeq = 1_000_000;
const numbers: Record<string, unknown> = {};
const startedAt = performance.now();

/** Customers straight in the database (bcrypt cost 4: speed), each with a default address. */
async function createCustomers(count: number): Promise<{ id: number; phone: string }[]> {
  const made: { id: number; phone: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    phoneSeq += 1;
    const phone = `+97155${phoneSeq}`;
    const user = await db.query<{ id: number }>(
      `insert into users (first_name, last_name, email, phone, password_hash, updated_at)
       values ('Cluster', $1, $2, $3, $4, now()) returning id`,
      [`Buyer ${phoneSeq}`, `cluster${phoneSeq}@example.com`, phone, passwordHash],
    );
    const id = user.rows[0]!.id;
    const address = await db.query<{ id: number }>(
      `insert into addresses (user_id, name, phone_number, street, building_name, floor_apartment_no,
                              area_district, city, state)
       values ($1, 'Cluster Buyer', $2, 'Airport Road', 'Villa 3', 'G', 'Khalifa City', 'Abu Dhabi', 'Abu Dhabi')
       returning id`,
      [id, phone],
    );
    await db.query("update users set default_address_id = $1 where id = $2", [address.rows[0]!.id, id]);
    made.push({ id, phone });
  }
  return made;
}

async function putInCart(userId: number, productId: number): Promise<void> {
  await db.query(
    "insert into cart_items (user_id, product_id, quantity, updated_at) values ($1, $2, 1, now())",
    [userId, productId],
  );
}

/** Logged-in customers (through the proxy), ten logins at a time. */
async function loggedIn(people: { phone: string }[]): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < people.length; i += 10) {
    customers.push(
      ...(await Promise.all(
        people.slice(i, i + 10).map(async (person) => {
          const customer = new Customer(cluster.origin, cluster.proxy);
          await customer.login(person.phone, PASSWORD);
          return customer;
        }),
      )),
    );
  }
  return customers;
}

/** Seeded products no test has used yet, one per call. */
let productsTaken = 0;
async function aProduct(): Promise<{ id: number; sku: string }> {
  const rows = await db.query<{ id: number; sku: string }>(
    "select id, sku from products where not hidden order by id offset $1 limit 1",
    [productsTaken],
  );
  productsTaken += 1;
  return rows.rows[0]!;
}

const instanceName = (upstream: string) =>
  cluster.instances.find((instance) => upstream.endsWith(`:${instance.port}`))?.name ?? upstream;

/** Polls `ask` on an instance until `done` says yes; the milliseconds it took, or null. */
async function timeUntil(ask: () => Promise<Answer>, done: (answer: Answer) => boolean, limitMs: number) {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (done(await ask())) return Math.round(performance.now() - start);
    await sleep(10);
  }
  return null;
}

beforeAll(async () => {
  passwordHash = await bcrypt.hash(PASSWORD, 4);
  const portBase = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : undefined;
  cluster = await startCluster({
    instances: INSTANCES,
    workers: WORKERS,
    ...(portBase ? { portBase } : {}),
    log: (line) => console.log(line),
  });
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 });
  numbers.startupSeconds = Math.round(performance.now() - startedAt) / 1000;
  numbers.workersPerInstance = WORKERS;
}, 180_000);

afterAll(async () => {
  if (cluster) {
    // Which instance answered each request nginx passed on, over the whole run.
    const lines = cluster.accessLog().split("\n").filter(Boolean);
    const answeredBy = lines.map((line) => /upstream=(\S+(?:, \S+)*) upstream_status/.exec(line)?.[1] ?? "-");
    numbers.proxyRequests = lines.length;
    numbers.requestsPerInstance = countBy(answeredBy, (upstream) =>
      instanceName(upstream.split(", ").at(-1)!),
    );
  }
  numbers.totalSeconds = Math.round(performance.now() - startedAt) / 1000;
  console.log(`cluster numbers:\n${JSON.stringify(numbers, null, 2)}`);
  mkdirSync("test-results", { recursive: true });
  writeFileSync(join("test-results", "cluster-numbers.json"), `${JSON.stringify(numbers, null, 2)}\n`);
  await db?.end();
  await cluster?.stop();
}, 60_000);

describe("the store as three instances behind nginx", () => {
  it("when one customer logs in, then consecutive requests land on different instances and each knows the session; logout through one ends it on all", async () => {
    const customer = new Customer(cluster.origin, cluster.proxy);
    const login = await customer.login("0501234567", "Demo@12345");
    const upstreams = [login.upstream];
    for (let i = 0; i < 6; i += 1) {
      const me = await customer.call("GET", "/api/get_logged_in_user");
      expect(me.status).toBe(200);
      expect(me.body.username).toBeTruthy();
      upstreams.push(me.upstream);
    }
    expect(new Set(upstreams).size).toBe(INSTANCES);
    for (let i = 1; i < upstreams.length; i += 1) expect(upstreams[i]).not.toBe(upstreams[i - 1]);
    numbers.sessionRoundRobin = upstreams.map(instanceName);

    // Every instance, asked on its own port, keeps a copy of the session now (decision 013)...
    for (const instance of cluster.instances) {
      expect((await customer.call("GET", "/api/get_logged_in_user", { base: instance.base })).status).toBe(
        200,
      );
    }
    const logout = await customer.call("POST", "/api/Logout", { body: {} });
    expect(logout.status).toBe(200);
    // ...and drops it when the logout, through whichever instance, deletes the row.
    const revokedAfterMs: Record<string, number | null> = {};
    for (const instance of cluster.instances) {
      revokedAfterMs[instance.name] = await timeUntil(
        () => customer.call("GET", "/api/get_logged_in_user", { base: instance.base }),
        (answer) => answer.status === 401,
        1000,
      );
    }
    numbers.logout = { through: instanceName(logout.upstream), refusedOnEachInstanceAfterMs: revokedAfterMs };
    for (const ms of Object.values(revokedAfterMs)) expect(ms).not.toBeNull();
  });

  it("when a customer fills the cart and places the order through different instances, then the same Idempotency-Key gives one order, sent in turn or at once", async () => {
    const [person] = await createCustomers(1);
    const [customer] = await loggedIn([person!]);
    const product = await aProduct();
    const added = await customer!.call("POST", `/api/add_to_cart/${product.id}/`, { body: {} });
    expect(added.status).toBe(200);
    const cart = await customer!.call("GET", "/api/display_cart");
    expect(cart.status).toBe(200);
    expect(JSON.stringify(cart.body)).toContain(`"product_id":${product.id}`);
    expect(cart.upstream).not.toBe(added.upstream);

    const key = `cluster-${randomUUID()}`;
    const first = await customer!.call("POST", "/api/place_order", {
      body: {},
      headers: { "Idempotency-Key": key },
    });
    const again = await customer!.call("POST", "/api/place_order", {
      body: {},
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.upstream).not.toBe(first.upstream);
    expect(again.body.order_id).toBe(first.body.order_id);

    // The same key twice at once, on two instances: one places it, the other replays it.
    await putInCart(person!.id, product.id);
    const together = `cluster-${randomUUID()}`;
    const pair = await Promise.all(
      [0, 1].map(() =>
        customer!.call("POST", "/api/place_order", { body: {}, headers: { "Idempotency-Key": together } }),
      ),
    );
    expect(pair.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(pair[0]!.body.order_id).toBe(pair[1]!.body.order_id);
    const orders = await db.query("select idempotency_key from orders where user_id = $1", [person!.id]);
    expect(orders.rows.map((row: { idempotency_key: string }) => row.idempotency_key).sort()).toEqual(
      [key, together].sort(),
    );
    numbers.idempotency = {
      inTurn: [first, again].map((answer) => `${answer.status} from ${instanceName(answer.upstream)}`),
      atOnce: pair.map((answer) => `${answer.status} from ${instanceName(answer.upstream)}`),
      orders: orders.rowCount,
    };
  });

  it("when a burst of wrong passwords is spread over the instances, then it is refused after the same count as on one instance", async () => {
    const [alone, spread] = await createCustomers(2);
    const burst = 12;
    const attempt = (phone: string, base: string) =>
      new Customer(cluster.origin, base).call("POST", "/api/UserLogin", {
        body: { username: phone, password: "Wrong-pass-1" },
      });
    const onOne = await Promise.all(
      Array.from({ length: burst }, () => attempt(alone!.phone, cluster.instances[0]!.base)),
    );
    const overAll = await Promise.all(
      Array.from({ length: burst }, () => attempt(spread!.phone, cluster.proxy)),
    );
    const passed = (answers: Answer[]) => answers.filter((answer) => answer.status !== 429).length;
    numbers.throttle = {
      burst,
      onOneInstance: { passed: passed(onOne), refused429: burst - passed(onOne) },
      spread: {
        passed: passed(overAll),
        refused429: burst - passed(overAll),
        perInstance: countBy(overAll, (answer) => instanceName(answer.upstream)),
      },
    };
    expect(new Set(overAll.map((answer) => answer.upstream)).size).toBe(INSTANCES);
    // A wrong password answers 400 (the clients' shape), a throttled attempt 429.
    for (const answer of [...onOne, ...overAll]) expect([400, 429]).toContain(answer.status);
    expect(passed(onOne)).toBeGreaterThan(0);
    expect(passed(onOne)).toBeLessThan(burst);
    expect(passed(overAll)).toBe(passed(onOne));
  });

  it("when an operator hides a product with the CLI, then every instance, asked on its own port, stops showing it within a second", async () => {
    const product = await aProduct();
    const path = `/api/edit_product/${product.id}/`;
    const visitor = new Customer(cluster.origin, cluster.proxy);
    // Every instance asked every 100 ms: each holds a copy at most that old when the change lands,
    // so one kept for its 5 s lifetime (no notification) would still be served well past the bound.
    const seen = new Map<Instance, { at: number; status: number }[]>(cluster.instances.map((i) => [i, []]));
    let polling = true;
    const pollers = cluster.instances.map(async (instance) => {
      while (polling) {
        const answer = await visitor.call("GET", path, { base: instance.base });
        seen.get(instance)!.push({ at: performance.now(), status: answer.status });
        await sleep(100);
      }
    });
    await sleep(300);
    const cliStarted = performance.now();
    const cli = spawn(process.execPath, [OPS_CLI, "products", "hide", product.sku], {
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let cliOutput = "";
    cli.stdout!.on("data", (chunk: Buffer) => (cliOutput += chunk.toString()));
    cli.stderr!.on("data", (chunk: Buffer) => (cliOutput += chunk.toString()));
    const [code] = (await once(cli, "exit")) as [number | null];
    const changed = performance.now();
    expect(code, cliOutput).toBe(0);
    await sleep(1500);
    polling = false;
    await Promise.all(pollers);

    const goneAfterMs: Record<string, number | null> = {};
    for (const [instance, answers] of seen) {
      expect(
        answers.filter((answer) => answer.at < cliStarted).every((answer) => answer.status === 200),
      ).toBe(true);
      const firstGone = answers.find((answer) => answer.at > cliStarted && answer.status === 404);
      const staleAfter = answers.filter((answer) => answer.at > changed && answer.status === 200);
      goneAfterMs[instance.name] = firstGone ? Math.max(0, Math.round(firstGone.at - changed)) : null;
      expect(staleAfter.every((answer) => answer.at - changed < 1000)).toBe(true);
      expect(firstGone).toBeDefined();
    }
    numbers.operatorChange = {
      command: `ops products hide ${product.sku}`,
      cliMs: Math.round(changed - cliStarted),
      notFoundOnEachInstanceAfterCliExitMs: goneAfterMs,
    };
  });

  it("when 30 buyers order the last 5 units at once through every instance, then exactly 5 orders are placed and the rest are told it is sold out", async () => {
    const product = await aProduct();
    await db.query("update products set stock = 5 where id = $1", [product.id]);
    const people = await createCustomers(30);
    for (const person of people) await putInCart(person.id, product.id);
    const buyers = await loggedIn(people);
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.call("POST", "/api/place_order", { body: {}, headers: { "Idempotency-Key": randomUUID() } }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const statuses = countBy(answers, (answer) => String(answer.status));
    const stock = await db.query<{ stock: number }>("select stock from products where id = $1", [product.id]);
    const lines = await db.query<{ n: string }>(
      "select coalesce(sum(quantity), 0) as n from order_lines where product_id = $1",
      [product.id],
    );
    numbers.oversell = {
      buyers: 30,
      stock: 5,
      statuses,
      perInstance: countBy(answers, (answer) => instanceName(answer.upstream)),
      refusal: answers.find((answer) => answer.status === 409)?.body.message,
      allAnsweredInMs: ms,
      stockAfter: stock.rows[0]!.stock,
      unitsOrdered: Number(lines.rows[0]!.n),
    };
    expect(statuses).toEqual({ "201": 5, "409": 25 });
    expect(stock.rows[0]!.stock).toBe(0);
    expect(Number(lines.rows[0]!.n)).toBe(5);
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(INSTANCES);
  });

  it("when one instance is killed under load, then no request nginx passed on is lost and no order is doubled", async () => {
    const product = await aProduct();
    await db.query("update products set stock = 100000 where id = $1", [product.id]);
    const people = await createCustomers(30);
    for (const person of people) await putInCart(person.id, product.id);
    const buyers = await loggedIn(people);
    const browser = buyers[0]!;

    interface Sent {
      kind: string;
      at: number;
      ms: number;
      status: number;
      upstream: string;
      error?: string;
    }
    const sent: Sent[] = [];
    const record = async (kind: string, call: () => Promise<Answer>) => {
      const at = performance.now();
      try {
        const answer = await call();
        sent.push({ kind, at, ms: performance.now() - at, status: answer.status, upstream: answer.upstream });
        return answer;
      } catch (error) {
        sent.push({ kind, at, ms: performance.now() - at, status: 0, upstream: "", error: String(error) });
        return null;
      }
    };
    const victim = cluster.instances.at(-1)!;
    const loadStart = performance.now();
    const durationMs = 8000;
    let killedAt = 0;
    const reads = [
      "/api/view_products",
      `/api/edit_product/${product.id}/`,
      "/api/get_logged_in_user",
      "/api/health",
    ];
    const browsing = Array.from({ length: 6 }, async (_, loop) => {
      let n = loop;
      while (performance.now() - loadStart < durationMs) {
        const path = reads[n % reads.length]!;
        n += 1;
        await record(`GET ${path.split("/")[2]}`, () => browser.call("GET", path));
      }
    });
    // Most buyers place their order one every 200 ms, each with its own key as the checkout page
    // does. The last twelve come at once while the product's row is held, so their orders wait inside
    // the instances (a third of them inside the one that dies) when the kill comes: the instance
    // dies mid-request, its database work stays behind, and nginx passes each on with its key.
    const keys = buyers.map(() => randomUUID());
    const steady = buyers.length - 12;
    const placeOrder = (i: number) =>
      record("POST place_order", () =>
        buyers[i]!.call("POST", "/api/place_order", { body: {}, headers: { "Idempotency-Key": keys[i]! } }),
      );
    const ordering = buyers.map(async (_, i) => {
      if (i >= steady) return;
      await sleep(i * 200);
      await placeOrder(i);
    });
    await sleep(2000);
    const waitingOnTheRow = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows[0]!.n,
      );
    const holder = await db.connect();
    let waitingAtTheKill = 0;
    try {
      await holder.query("begin");
      await holder.query("select stock from products where id = $1 for update", [product.id]);
      for (let i = steady; i < buyers.length; i += 1) ordering.push(placeOrder(i).then(() => undefined));
      const deadline = performance.now() + 10_000;
      while ((await waitingOnTheRow()) < buyers.length - steady && performance.now() < deadline)
        await sleep(20);
      waitingAtTheKill = await waitingOnTheRow();
      killedAt = performance.now();
      await cluster.kill(victim);
      await sleep(500);
    } finally {
      await holder.query("rollback");
      holder.release();
    }
    await Promise.all([...browsing, ...ordering]);

    const after = sent.filter((request) => request.at >= killedAt);
    const failed = sent.filter((request) => request.status === 0 || request.status >= 500);
    const orders = await db.query<{ user_id: number; idempotency_key: string; n: string }>(
      `select o.user_id, o.idempotency_key, count(*) over (partition by o.user_id) as n
         from orders o join order_lines l on l.order_id = o.id where l.product_id = $1`,
      [product.id],
    );
    const proxyLog = cluster.accessLog().split("\n");
    const passedOn = proxyLog.filter((line) => /upstream=\S+, \S+/.test(line));
    const errorLog = cluster.errorLog();
    numbers.killUnderLoad = {
      killed: `${victim.name} (port ${victim.port}, kill -9 of its process group) ${Math.round(killedAt - loadStart)} ms into an ${durationMs} ms run`,
      ordersWaitingInsideTheInstancesAtTheKill: waitingAtTheKill,
      requests: sent.length,
      requestsAfterTheKill: after.length,
      perInstanceBefore: countBy(
        sent.filter((request) => request.at < killedAt),
        (request) => instanceName(request.upstream.split(", ").at(-1)!),
      ),
      perInstanceAfter: countBy(after, (request) => instanceName(request.upstream.split(", ").at(-1)!)),
      statuses: countBy(sent, (request) => `${request.kind} ${request.status}`),
      failed: failed.map((request) => `${request.kind} ${request.status} ${request.error ?? ""}`),
      passedOnByNginx: passedOn.length,
      passedOnPosts: passedOn.filter((line) => line.includes('"POST ')).length,
      nginxErrors: {
        connectionRefused: (errorLog.match(/Connection refused/g) ?? []).length,
        closedMidRequest: (errorLog.match(/prematurely closed|reset by peer/g) ?? []).length,
      },
      msP50: Math.round(
        percentile(
          sent.map((request) => request.ms),
          50,
        ),
      ),
      msP99: Math.round(
        percentile(
          sent.map((request) => request.ms),
          99,
        ),
      ),
      msMaxAfterTheKill: Math.round(Math.max(...after.map((request) => request.ms))),
      orders: orders.rowCount,
    };
    expect(failed).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    // Orders were inside the dead instance, and nginx passed them on (their keys make that safe).
    expect(waitingAtTheKill).toBeGreaterThanOrEqual(buyers.length - steady);
    expect(passedOn.filter((line) => line.includes('"POST /api/place_order')).length).toBeGreaterThan(0);
    // No answer from the dead instance after the kill, and the two others carried on.
    expect(after.every((request) => !request.upstream.split(", ").at(-1)!.endsWith(`:${victim.port}`))).toBe(
      true,
    );
    const placed = sent.filter((request) => request.kind === "POST place_order");
    expect(placed).toHaveLength(buyers.length);
    for (const request of placed) expect([200, 201]).toContain(request.status);
    // One order per buyer, each under its own key: nothing lost, nothing doubled.
    expect(orders.rows).toHaveLength(buyers.length);
    expect(new Set(orders.rows.map((row) => row.idempotency_key))).toEqual(new Set(keys));
    expect(orders.rows.every((row) => Number(row.n) === 1)).toBe(true);
  });
});
