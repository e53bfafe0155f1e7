import { expect, type Page, type TestInfo, test as base } from "@playwright/test";

export const DEMO = { phone: "501234567", password: "Demo@12345", email: "demo@carcare.ae" };

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo: TestInfo) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      if (testInfo.status === testInfo.expectedStatus) expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

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

export async function logInAsDemo(page: Page, password = DEMO.password) {
  const dialog = await openLogin(page);
  await dialog.getByLabel("Phone").fill(DEMO.phone);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("successfully logged in")).toBeVisible();
}

export function uniqueSuffix(): string {
  return `${Date.now()}`.slice(-7);
}
