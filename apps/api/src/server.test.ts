import { readdirSync, readFileSync } from "node:fs";
import { createTestDatabase } from "@carcare/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startStore, type StoreProcess } from "../test/store-process.js";

describe("the store's entry point with two HTTP workers", () => {
  let store: StoreProcess;
  let base: string;
  let drop: () => Promise<void>;
  const output = () => store.output();

  beforeAll(async () => {
    const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
    drop = database.drop;
    store = await startStore({
      env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", SEED_DEMO_DATA: "true" },
    });
    base = store.base;
  }, 90_000);

  afterAll(async () => {
    await store?.kill();
    await drop?.();
  });

  it("when a worker dies, then another takes its place and the log says how the first one ended", async () => {
    // The main process's children that run server.ts (not tsx's esbuild service), read from /proc.
    const workerPids = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
          return (
            parent === store.child.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server.ts")
          );
        } catch {
          return false; // the process ended meanwhile
        }
      })
      .map(Number);
    expect(workerPids).toHaveLength(2);
    process.kill(workerPids[0]!, "SIGKILL");
    const deadline = Date.now() + 30_000;
    const replaced = () =>
      output()
        .split("\n")
        .find((line) => line.includes("starting another"));
    // The new worker is the third: wait until it answers (connections are handed out in turn).
    const servedByNewWorker = () =>
      output()
        .split("\n")
        .some((line) => line.includes("/api/health") && line.includes('"worker":3'));
    while (!replaced() || !servedByNewWorker()) {
      if (Date.now() > deadline) throw new Error(`no worker took the place of the killed one:\n${output()}`);
      if (replaced()) {
        const health = await fetch(`${base}/api/health`, { headers: { connection: "close" } });
        expect(health.status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(JSON.parse(replaced()!)).toMatchObject({ exitCode: null, signal: "SIGKILL" });
  });

  it("when a customer logs in, then every worker knows the session, and SIGTERM stops the workers", async () => {
    const login = await fetch(`${base}/api/UserLogin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ username: "0501234567", password: "Demo@12345" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    // Connections are handed to the workers in turn: fresh connections reach both.
    for (let i = 0; i < 6; i += 1) {
      const me = await fetch(`${base}/api/get_logged_in_user`, {
        headers: { cookie, connection: "close" },
      });
      expect(me.status).toBe(200);
    }
    const workers = new Set(
      output()
        .split("\n")
        .filter((line) => line.includes("get_logged_in_user"))
        .map((line) => (JSON.parse(line) as { worker: number }).worker),
    );
    // Two workers, whichever they are (the test before replaced one).
    expect(workers.size).toBe(2);

    store.child.kill("SIGTERM");
    expect(await store.exited).toBe(0);
    const stopped = output()
      .split("\n")
      .filter((line) => line.includes('"shutting down"'));
    expect(stopped.filter((line) => line.includes('"worker"'))).toHaveLength(2);
  });
});
