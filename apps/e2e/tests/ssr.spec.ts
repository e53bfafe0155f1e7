import AxeBuilder from "@axe-core/playwright";
import { ProductDetailSchema, SingleServiceResponseSchema } from "@carcare/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, gotoHydrated, logIn, logInAsDemo, recordConsoleProblems, test } from "./support";

const SITE = "CarCare Abu Dhabi";

interface PageExpectation {
  path: string;
  status: number;
  /** The document's <title> and the page's h1, as text; detail pages read their names from the API. */
  head: (request: APIRequestContext) => Promise<{ title: string; h1: string }>;
}

const fixed =
  (title: string, h1 = title) =>
  () =>
    Promise.resolve({ title: `${title} | ${SITE}`, h1 });

/** Every page of spec section 2, as a visitor sees it. */
const PAGES: PageExpectation[] = [
  {
    path: "/",
    status: 200,
    head: () =>
      Promise.resolve({
        title: "Car Service & Repair in Abu Dhabi | Accessories & Spare Parts | CarCare",
        h1: "Car service, repair & accessories in Abu Dhabi",
      }),
  },
  {
    path: "/subscription",
    status: 200,
    head: fixed(
      "Car Service Plans in Abu Dhabi: Wash & Maintenance Subscriptions",
      "Car Service Plans in Abu Dhabi",
    ),
  },
  { path: "/myplan", status: 200, head: fixed("My Plan") },
  { path: "/accessories", status: 200, head: fixed("Car Accessories") },
  {
    path: "/accessories/1",
    status: 200,
    head: async (request) => {
      const product = ProductDetailSchema.parse(await (await request.get("/api/edit_product/1")).json());
      return { title: `${product.name} | ${SITE}`, h1: product.name };
    },
  },
  { path: "/spareparts", status: 200, head: fixed("Genuine Car Spare Parts in Abu Dhabi") },
  { path: "/servicepage", status: 200, head: fixed("Car Services") },
  {
    path: "/servicepage/1",
    status: 200,
    head: async (request) => {
      const { service } = SingleServiceResponseSchema.parse(
        await (await request.get("/api/view_single_service_user/1")).json(),
      );
      return {
        title: `${service.vendor_name}: ${service.service_category} | ${SITE}`,
        h1: service.vendor_name,
      };
    },
  },
  { path: "/cart", status: 200, head: fixed("Cart") },
  { path: "/address", status: 200, head: fixed("Delivery Address") },
  { path: "/confirm", status: 200, head: fixed("Order Confirmation") },
  { path: "/wishlist", status: 200, head: fixed("My Collection") },
  { path: "/orders", status: 200, head: fixed("My Orders") },
  { path: "/profile", status: 200, head: fixed("My Profile") },
  { path: "/support", status: 200, head: fixed("Support") },
  { path: "/privacy", status: 200, head: fixed("Privacy Policy") },
  { path: "/no-such-page", status: 404, head: fixed("Page not found", "404!") },
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** Text of an HTML fragment: tags dropped, React's entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** The attributes of every `<tag ...>` in `html`, one record per element. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, textOf(value!)]),
    ),
  );
}

test.describe("every page, rendered on the server", () => {
  for (const { path, status } of PAGES) {
    test(`when ${path} is opened, then it answers ${status} and hydrates with no console errors or warnings`, async ({
      page,
    }) => {
      const problems = recordConsoleProblems(page, { warnings: true });

      const response = await gotoHydrated(page, path);

      expect(response.status()).toBe(status);
      // Lazily loaded sections hydrate when their code arrives: wait for it before judging the console.
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  }

  for (const { path, status, head } of PAGES) {
    test(`when ${path} is fetched without a browser, then its HTML holds the title, description, canonical link and h1`, async ({
      page,
      baseURL,
    }) => {
      const expected = await head(page.request);

      const response = await page.request.get(path);

      expect(response.status()).toBe(status);
      const html = await response.text();
      expect(textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "")).toBe(expected.title);
      const descriptions = tagsOf(html, "meta").filter((meta) => meta.name === "description");
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]!.content).toMatch(/\w{3,}/);
      const canonical = tagsOf(html, "link").filter((link) => link.rel === "canonical");
      expect(canonical.map((link) => link.href)).toEqual([`${baseURL}${path === "/" ? "/" : path}`]);
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
      expect(h1s).toEqual([expected.h1]);
    });
  }
});

test.describe("the session in the server's HTML", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when the demo customer is logged in, then the server's HTML of / already has their avatar and no Login", async ({
    page,
  }) => {
    await gotoHydrated(page, "/support");
    await logInAsDemo(page);

    const response = await page.request.get("/");

    expect(response.status()).toBe(200);
    const header = (await response.text()).match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? "";
    const avatar = header.match(
      /<button\b[^>]*aria-label="Account Settings for Demo"[^>]*>([\s\S]*?)<\/button>/,
    );
    expect(textOf(avatar?.[1] ?? "")).toBe("D");
    expect(header).not.toMatch(/>\s*Login\s*<\/button>/);
    expect(textOf(header)).not.toContain("Login");
  });

  for (const phone of ["+971501234567", "971501234567"]) {
    test(`when the demo customer types their phone as ${phone}, then login succeeds`, async ({ page }) => {
      await gotoHydrated(page, "/support");

      await logIn(page, phone, DEMO.password);

      await expect(page.getByRole("button", { name: "Account Settings for Demo" })).toBeVisible();
    });
  }
});

test.describe("header links to the home page's sections", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /**
   * The distance of the section's top from the viewport's top once scrolling has stopped (the same
   * over two frames); Infinity while it still moves.
   */
  function settledTopOf(page: Page, id: string) {
    return page.evaluate(async (sectionId) => {
      const top = () => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Infinity;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const before = top();
      await frame();
      await frame();
      const after = top();
      return before === after ? Math.abs(after) : Infinity;
    }, id);
  }

  test("when About Us and then, from another page, Contact Us are clicked, then each section ends at the top", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect.poll(() => settledTopOf(page, "about"), { timeout: 10_000 }).toBeLessThanOrEqual(100);

    await gotoHydrated(page, "/accessories");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => settledTopOf(page, "contact"), { timeout: 10_000 }).toBeLessThanOrEqual(100);
  });
});

test("when the store is opened by IP address over http, then it hydrates and the CSP upgrades nothing", async ({
  context,
  baseURL,
}) => {
  const byIp = await context.newPage();
  const problems = recordConsoleProblems(byIp, { warnings: true });

  const response = await gotoHydrated(byIp, `http://127.0.0.1:${new URL(baseURL!).port}/`);

  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toBeDefined();
  expect(response.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  await byIp.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  await byIp.close();
});

test.describe("for crawlers", () => {
  test("when /robots.txt is fetched, then it is plain text that names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");

    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain\b/);
    expect(await response.text()).toMatch(new RegExp(`^Sitemap: ${baseURL}/sitemap\\.xml$`, "m"));
  });

  test("when /sitemap.xml is fetched, then it lists the product pages", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");

    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    expect(await response.text()).toContain(`<loc>${baseURL}/accessories/1</loc>`);
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/privacy", "/support", "/cart"]) {
    test(`when a visitor opens ${path}, then axe finds no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");

      const results = await new AxeBuilder({ page }).analyze();

      expect(
        results.violations.map((violation) => ({
          id: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(" ")),
        })),
      ).toEqual([]);
    });
  }
});
