import {
  expect,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
  test as base,
} from "@playwright/test";

export const DEMO = { phone: "501234567", password: "Demo@12345", email: "demo@carcare.ae" };

/**
 * Collects the page's console errors (and warnings, if asked) and uncaught errors. Chromium also logs
 * "Failed to load resource" for a page whose document answers 404; that status is the page's own
 * answer, which tests assert themselves, so that one line is left out.
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
    if (type !== "error" && !(warnings && type === "warning")) return;
    const text = message.text();
    if (text.startsWith("Failed to load resource") && documentErrors.has(message.location().url)) return;
    problems.push(type === "error" ? text : `${type}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo: TestInfo) => {
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

/** Logs in through the header's Login dialog, with the phone typed exactly as given. */
export async function logIn(page: Page, phone: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel("Phone").fill(phone);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
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
