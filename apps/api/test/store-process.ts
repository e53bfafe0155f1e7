// The store's real entry point as a child process, for the tests that need what only a whole process
// shows: its workers, its signals and drain, its start-up checks and its embedded PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** server.ts through tsx (no build needed), or the built dist/server.js as an operator runs it. */
const ENTRIES = {
  source: ["--import", "tsx", fileURLToPath(new URL("../src/server.ts", import.meta.url))],
  built: [fileURLToPath(new URL("../dist/server.js", import.meta.url))],
} as const;

/** A free loopback port: workers share one fixed port, so 0 would not tell the test which. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  return typeof address === "object" && address ? address.port : 0;
}

export interface StoreProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves once its log has `count` lines containing `text`; rejects, with the log, if it exits first. */
  waitForLog(text: string, timeoutMs: number, count?: number): Promise<void>;
  /** Its exit code (null after a signal). */
  exited: Promise<number | null>;
  /** SIGKILL unless it has ended; resolves once it has. */
  kill(): Promise<void>;
}

export interface SpawnOptions {
  entry?: keyof typeof ENTRIES;
  /** Settings over the test defaults (NODE_ENV=test, PORT, HOST, ALLOWED_ORIGINS, LOG_LEVEL=info). */
  env?: Record<string, string>;
  /** Settings of the test process the child must not inherit (such as SMTP_URL). */
  unset?: string[];
}

/** Starts the store and returns at once; `waitForLog("CarCare store listening", …)` waits for it. */
export async function spawnStore({
  entry = "source",
  env = {},
  unset = [],
}: SpawnOptions = {}): Promise<StoreProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    ALLOWED_ORIGINS: base,
    LOG_LEVEL: "info",
    ...env,
  };
  for (const name of unset) delete childEnv[name];
  const child = spawn(process.execPath, [...ENTRIES[entry]], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  // Its output can still be arriving after "exit": a wait gives up only once the pipes are closed.
  let closed = false;
  child.once("close", () => (closed = true));
  return {
    child,
    port,
    base,
    output: () => output,
    exited,
    async waitForLog(text, timeoutMs, count = 1) {
      const deadline = Date.now() + timeoutMs;
      while (output.split("\n").filter((line) => line.includes(text)).length < count) {
        if (closed)
          throw new Error(
            `the store exited (${child.exitCode ?? child.signalCode}) before logging "${text}":\n${output}`,
          );
        if (Date.now() > deadline) throw new Error(`the store never logged "${text}":\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async kill() {
      if (ended()) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Starts the store and waits until it listens; a store that does not is killed, and the error has its log. */
export async function startStore(options: SpawnOptions = {}, timeoutMs = 90_000): Promise<StoreProcess> {
  const store = await spawnStore(options);
  try {
    await store.waitForLog("CarCare store listening", timeoutMs);
  } catch (error) {
    await store.kill();
    throw error;
  }
  return store;
}
