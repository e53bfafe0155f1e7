import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "@carcare/db";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createProduct } from "../../../test/factories-catalog.js";
import { createService } from "../../../test/factories-services.js";
import { loadWebBuild, type WebBuild } from "../../lib/web.js";

// The real web build (apps/web/build; turbo builds it before these tests): pages as a browser,
// a crawler or a link preview gets them.
const WEB_BUILD_DIR = join(REPO_ROOT, "apps", "web", "build");
let web: WebBuild;
let ctx: TestContext;
let product: { id: number; name: string };
let vendor: { id: number; vendorName: string };

beforeAll(async () => {
  const loaded = await loadWebBuild(WEB_BUILD_DIR);
  if (!loaded) throw new Error(`no web build in ${WEB_BUILD_DIR}: run pnpm build`);
  web = loaded;
  ctx = await createTestContext({ TRUST_PROXY: "true" }, { web });
  product = await createProduct(ctx.prisma, { name: "Ceramic Shine Wax", priceFils: 12_000 });
  vendor = await createService(ctx.prisma, { vendorName: "Yas Hand Wash", images: ["/img/v.svg"] });
});
afterAll(() => ctx.close());

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe("server-rendered pages", () => {
  it("when / is requested, then the HTML holds the page's heading, title, description, canonical and Open Graph tags", async () => {
    const res = await request(ctx.app).get("/").set("Host", "shop.example:3000");

    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<h1[^>]*>Car service, repair &amp; accessories/);
    expect(res.text).toMatch(/<title>Car Service &amp; Repair in Abu Dhabi/);
    expect(metaContent(res.text, "description")).toMatch(/Car service and repair in Abu Dhabi/);
    expect(res.text).toContain('<link rel="canonical" href="http://shop.example:3000/"/>');
    expect(metaContent(res.text, "og:image")).toBe("http://shop.example:3000/img/home/hero-car.svg");
    expect(res.text).toContain('id="about"');
    expect(res.text).toContain('id="contact"');
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  it("when a product page is requested, then its head tags carry the name, the AED price and an absolute image", async () => {
    const res = await request(ctx.app).get(`/accessories/${product.id}`).set("Host", "shop.example");

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${product.name} | CarCare Abu Dhabi</title>`);
    expect(metaContent(res.text, "og:type")).toBe("product");
    expect(metaContent(res.text, "product:price:currency")).toBe("AED");
    expect(metaContent(res.text, "product:price:amount")).toMatch(/^\d+\.\d{2}$/);
    expect(metaContent(res.text, "og:image")).toMatch(/^http:\/\/shop\.example\//);
    expect(res.text).toContain(
      `<link rel="canonical" href="http://shop.example/accessories/${product.id}"/>`,
    );
  });

  it("when a vendor page is requested, then its head tags carry the vendor's name and image", async () => {
    const res = await request(ctx.app).get(`/servicepage/${vendor.id}`).set("Host", "shop.example");

    expect(res.status).toBe(200);
    expect(metaContent(res.text, "og:title")).toContain(vendor.vendorName);
    expect(metaContent(res.text, "og:image")).toBe("http://shop.example/img/v.svg");
  });

  it.each(["/no-such-page", "/accessories/99999999", "/accessories/abc", "/servicepage/99999999"])(
    "when %s is requested, then it answers 404 with the not-found page",
    async (path) => {
      const res = await request(ctx.app).get(path);

      expect(res.status).toBe(404);
      expect(res.text).toMatch(/404!|could not find/);
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it("when an unknown /api path is requested, then the API's JSON 404 answers, not a page", async () => {
    const res = await request(ctx.app).get("/api/no-such-endpoint").set("Accept", "text/html");

    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("when a customer is logged in, then the header in the HTML already shows their avatar, not Login", async () => {
    const customer = await createCustomer(ctx.prisma, { firstName: "Zainab" });
    const agent = await loginAgent(ctx.app, customer);

    const res = await agent.get("/");

    expect(res.text).toContain('aria-label="Account Settings for Zainab"');
    expect(res.text).not.toMatch(/<button[^>]*>Login<\/button>/);
    const visitor = await request(ctx.app).get("/");
    expect(visitor.text).toMatch(/<button[^>]*>Login<\/button>/);
  });

  it("when a visitor opens a private page, then it asks them to log in and is never cached", async () => {
    const res = await request(ctx.app).get("/cart");

    expect(res.status).toBe(200);
    expect(res.text).toContain("Please log in to see this page.");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("page headers and assets", () => {
  it("when a customer's page is served over plain http, then its CSP allows only nonce'd scripts and upgrades nothing", async () => {
    const agent = await loginAgent(ctx.app, await createCustomer(ctx.prisma, { firstName: "Noura" }));
    const res = await agent.get("/support");

    const csp = String(res.headers["content-security-policy"]);
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("when a page is served over https (behind a proxy), then the CSP upgrades requests and HSTS is sent", async () => {
    const res = await request(ctx.app).get("/privacy").set("X-Forwarded-Proto", "https");

    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("when the client accepts gzip, then pages and API answers over 1 KB are compressed, smaller answers are sent as they are", async () => {
    const { categoryId, brandId } = await ctx.prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    for (let n = 1; n <= 6; n++) await createProduct(ctx.prisma, { categoryId, brandId });

    const page = await request(ctx.app).get("/").set("Accept-Encoding", "gzip");
    const big = await request(ctx.app)
      .get("/api/view_products?page=1&limit=6")
      .set("Accept-Encoding", "gzip");
    const small = await request(ctx.app).get("/api/view_category").set("Accept-Encoding", "gzip");

    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(big.status).toBe(200);
    expect(JSON.stringify(big.body).length).toBeGreaterThan(1024);
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(small.status).toBe(200);
    expect(Number(small.headers["content-length"])).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("when a hashed asset is requested, then the precompressed file is sent with a one-year immutable cache", async () => {
    const script = readdirSync(join(WEB_BUILD_DIR, "client", "assets")).find((file) =>
      /^entry\.client-.*\.js$/.test(file),
    )!;

    const brotli = await request(ctx.app).get(`/assets/${script}`).set("Accept-Encoding", "br, gzip");
    const gzip = await request(ctx.app).get(`/assets/${script}`).set("Accept-Encoding", "gzip");
    const missing = await request(ctx.app).get("/assets/no-such-file.js");

    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(missing.status).toBe(404);
  });

  it("when /robots.txt and /sitemap.xml are requested, then they are real files listing the public pages", async () => {
    const robots = await request(ctx.app).get("/robots.txt").set("Host", "shop.example");
    const sitemap = await request(ctx.app).get("/sitemap.xml").set("Host", "shop.example");

    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.text).toContain("Sitemap: http://shop.example/sitemap.xml");
    expect(robots.text).toContain("Disallow: /cart");
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain("<loc>http://shop.example/</loc>");
    expect(sitemap.text).toContain(`<loc>http://shop.example/accessories/${product.id}</loc>`);
    expect(sitemap.text).toContain(`<loc>http://shop.example/servicepage/${vendor.id}</loc>`);
  });
});

describe("pages in Arabic (issue 27)", () => {
  it("when /ar/accessories/<id> is requested, then the HTML is Arabic, right to left, with its canonical and both languages' alternates", async () => {
    await ctx.prisma.product.update({ where: { id: product.id }, data: { nameAr: "شمع سيراميك لامع" } });
    const res = await request(ctx.app).get(`/ar/accessories/${product.id}`).set("Host", "shop.example");

    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(res.text).toContain("<title>شمع سيراميك لامع | كار كير أبوظبي</title>");
    expect(res.text).toContain(
      `<link rel="canonical" href="http://shop.example/ar/accessories/${product.id}"/>`,
    );
    expect(res.text).toContain(
      `<link rel="alternate" hrefLang="en-AE" href="http://shop.example/accessories/${product.id}"/>`,
    );
    expect(res.text).toContain(
      `<link rel="alternate" hrefLang="ar-AE" href="http://shop.example/ar/accessories/${product.id}"/>`,
    );
    expect(res.text).toMatch(/<link[^>]+rel="preload"[^>]+ibm-plex-sans-arabic[^>]+woff2/);
    // Links stay in Arabic.
    expect(res.text).toContain('href="/ar/cart"');
    expect(res.text).not.toContain('href="/cart"');
  });

  it("when the English page is requested, then it names the Arabic one and loads no Arabic font", async () => {
    const res = await request(ctx.app).get(`/accessories/${product.id}`).set("Host", "shop.example");

    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(res.text).toContain(
      `<link rel="alternate" hrefLang="ar-AE" href="http://shop.example/ar/accessories/${product.id}"/>`,
    );
    expect(res.text).not.toContain("ibm-plex-sans-arabic");
  });

  it("when the sitemap is read, then each page is listed in both languages", async () => {
    const sitemap = await request(ctx.app).get("/sitemap.xml").set("Host", "shop.example");

    expect(sitemap.text).toContain(`<loc>http://shop.example/ar/accessories/${product.id}</loc>`);
    expect(sitemap.text).toContain("<loc>http://shop.example/ar</loc>");
    expect(sitemap.text).toContain(`<loc>http://shop.example/ar/servicepage/${vendor.id}</loc>`);
  });
});

describe("a page whose data cannot be read", () => {
  it("when the database is gone, then the page answers 500 with the error page and the error is logged once", async () => {
    const broken = await createTestContext({}, { web });
    await broken.deps.sql.end();

    const res = await request(broken.app).get(`/accessories/${product.id}`);

    expect(res.status).toBe(500);
    expect(res.text).toContain("Something went wrong");
    expect(broken.logs.filter((line) => line.includes("a page failed to render"))).toHaveLength(1);
    await broken.close().catch(() => undefined);
  });
});

describe("visitors' public pages a shared cache may keep (issue 30)", () => {
  const productPath = () => `/accessories/${product.id}`;
  const scriptTexts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !m[1]!.includes("src="))
      .map((m) => m[2]!);

  it("when two visitors open a product page, then they get the same bytes, allowed by hash, public, with an ETag", async () => {
    const first = await request(ctx.app).get(productPath()).set("Host", "shared.example");
    const second = await request(ctx.app).get(productPath()).set("Host", "shared.example");

    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    for (const res of [first, second]) {
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).not.toContain("nonce");
      expect(res.text).not.toContain("nonce");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(res.headers.vary).toContain("Cookie");
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const scriptSrc = csp.match(/script-src ([^;]*)/)![1]!.split(" ");
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc.at(-1)).toBe("'strict-dynamic'");
      const texts = scriptTexts(res.text);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      }
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("when a visitor sends the page's ETag back, then the answer is 304 with no body", async () => {
    const first = await request(ctx.app).get(productPath()).set("Host", "etag.example");

    const again = await request(ctx.app)
      .get(productPath())
      .set("Host", "etag.example")
      .set("If-None-Match", String(first.headers.etag));

    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("when a visitor asks only for the headers (HEAD), then they are the GET's", async () => {
    const get = await request(ctx.app).get(productPath()).set("Host", "head.example");

    const head = await request(ctx.app).head(productPath()).set("Host", "head.example");

    expect(head.headers["cache-control"]).toBe(get.headers["cache-control"]);
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("when a customer with a session opens the product page, then it is private with a nonce of its own", async () => {
    const customer = await createCustomer(ctx.prisma, { firstName: "Huda" });
    const agent = await loginAgent(ctx.app, customer);

    const res = await agent.get(productPath());

    const nonce = String(res.headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.text).toContain(`nonce="${nonce}"`);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.etag).toBeUndefined();
    expect(res.text).toContain('aria-label="Account Settings for Huda"');
  });

  it("when a visitor opens a page that is not a public route, then it is allowed by hash too but stays private", async () => {
    const res = await request(ctx.app).get("/support");

    expect(res.status).toBe(200);
    expect(String(res.headers["content-security-policy"])).toMatch(
      /script-src 'self' 'sha256-[^;]*'strict-dynamic'/,
    );
    expect(res.text).not.toContain("nonce");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.etag).toBeUndefined();
  });

  it("when a page fails on the server's side before it renders, then its CSP still names 'self' once and no nonce", async () => {
    const res = await request(ctx.app).get("/%E0%A4%A");

    expect(res.status).toBe(400);
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self' 'strict-dynamic'");
  });

  it("when the Arabic product page is opened by a visitor, then it is public too", async () => {
    const res = await request(ctx.app).get(`/ar${productPath()}`);

    expect(res.headers["cache-control"]).toContain("public");
    expect(String(res.headers["content-security-policy"])).not.toContain("nonce");
  });
});

describe("visitors' pages kept for a few seconds", () => {
  it("when a visitor asks for a public page again, then the cache answers the same bytes and headers", async () => {
    const first = await request(ctx.app).get("/privacy").set("Host", "cache.example");
    const second = await request(ctx.app).get("/privacy").set("Host", "cache.example");

    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    for (const name of ["content-security-policy", "cache-control", "etag", "vary", "content-type"]) {
      expect(second.headers[name]).toBe(first.headers[name]);
    }
    const revalidated = await request(ctx.app)
      .get("/privacy")
      .set("Host", "cache.example")
      .set("If-None-Match", String(first.headers.etag));
    expect(revalidated.headers["x-page-cache"]).toBe("hit");
    expect(revalidated.status).toBe(304);
  });

  it("when a kept page is asked for with br, gzip or neither, then it is sent compressed so, the same page", async () => {
    const first = await request(ctx.app)
      .get("/privacy")
      .set("Host", "encoded.example")
      .set("Accept-Encoding", "identity");
    const answers = [];
    for (const accept of ["br", "gzip, deflate", "gzip, deflate, br", "identity"]) {
      const res = await request(ctx.app)
        .get("/privacy")
        .set("Host", "encoded.example")
        .set("Accept-Encoding", accept);
      answers.push(res);
      expect(res.headers["x-page-cache"]).toBe("hit");
      expect(res.text).toBe(first.text);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(answers.map((res) => res.headers["content-encoding"])).toEqual(["br", "gzip", "br", undefined]);
    expect(Number(answers[0]!.headers["content-length"])).toBeLessThan(first.text.length / 3);
  });

  it("when another host or query is asked for, then it is rendered for it", async () => {
    await request(ctx.app).get("/privacy").set("Host", "one.example");

    const otherHost = await request(ctx.app).get("/privacy").set("Host", "two.example");
    const otherQuery = await request(ctx.app).get("/privacy?ref=x").set("Host", "one.example");

    expect(otherHost.headers["x-page-cache"]).toBe("miss");
    expect(otherHost.text).toContain('href="http://two.example/privacy"');
    expect(otherQuery.headers["x-page-cache"]).toBe("miss");
  });

  it("when a customer with a session asks, then the cache is never used", async () => {
    const customer = await createCustomer(ctx.prisma, { firstName: "Mariam" });
    const agent = await loginAgent(ctx.app, customer);
    await request(ctx.app).get("/").set("Host", "127.0.0.1");

    const res = await agent.get("/").set("Host", "127.0.0.1");

    expect(res.headers["x-page-cache"]).toBeUndefined();
    expect(res.text).toContain('aria-label="Account Settings for Mariam"');
  });

  it("when a visitor asks twice for a page that is not public, or one nobody has, then the second is kept but stays private", async () => {
    await request(ctx.app).get("/support").set("Host", "private.example");
    await request(ctx.app).get("/no-such-page").set("Host", "private.example");

    const support = await request(ctx.app).get("/support").set("Host", "private.example");
    const missing = await request(ctx.app).get("/no-such-page").set("Host", "private.example");

    expect(support.headers["x-page-cache"]).toBe("hit");
    expect(support.status).toBe(200);
    expect(support.headers["cache-control"]).toBe("private, no-cache");
    expect(missing.headers["x-page-cache"]).toBe("hit");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).not.toContain("public");
  });

  it("when a visitor's page answers no-store, then it is never kept", async () => {
    await request(ctx.app).get("/cart").set("Host", "nostore.example");

    const again = await request(ctx.app).get("/cart").set("Host", "nostore.example");

    expect(again.headers["x-page-cache"]).toBe("miss");
  });

  it("when the cache is turned off, then every page is rendered, still shareable", async () => {
    const uncached = await createTestContext({ PAGE_CACHE_SECONDS: "0" }, { web });
    const first = await request(uncached.app).get("/privacy").set("Host", "off.example");

    const again = await request(uncached.app).get("/privacy").set("Host", "off.example");

    expect(again.headers["x-page-cache"]).toBeUndefined();
    expect(again.headers["cache-control"]).toContain("public");
    expect(again.text).not.toContain("nonce");
    // The page's data times step by the minute (SHARED_PAGE_SECONDS): two renders within one minute
    // are byte-identical, so their ETags match and a CDN's revalidation is answered 304 by any worker.
    const minute = () => Math.floor(Date.now() / 60_000);
    let [one, two, revalidated] = [first, again, again];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const before = minute();
      one = await request(uncached.app).get("/privacy").set("Host", "off.example");
      two = await request(uncached.app).get("/privacy").set("Host", "off.example");
      revalidated = await request(uncached.app)
        .get("/privacy")
        .set("Host", "off.example")
        .set("If-None-Match", String(one.headers.etag));
      if (minute() === before) break;
    }
    expect(two.text).toBe(one.text);
    expect(two.headers.etag).toBe(one.headers.etag);
    expect(revalidated.status).toBe(304);
    await uncached.close();
  });
});
