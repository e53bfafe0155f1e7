import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { assignPlan } from "./ops";
import { DEMO, gotoHydrated, logInAsDemo } from "./support";

const OUT = fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url));

test("home at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}home-375.png`, fullPage: true });
});

test("home at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}home-1280.png`, fullPage: true });
});

test("login popup", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await page.screenshot({ path: `${OUT}login-popup.png` });
});

for (const width of [375, 1280]) {
  test(`subscription and spare parts at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, name] of [
      ["/subscription", "subscription"],
      ["/spareparts", "spareparts"],
    ] as const) {
      await gotoHydrated(page, path);
      // A full-page shot does not scroll, so lazy images are brought into view (and loaded) first.
      for (const image of await page.locator('img[loading="lazy"]').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
    }
  });

  test(`my plan (subscribed, with vendors) at ${width} px`, async ({ page }) => {
    // Logs in at 1280 px, where the header shows its Login button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await assignPlan(
      DEMO.phone,
      "Premium Wash:CAR_WASH:6",
      ["reem-island-car-spa", "yas-express-hand-wash"],
      {
        replace: true,
      },
    );
    await gotoHydrated(page, "/");
    await logInAsDemo(page);
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/myplan");
    await expect(page.getByRole("region", { name: "Your Current Plan" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${OUT}myplan-${width}.png`, fullPage: true });
  });
}
