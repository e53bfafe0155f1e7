import { chmodSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, stopPostgresIn } from "@carcare/db/testing";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startStore, type StoreProcess } from "../test/store-process.js";

interface Outcome {
  kind: "read" | "signup";
  path: string;
  email?: string;
  /** performance.now() when the TCP connection was established, if it was. */
  connectedAt?: number;
  answeredAt?: number;
  status?: number;
  connection?: string;
  /** The start of a 5xx answer's body: which error the store gave. */
  body?: string;
  error?: string;
}

/**
 * Each request that did not get a good answer, with its times relative to the signal, its status or
 * socket error, and the server's warnings and errors: a failure says what was lost, and how.
 */
function report(failures: Outcome[], signalAt: number, serverOutput: string): string {
  const at = (time: number | undefined) =>
    time === undefined ? "never" : `${(time - signalAt).toFixed(1)} ms`;
  const requests = failures.map(
    (o) =>
      `${o.kind} ${o.path}: connected ${at(o.connectedAt)}, ended ${at(o.answeredAt)} from the signal, ` +
      (o.error === undefined ? `status ${o.status} ${o.body ?? ""}` : `error ${o.error}`),
  );
  const problems = serverOutput
    .split("\n")
    .filter((line) => /"level":(40|50|60)/.test(line) || line.includes("Error"));
  return [`${failures.length} requests failed:`, ...requests, "server warnings:", ...problems].join("\n");
}

/** One request on a connection of its own (so "accepted before the signal" is well defined). */
function send(base: string, kind: Outcome["kind"], n: number): Promise<Outcome> {
  const url = new URL(base);
  const email = `drain-${n}@example.com`;
  const body =
    kind === "signup"
      ? JSON.stringify({
          name: `Drain ${n}`,
          email,
          phone: `055${String(1_000_000 + n).padStart(7, "0")}`,
          password: "Drain@12345",
        })
      : undefined;
  const path = n % 2 === 0 ? "/api/view_products?page=1" : "/api/health";
  return new Promise((resolve) => {
    const outcome: Outcome = kind === "signup" ? { kind, path: "/api/signup", email } : { kind, path };
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: kind === "signup" ? "POST" : "GET",
        path: kind === "signup" ? "/api/signup" : path,
        agent: false,
        headers: body
          ? { "content-type": "application/json", origin: base, "content-length": Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => {
          if ((res.statusCode ?? 0) >= 500 && body.length < 200) body += chunk.toString();
        });
        res.on("end", () => {
          if (body) outcome.body = body.slice(0, 200);
          outcome.answeredAt = performance.now();
          outcome.status = res.statusCode;
          outcome.connection = res.headers.connection;
          resolve(outcome);
        });
      },
    );
    req.on("socket", (socket: Socket) =>
      socket.once("connect", () => (outcome.connectedAt = performance.now())),
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      outcome.answeredAt = performance.now();
      resolve(outcome);
    });
    req.end(body);
  });
}

/** The head of an HTTP answer read from a raw socket, and whether the server then closed it. */
function readAnswer(socket: Socket): Promise<{ head: string; closedByServer: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let text = "";
    const closedByServer = once(socket, "end").then(() => undefined);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\r\n\r\n")) {
        socket.removeListener("data", onData);
        resolve({ head: text.split("\r\n\r\n")[0]!, closedByServer });
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });
}

for (const workers of [1, 2]) {
  describe(`the store's shutdown with WEB_CONCURRENCY=${workers}`, () => {
    let store: StoreProcess | undefined;
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await store?.kill();
      await drop?.();
    });

    it("when SIGTERM comes under load, then every request accepted before it is answered (none 5xx), signups are kept, and the process exits 0", async () => {
      const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
      drop = database.drop;
      store = await startStore({
        env: {
          DATABASE_URL: database.url,
          WEB_CONCURRENCY: String(workers),
          SEED_DEMO_DATA: "true",
          // A loaded machine serves fewer than 200 requests a second: what waits must fit in the grace.
          SHUTDOWN_GRACE_SECONDS: "30",
        },
      });
      const { base, port } = store;

      // A keep-alive connection left idle, and one whose request is half sent when the signal comes.
      const idle = connect(port, "127.0.0.1");
      idle.write("GET /api/health HTTP/1.1\r\nHost: store\r\n\r\n");
      const idleAnswer = await readAnswer(idle);
      expect(idleAnswer.head).toMatch(/^HTTP\/1.1 200/);
      const signupBody = JSON.stringify({
        name: "Half Sent",
        email: "half-sent@example.com",
        phone: "0559999999",
        password: "Drain@12345",
      });
      const halfSent = connect(port, "127.0.0.1");
      halfSent.write(
        `POST /api/signup HTTP/1.1\r\nHost: store\r\nOrigin: ${base}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(signupBody)}\r\n\r\n${signupBody.slice(0, 20)}`,
      );
      const halfSentAnswer = readAnswer(halfSent);

      // About 200 requests a second for 2.5 s, one in twenty a signup; SIGTERM after 1.2 s.
      const requests: Promise<Outcome>[] = [];
      const startedAt = performance.now();
      let signalAt = Number.POSITIVE_INFINITY;
      // Timers are late on a busy machine: each turn catches up with the 200/s schedule.
      for (let n = 0; performance.now() - startedAt < 2500;) {
        for (const due = ((performance.now() - startedAt) * 200) / 1000; n < due; n += 1) {
          requests.push(send(base, n % 20 === 0 ? "signup" : "read", n));
        }
        if (signalAt === Number.POSITIVE_INFINITY && performance.now() - startedAt > 1200) {
          signalAt = performance.now();
          store.child.kill("SIGTERM");
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // Every HTTP process is draining (the main process forwards the signal to the workers).
      await store.waitForLog('"shutting down"', 10_000, workers === 1 ? 1 : workers + 1);
      halfSent.write(signupBody.slice(20));
      const outcomes = await Promise.all(requests);
      const exitCode = await store.exited;

      const acceptedBefore = outcomes.filter((o) => o.connectedAt !== undefined && o.connectedAt < signalAt);
      expect(acceptedBefore.length).toBeGreaterThan(150);
      const lostBefore = acceptedBefore.filter((o) => o.status === undefined || o.status >= 500);
      expect(lostBefore, report(lostBefore, signalAt, store.output())).toEqual([]);
      const serverErrors = outcomes.filter((o) => o.status !== undefined && o.status >= 500);
      expect(serverErrors, report(serverErrors, signalAt, store.output())).toEqual([]);
      // Requests answered after the signal show the drain at work, not just an early exit.
      expect(
        outcomes.filter((o) => o.status !== undefined && o.answeredAt! > signalAt).length,
      ).toBeGreaterThan(0);
      // Later ones are refused: no listener, or (at the very moment it closes) a reset connection.
      const failed = outcomes.filter((o) => o.error !== undefined);
      const cut = failed.filter((o) => o.error !== "ECONNREFUSED" && o.connectedAt! < signalAt);
      expect(cut, report(cut, signalAt, store.output())).toEqual([]);
      expect(exitCode).toBe(0);

      // The in-flight keep-alive request is answered and told to close; the idle connection is closed.
      const { head, closedByServer } = await halfSentAnswer;
      expect(head).toMatch(/^HTTP\/1.1 201/);
      expect(head).toMatch(/\r\nConnection: close/i);
      await closedByServer;
      await idleAnswer.closedByServer;

      // Every signup answered 201 created its customer, and only those.
      const signedUp = outcomes.filter((o) => o.kind === "signup" && o.status === 201).map((o) => o.email!);
      expect(signedUp.length).toBeGreaterThan(0);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const rows = await client.query<{ email: string }>(
          "select email from users where email like 'drain-%' or email = 'half-sent@example.com'",
        );
        const stored = rows.rows.map((row) => row.email);
        // A signup stored without its 201 (or answered 201 and not stored): what the client saw.
        const mismatched = outcomes.filter(
          (o) => o.kind === "signup" && stored.includes(o.email!) !== (o.status === 201),
        );
        expect(stored.sort(), report(mismatched, signalAt, store.output())).toEqual(
          [...signedUp, "half-sent@example.com"].sort(),
        );
      } finally {
        await client.end();
      }
    }, 120_000);
  });
}

describe("the store on its embedded PostgreSQL when the database dies", () => {
  let store: StoreProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await store?.kill();
    if (!dataDir) return;
    // Killed (SIGKILL) the store cannot stop its PostgreSQL, which runs in its own process group.
    await stopPostgresIn(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  function postmasterPid(): number {
    const line = store!
      .output()
      .split("\n")
      .filter((entry) => entry.includes('"postgresPid"'))
      .at(-1);
    return (JSON.parse(line!) as { postgresPid: number }).postgresPid;
  }

  it("when its postmaster is killed, then answers are 503 with Retry-After until it is back, and 200 within 5 s after, from the same process", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "carcare-outage-"));
    chmodSync(dataDir, 0o755);
    store = await startStore({ env: { DATA_DIR: dataDir, WEB_CONCURRENCY: "1", SEED_DEMO_DATA: "true" } });
    const { base } = store;
    const storePid = store.child.pid;
    expect((await fetch(`${base}/api/view_products?page=1`)).status).toBe(200);

    // Killed, and kept from coming back (its data directory is away) while the store is probed.
    process.kill(postmasterPid(), "SIGKILL");
    renameSync(join(dataDir, "pg"), join(dataDir, "pg-away"));
    await store.waitForLog("the embedded database stopped", 10_000);
    for (const path of ["/api/view_products?page=1", "/api/view_brand"]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await answer.json()) as { message: string; error: string };
      expect(body.message).toMatch(/briefly unavailable/);
      expect(body.error).toBe(body.message);
    }
    const signup = await fetch(`${base}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        name: "Outage",
        email: "outage@example.com",
        phone: "0558888888",
        password: "Drain@12345",
      }),
    });
    expect(signup.status).toBe(503);
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
    // A server-rendered page whose loader needs the database is an outage too, not a 500.
    const page = await fetch(`${base}/accessories/1`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);

    renameSync(join(dataDir, "pg-away"), join(dataDir, "pg"));
    await store.waitForLog("the embedded database is back", 20_000);
    const backAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - backAt < 5000) {
      status = (await fetch(`${base}/api/view_products?page=1`)).status;
    }
    expect(status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(store.child.pid).toBe(storePid);
    expect(store.child.exitCode).toBeNull();
  }, 120_000);

  it("when the database cannot come back, then the store exits non-zero within 30 s", async () => {
    const { base } = store!;
    process.kill(postmasterPid(), "SIGKILL");
    rmSync(join(dataDir!, "pg"), { recursive: true, force: true });
    const killedAt = Date.now();

    const exitCode = await store!.exited;

    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(exitCode).not.toBe(0);
    expect(exitCode).not.toBeNull();
    expect(store!.output()).toMatch(/cannot be restarted/);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 60_000);
});
