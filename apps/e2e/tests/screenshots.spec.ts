import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

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
