import { expect, gotoHydrated, test } from "./support";

test("when an unknown route is opened, then the 404 page links back home", async ({ page }) => {
  const response = await gotoHydrated(page, "/no/such/page");
  expect(response.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404!" })).toBeVisible();
  await expect(page.getByText("The page you are looking for was not found.")).toBeVisible();
  await page.getByRole("link", { name: "Back Home" }).click();
  await expect(page).toHaveURL("/");
});

test("when /privacy is opened, then the full policy shows outside the main layout", async ({ page }) => {
  await gotoHydrated(page, "/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Effective date: 01/01/2025")).toBeVisible();
  for (const topic of [
    /information we collect/i,
    /how we use/i,
    /sharing/i,
    /storage/i,
    /cookies/i,
    /your rights/i,
    /children/i,
    /changes/i,
    /contact us/i,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
  }
  await expect(page.getByText(/over 18 years/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("when the support form is sent, then WhatsApp opens with the four lines and the form clears", async ({
  page,
}) => {
  await gotoHydrated(page, "/support");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all the fields");

  await page.getByLabel("Name").fill("Omar");
  await page.getByLabel("Email").fill("omar@example.ae");
  await page.getByLabel("Phone").fill("0501112222");
  await page.getByRole("textbox", { name: "Message" }).fill("Need help with my plan");
  // No real WhatsApp in tests: answer the hand-off locally and read the link it was given.
  let chatUrl = "";
  await page.context().route("https://wa.me/**", (route) => {
    chatUrl = route.request().url();
    return route.fulfill({ contentType: "text/html", body: "<title>chat</title>" });
  });
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Send message" }).click();
  const chat = await popup;
  await expect.poll(() => chatUrl).toContain("https://wa.me/971501234567?text=");
  expect(new URL(chatUrl).searchParams.get("text")).toBe(
    "NAME: Omar\nEMAIL: omar@example.ae\nPHONE: 0501112222\nMESSAGE: Need help with my plan",
  );
  await chat.close();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
});

for (const path of ["/", "/privacy", "/support", "/no/such/page"]) {
  test(`when ${path} is shown at 375 px, then nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
