import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./support";

// `pnpm dev` (scripts/dev.mjs, the very command) on a port and data folder of its own, rendering a
// temporary copy of apps/web: the test edits a page there, never the sources others work on. The copy
// sits in apps/web/.e2e-builds (ignored by git), its node_modules linking to apps/web's packages.

const ROOT = resolve(import.meta.dirname, "../../..");
const WEB = join(ROOT, "apps", "web");
const NOT_COPIED = new Set([
  "node_modules",
  "build",
  ".e2e-builds",
  "test-results",
  ".turbo",
  ".react-router",
]);

function copyWebSources(copy: string): void {
  for (const entry of readdirSync(WEB)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(WEB, entry), join(copy, entry), { recursive: true });
  }
  // Its own node_modules (Vite's cache and temporary files stay in the copy) holds apps/web's
  // packages: the message compiler's settings name its plugins by path, ./node_modules/@inlang/...
  mkdirSync(join(copy, "node_modules"));
  for (const entry of readdirSync(join(WEB, "node_modules"))) {
    if (!entry.startsWith("."))
      symlinkSync(join(WEB, "node_modules", entry), join(copy, "node_modules", entry));
  }
  // Its tsconfig extends the repository's by a relative path, one folder deeper now.
  const tsconfig = join(copy, "tsconfig.json");
  writeFileSync(
    tsconfig,
    readFileSync(tsconfig, "utf8").replace("../../tsconfig.base.json", join(ROOT, "tsconfig.base.json")),
  );
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

interface Dev {
  child: ChildProcess;
  output: () => string;
}

/** `node scripts/dev.mjs` in a process group of its own, so that stop() reaches all it started. */
function startDev(env: Record<string, string>): Dev {
  let output = "";
  const child = spawn(process.execPath, [join(ROOT, "scripts", "dev.mjs")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/**
 * SIGTERM to the whole group (the server stops its embedded PostgreSQL), SIGKILL after 30 s; then a
 * PostgreSQL left behind (it runs in a group of its own) is stopped through its pid file.
 */
async function stopDev(dev: Dev, dataDir: string): Promise<void> {
  const group = dev.child.pid!;
  if (dev.child.exitCode === null && dev.child.signalCode === null) {
    const exited = once(dev.child, "exit");
    try {
      process.kill(-group, "SIGTERM");
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        // already gone
      }
    }, 30_000);
    await exited;
    clearTimeout(timer);
  }
  // Whatever is left of the group (nothing, when dev.mjs stopped as it should) goes.
  await new Promise((done) => setTimeout(done, 1000));
  try {
    process.kill(-group, "SIGKILL");
  } catch {
    // nothing left
  }
  const pidFile = join(dataDir, "pg", "postmaster.pid");
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    try {
      process.kill(pid, "SIGQUIT");
    } catch {
      // not running
    }
  }
}

async function waitForHealth(url: string, dev: Dev, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (dev.child.exitCode !== null || dev.output().includes("pnpm dev: the API stopped")) {
      throw new Error(`pnpm dev did not start the store:\n${dev.output()}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`pnpm dev did not serve ${url} in ${timeoutMs / 1000} s:\n${dev.output()}`);
}

test("pnpm dev serves with the settings given and hot-reloads an edited page without a reload or restart", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const copy = mkdtempSync(join(WEB, ".e2e-builds", "dev-"));
  const dataDir = mkdtempSync(join(tmpdir(), "carcare-dev-"));
  // The embedded PostgreSQL may run initdb as another user when started as root.
  chmodSync(dataDir, 0o755);
  let dev: Dev | undefined;
  try {
    copyWebSources(copy);
    const port = await freePort();
    dev = startDev({ PORT: String(port), DATA_DIR: dataDir, WEB_DEV_ROOT: copy });
    const origin = `http://localhost:${port}`;
    await waitForHealth(`${origin}/api/health`, dev, 360_000);
    // DATA_DIR reached the server: its database is in the folder given.
    expect(dev.output()).toContain(`"dataDir":"${dataDir}"`);

    // A cold Vite cache: the first page makes Vite find and bundle dependencies, answering that page's
    // modules 504 (Outdated Optimize Dep) while it does, and the page stays unhydrated until reloaded
    // (not yet fixed: see the issue 31 notes). Another tab, reloaded until it hydrates, lets that
    // happen first; the page under test is the next one.
    const warmUp = await page.context().newPage();
    await warmUp.goto(`${origin}/privacy`);
    await expect(async () => {
      if (await warmUp.locator("html[data-hydrated]").count()) return;
      await warmUp.reload();
      await expect(warmUp.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
    }).toPass({ timeout: 240_000 });
    await warmUp.close();

    // Vite's hot-reload socket, which the page's CSP must allow (a refusal is a console error).
    const socket = page.waitForEvent("websocket", (ws) => ws.url().startsWith("ws://localhost:"));
    await page.goto(`${origin}/privacy`);
    // The first page makes Vite transform every module it imports: minutes on a loaded machine.
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 180_000 });
    await socket;
    await expect(page.getByRole("link", { name: "support@carcare.ae" })).toBeVisible();
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    const outputBefore = dev.output().length;

    const pageFile = join(copy, "src", "app", "routes", "privacy.tsx");
    const source = readFileSync(pageFile, "utf8");
    expect(source).toContain('const CONTACT_EMAIL = "support@carcare.ae";');
    writeFileSync(
      pageFile,
      source.replace(
        'const CONTACT_EMAIL = "support@carcare.ae";',
        'const CONTACT_EMAIL = "edited@carcare.ae";',
      ),
    );

    await expect(page.getByRole("link", { name: "edited@carcare.ae" })).toBeVisible({ timeout: 60_000 });
    // Hot reload, not a reload of the page, and the API was not restarted.
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(dev.output().slice(outputBefore)).not.toContain("restarting the API");
  } finally {
    // Closed first: an open page's Vite client would report the stopped server as a console error.
    await page.close();
    if (dev) {
      await stopDev(dev, dataDir);
      await test.info().attach("pnpm dev output", { body: dev.output(), contentType: "text/plain" });
    }
    rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
