import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { createTestDatabase } from "@carcare/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

/** A free loopback port: workers share one fixed port, so 0 would not tell the test which. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  return typeof address === "object" && address ? address.port : 0;
}

describe("the store's entry point with two HTTP workers", () => {
  let child: ChildProcess;
  let base: string;
  let output = "";
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
    drop = database.drop;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      ["--import", "tsx", fileURLToPath(new URL("./server.ts", import.meta.url))],
      {
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: "127.0.0.1",
          WEB_CONCURRENCY: "2",
          SEED_DEMO_DATA: "true",
          ALLOWED_ORIGINS: base,
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (!output.includes("CarCare store listening")) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the store did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
    await drop();
  });

  it("when a worker dies, then another takes its place and the log says how the first one ended", async () => {
    // The main process's children that run server.ts (not tsx's esbuild service), read from /proc.
    const workerPids = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
          return parent === child.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server.ts");
        } catch {
          return false; // the process ended meanwhile
        }
      })
      .map(Number);
    expect(workerPids).toHaveLength(2);
    process.kill(workerPids[0]!, "SIGKILL");
    const deadline = Date.now() + 30_000;
    const replaced = () => output.split("\n").find((line) => line.includes("starting another"));
    // The new worker is the third: wait until it answers (connections are handed out in turn).
    const servedByNewWorker = () =>
      output.split("\n").some((line) => line.includes("/api/health") && line.includes('"worker":3'));
    while (!replaced() || !servedByNewWorker()) {
      if (Date.now() > deadline) throw new Error(`no worker took the place of the killed one:\n${output}`);
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
      output
        .split("\n")
        .filter((line) => line.includes("get_logged_in_user"))
        .map((line) => (JSON.parse(line) as { worker: number }).worker),
    );
    // Two workers, whichever they are (the test before replaced one).
    expect(workers.size).toBe(2);

    child.kill("SIGTERM");
    const [exitCode] = (await once(child, "exit")) as [number | null];
    expect(exitCode).toBe(0);
    const stopped = output.split("\n").filter((line) => line.includes('"shutting down"'));
    expect(stopped.filter((line) => line.includes('"worker"'))).toHaveLength(2);
  });
});
