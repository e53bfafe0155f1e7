import type { Page } from "@playwright/test";
import {
  allowedNames,
  ar,
  elementsOutside,
  englishWords,
  seriousAxeViolations,
  shopperText,
  sidewaysOverflow,
} from "./arabic";
import { DEMO, expect, gotoHydrated, test, waitForInteractive } from "./support";

// Issue 27's "Done when": every route under /ar is server-rendered Arabic, right to left, with its
// own head, and no English a shopper reads is left on it. Only reads the demo store (the demo
// customer logs in, nothing more), so it runs beside the specs that change it.

/** Pages anyone may open, in English (the Arabic page is /ar in front). */
const PUBLIC = [
  "/",
  "/accessories",
  "/accessories/1",
  "/servicepage",
  "/servicepage/1",
  "/subscription",
  "/spareparts",
  "/support",
  "/privacy",
];
/** Pages of a logged-in customer (a visitor is asked to log in there). */
const PRIVATE = ["/cart", "/address", "/confirm", "/wishlist", "/orders", "/profile", "/myplan"];
const MISSING = "/no/such/page";

const arabicPath = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The attributes of every `<tag ...>` in `html`, one record per element. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        decode(value!),
      ]),
    ),
  );
}

const titleOf = (html: string) => decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "").trim();

test("when each /ar route is fetched without a browser, then its HTML is Arabic, right to left, with its own title, description, canonical link and hreflang alternates", async ({
  request,
  baseURL,
}) => {
  for (const path of [...PUBLIC, ...PRIVATE, MISSING]) {
    const local = arabicPath(path);
    const response = await request.get(local);
    expect.soft(response.status(), local).toBe(path === MISSING ? 404 : 200);
    const html = await response.text();
    expect.soft(html, `${local}: <html lang dir>`).toMatch(/<html\b(?=[^>]*\blang="ar")(?=[^>]*\bdir="rtl")/);

    const title = titleOf(html);
    expect.soft(title, `${local}: an Arabic title`).toMatch(ARABIC_LETTERS);
    const english = titleOf(await (await request.get(path)).text());
    expect.soft(title, `${local}: its own title, not the English page's`).not.toBe(english);

    const descriptions = tagsOf(html, "meta").filter((meta) => meta.name === "description");
    expect.soft(descriptions, `${local}: one description`).toHaveLength(1);
    expect.soft(descriptions[0]?.content ?? "", `${local}: an Arabic description`).toMatch(ARABIC_LETTERS);

    const links = tagsOf(html, "link");
    const canonical = links.filter((link) => link.rel === "canonical").map((link) => link.href);
    expect.soft(canonical, `${local}: canonical`).toEqual([`${baseURL}${local}`]);
    const alternates = Object.fromEntries(
      links
        .filter((link) => link.rel === "alternate" && link.hreflang)
        .map((link) => [link.hreflang, link.href]),
    );
    expect.soft(alternates, `${local}: hreflang alternates`).toEqual({
      "en-AE": `${baseURL}${path}`,
      "ar-AE": `${baseURL}${local}`,
      "x-default": `${baseURL}${path}`,
    });
  }
});

/**
 * Opens each page and checks what a shopper meets there: no console error (the fixture), no English
 * word outside the allowed names, no serious axe finding, and at 375 px no sideways scroll. Every
 * page is checked before the test fails, and the failure lists each page's findings.
 */
async function checkPages(page: Page, paths: string[], allowed: Set<string>, width: number) {
  const findings: string[] = [];
  for (const path of paths) {
    const local = arabicPath(path);
    await gotoHydrated(page, local);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const english = englishWords(await shopperText(page), allowed);
    if (english.length > 0) findings.push(`${local}: English words: ${english.join(", ")}`);
    const axe = await seriousAxeViolations(page);
    for (const violation of axe)
      findings.push(`${local}: axe ${violation.id}: ${violation.targets.join(" | ")}`);
    if (width === 375) {
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) {
        findings.push(
          `${local}: scrolls ${overflow} px sideways at 375 px: ${(await elementsOutside(page)).join(", ")}`,
        );
      }
    }
  }
  expect(findings, findings.join("\n")).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("when a visitor opens every /ar page, then each is Arabic and accessible", async ({ page }) => {
      test.setTimeout(180_000);
      const allowed = await allowedNames(page.request);
      await checkPages(page, [...PUBLIC, ...PRIVATE, MISSING], allowed, width);
    });

    test("when the demo customer opens their own /ar pages, then each is Arabic and accessible", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const login = await page.request.post("/api/UserLogin", {
        data: { username: DEMO.phone, password: DEMO.password },
      });
      expect(login.status()).toBe(200);
      const allowed = await allowedNames(page.request, true);
      await checkPages(page, PRIVATE, allowed, width);
    });
  });
}

test.describe("the language switch", () => {
  for (const width of [375, 1280]) {
    test(`when it is used at ${width} px on a filtered listing, then the same listing opens in Arabic and back in English, and the cookie remembers the choice`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const language = async () =>
        (await context.cookies()).find((cookie) => cookie.name === "carcare_lang")?.value;
      /** The header's switch; on a phone, the mobile menu's. */
      const switchTo = async (name: string) => {
        if (width === 375) {
          const menu = page.getByRole("banner").getByRole("button", { name: /^(Open menu|فتح القائمة)$/ });
          await waitForInteractive(menu);
          await menu.click();
        }
        const link = page.getByRole("banner").getByRole("link", { name, exact: true });
        await waitForInteractive(link);
        await link.click();
      };

      await gotoHydrated(page, "/accessories?category=Performance");
      await switchTo(ar("layout_language_toArabic"));
      await expect(page).toHaveURL("/ar/accessories?category=Performance");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      expect(await language()).toBe("ar");

      await switchTo(ar("layout_language_toEnglish"));
      await expect(page).toHaveURL("/accessories?category=Performance");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await language()).toBe("en");
    });
  }
});
