import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopPostgresIn } from "@carcare/db/testing";
import { type BrowserContext, chromium, expect, test } from "@playwright/test";
import { DEMO, recordConsoleProblems } from "./support";

/**
 * Issue 19: the store's existing web client runs on another site than the API. Its stand-in page
 * (fixtures/cross-site-client.html) is served from http://127.0.0.1:PAGE_PORT, and a store of its own
 * runs at http://localhost:STORE_PORT with the cross-site settings. 127.0.0.1 and localhost are
 * different sites, so every call is a cross-site request: the session cookie only comes back because
 * it is SameSite=None, and a Secure cookie is stored over plain http only because Chromium treats
 * http://localhost as a secure context (PUBLIC_URL=http://localhost:... tells the store so).
 *
 * This cookie is a third-party one on the client's page. Debian's Chromium blocks those in every
 * profile unless its preferences allow them (Safari, Firefox's strict mode and Chrome's incognito
 * block them too: the README says why a same-site deployment is the safer choice), so the test runs
 * in a profile of its own that allows them, as Chrome's normal profiles do.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const STORE = `http://localhost:${BASE_PORT + 1}`;
const PAGE = `http://127.0.0.1:${BASE_PORT + 2}`;

let store: ChildProcess;
let pageServer: Server;
let dataDir: string;
let profileDir: string;
let context: BrowserContext;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the cross-site store exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the cross-site store did not answer ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "carcare-e2e-cross-site-"));
  chmodSync(dataDir, 0o755);
  let stderr = "";
  store = spawn("node", ["../api/dist/server.js"], {
    env: {
      ...process.env,
      PORT: String(BASE_PORT + 1),
      DATA_DIR: dataDir,
      WEB_BUILD: process.env.E2E_WEB_BUILD ?? "",
      WEB_CONCURRENCY: "1",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      // The deployment "pages on another site" of the README.
      SESSION_COOKIE_SAMESITE: "none",
      PUBLIC_URL: STORE,
      ALLOWED_ORIGINS: PAGE,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  store.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForHealth(`${STORE}/api/health`, store);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }

  const html = readFileSync(join(import.meta.dirname, "fixtures", "cross-site-client.html"));
  pageServer = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end(html));
  await new Promise<void>((resolve) => pageServer.listen(BASE_PORT + 2, "127.0.0.1", resolve));

  profileDir = mkdtempSync(join(tmpdir(), "carcare-e2e-profile-"));
  mkdirSync(join(profileDir, "Default"));
  // 0: allow third-party cookies (Chromium's content setting; 1 blocks them in incognito, 2 always).
  writeFileSync(
    join(profileDir, "Default", "Preferences"),
    JSON.stringify({ profile: { cookie_controls_mode: 0 } }),
  );
  context = await chromium.launchPersistentContext(profileDir, {
    ...test.info().project.use.launchOptions,
  });
});

test.afterAll(async () => {
  await context?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  pageServer?.close();
  if (store && store.exitCode === null && store.signalCode === null) {
    const exited = new Promise((resolve) => store.once("exit", resolve));
    store.kill("SIGTERM");
    const late = setTimeout(() => store.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(late);
  }
  if (!dataDir) return;
  // A store that failed to start or had to be killed leaves its PostgreSQL (own process group).
  const left = await stopPostgresIn(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  if (left !== null) throw new Error(`the cross-site store's PostgreSQL (pid ${left}) outlived it`);
});

test("when the old web client on another site logs in, then it stays logged in, fills the cart with its image and logs out", async () => {
  const page = await context.newPage();
  const consoleErrors = recordConsoleProblems(page);
  await page.goto(`${PAGE}/?api=${encodeURIComponent(STORE)}`);
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");

  const login = await page.evaluate(({ phone, password }) => window.login(phone, password), {
    phone: `971${DEMO.phone}`,
    password: DEMO.password,
  });
  expect(login.status).toBe(200);
  expect(login.body.message).toBe("successfully logged in");
  const [cookie] = (await context.cookies(STORE)).filter((c) => c.name === "carcare.sid");
  expect(cookie).toMatchObject({ domain: "localhost", sameSite: "None", secure: true, httpOnly: true });

  // Right after the login, the cross-site calls carry the cookie.
  const me = await page.evaluate(() => window.me());
  expect(me.status).toBe(200);
  expect(me.body.email).toBe(DEMO.email);
  await expect(page.locator("#user")).not.toHaveText("nobody");

  const products = (await (await fetch(`${STORE}/api/view_products`)).json()) as {
    products: { id: number; stock: number }[];
  };
  const product = products.products.find((p) => p.stock > 0);
  expect(product, "a product in stock").toBeDefined();
  const added = await page.evaluate((id) => window.addToCart(id), product!.id);
  expect(added.status).toBe(200);

  const cart = await page.evaluate(() => window.showCart());
  expect(cart.status).toBe(200);
  const line = cart.body.cart_items.find((l) => l.product_id === product!.id);
  expect(line?.product_image).toMatch(new RegExp(`^${STORE}/img/`));
  const image = page.locator("#cart img").first();
  await expect(image).toHaveAttribute("src", line!.product_image);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const logout = await page.evaluate(() => window.logout());
  expect(logout.status).toBe(200);
  const after = await page.evaluate(() => window.me());
  expect(after.status).toBe(401);
  expect(after.body).toEqual({ detail: "Authentication credentials were not provided." });
  // Chromium logs every failed fetch as a console error: that 401 is the last step's point, and
  // nothing else may have failed (CORS, a refused cookie, a blocked image).
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 401/)]);
});

/** What the fixture page's calls answer: the status and the JSON body as the client reads it. */
interface Reply<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

declare global {
  interface Window {
    login(username: string, password: string): Promise<Reply<{ message: string }>>;
    me(): Promise<Reply<{ email?: string; detail?: string }>>;
    addToCart(productId: number): Promise<Reply>;
    showCart(): Promise<Reply<{ cart_items: { product_id: number; product_image: string }[] }>>;
    logout(): Promise<Reply>;
  }
}
