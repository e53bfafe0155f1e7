import type { CartResponse, OrderDetails } from "@carcare/contracts";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
  test as base,
} from "@playwright/test";

export const DEMO = { phone: "501234567", password: "Demo@12345", email: "demo@carcare.ae" };

/**
 * What React says when it could not hydrate part of the server's HTML and rendered it again in the
 * browser (the server's copy is thrown away, or left in the page, with whatever was typed into it).
 */
const HYDRATION_PROBLEM = /hydrat|did not match|recoverable|switched to client rendering/i;

/**
 * Collects the page's console errors (and warnings, if asked; hydration warnings always) and
 * uncaught errors. Chromium also logs "Failed to load resource" for a page whose document answers
 * 404; that status is the page's own answer, which tests assert themselves, so that one line is left
 * out.
 */
export function recordConsoleProblems(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  const documentErrors = new Set<string>();
  page.on("response", (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() >= 400) {
      documentErrors.add(response.url());
    }
  });
  page.on("console", (message) => {
    const type = message.type();
    const text = message.text();
    const hydrationWarning = type === "warning" && HYDRATION_PROBLEM.test(text);
    if (type !== "error" && !(warnings && type === "warning") && !hydrationWarning) return;
    if (text.startsWith("Failed to load resource") && documentErrors.has(message.location().url)) return;
    problems.push(type === "error" ? text : `${type}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Runs in the page before its own scripts. A part the server finished after the page's first bytes
 * comes later in the stream as `<div hidden id="S:n">`, and React's inline `$RC` / `$RV` scripts move
 * it into its boundary (marked by `<template id="B:n">`), batched up to 300 ms later. If the browser's
 * React has rendered that boundary again itself in the meantime (it does when an update reaches a
 * boundary still waiting for the server's content), the template is gone, and the server's copy sits
 * hidden in the page beside React's until those scripts remove it. React logs nothing then, so this
 * says it on the console, where the fixture fails the test.
 */
function reportServerPartsRenderedTwice() {
  const report = (boundary: string) =>
    console.error(
      `Hydration: React rendered boundary ${boundary} again on the client (switched to client rendering) before the server's streamed content for it arrived; the server's copy was left in the page`,
    );
  const watch = (name: "$RC" | "$RV", check: (args: unknown[]) => void) => {
    let wrapped: unknown;
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => wrapped,
      set(original: (...args: unknown[]) => unknown) {
        wrapped = function (this: unknown, ...args: unknown[]) {
          check(args);
          return original.apply(this, args);
        };
      },
    });
  };
  // $RC(boundaryId, segmentId): the server's content for a boundary has arrived.
  watch("$RC", ([boundary, segment]) => {
    if (document.getElementById(String(segment)) && !document.getElementById(String(boundary))) {
      report(String(boundary));
    }
  });
  // $RV([template, segment, template, segment, ...]): the content that arrived is revealed.
  watch("$RV", ([batch]) => {
    const nodes = batch as Element[];
    for (let i = 0; i < nodes.length; i += 2) if (!nodes[i]!.isConnected) report(nodes[i]!.id);
  });
}

/**
 * `E2E_CPU_SLOWDOWN=4` runs every page on a CPU four times slower (Chromium's throttling), as on a
 * loaded CI machine or a cheap phone, where hydration races show that a fast machine hides.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

/**
 * Every test fails on a console error, an uncaught page error, a hydration warning, or a part of the
 * server's HTML that React rendered a second time in the browser.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo: TestInfo) => {
      await page.addInitScript(reportServerPartsRenderedTwice);
      if (CPU_SLOWDOWN > 1) {
        const devtools = await page.context().newCDPSession(page);
        await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      }
      const errors = recordConsoleProblems(page);
      await use(errors);
      if (testInfo.status === testInfo.expectedStatus) expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Opens `path` and waits until React has hydrated the server's HTML (root.tsx sets
 * `<html data-hydrated>`): a click before that does nothing. Answers the document's response.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Waits until React has hydrated `element` itself. `html[data-hydrated]` comes with the first
 * hydration, but a lazily loaded section (the home page's lower sections) hydrates only when its
 * chunk arrives, and a click on it before then is lost. React keeps its props on every element it
 * has hydrated, under a `__reactProps$<random>` key.
 */
export async function waitForInteractive(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

/** The newest 4-digit code mailed to `email`, read from the server's dev outbox. */
export async function latestCode(page: Page, email: string, after: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { emails: { text: string; createdAt: string }[] };
        const fresh = body.emails.find((mail) => Date.parse(mail.createdAt) >= after - 1000);
        code = fresh?.text.match(/\b(\d{4})\b/)?.[1] ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

/** Types a code into the 4-box input one key at a time (auto-advance moves between boxes). */
export async function typeCode(page: Page, label: string, code: string) {
  await page.getByRole("textbox", { name: `${label}, digit 1 of 4` }).click();
  await page.keyboard.type(code);
}

export async function openLogin(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
  return page.getByRole("dialog", { name: "Login" });
}

/** Fills the open Login dialog (the header's, or the one an action asks for) and presses Login. */
export async function submitLogin(page: Page, phone: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Phone").fill(phone);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
}

/** Logs in through the header's Login dialog, with the phone typed exactly as given. */
export async function logIn(page: Page, phone: string, password: string) {
  await openLogin(page);
  await submitLogin(page, phone, password);
  await expect(page.getByText("successfully logged in")).toBeVisible();
}

export async function logInAsDemo(page: Page, password = DEMO.password) {
  await logIn(page, DEMO.phone, password);
}

export function uniqueSuffix(): string {
  return `${Date.now()}`.slice(-7);
}

/**
 * Saves a full-page picture into docs/screenshots/ when TAKE_SCREENSHOTS is set (for example
 * `TAKE_SCREENSHOTS=1 npx playwright test tests/checkout.spec.ts`); ordinary test runs write nothing.
 */
export async function saveScreenshot(page: Page, fileName: string): Promise<void> {
  if (!process.env.TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: `../../docs/screenshots/${fileName}`, fullPage: true });
}

/** The logged-in customer's cart as the API answers it. */
export async function apiCart(request: APIRequestContext): Promise<CartResponse> {
  const response = await request.get("/api/display_cart");
  expect(response.status()).toBe(200);
  return (await response.json()) as CartResponse;
}

/** The logged-in customer's orders as the API answers them. */
export async function apiOrders(request: APIRequestContext): Promise<OrderDetails[]> {
  const response = await request.get("/api/my_orders");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: OrderDetails[] }).orders;
}

/** window.open records what it was asked to open instead of opening a tab (from the page's first script). */
export async function recordOpenedWindows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

/** What the page asked window.open to open, after recordOpenedWindows. */
export const openedWindows = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { opened: string[] }).opened);

/** Signs up from the page itself (its session cookie is then the browser's): the answer's status. */
export function signUpFromPage(
  page: Page,
  customer: { name: string; email: string; phone: string; password: string },
): Promise<number> {
  return page.evaluate(
    async (body) =>
      (
        await fetch("/api/signup", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    customer,
  );
}
