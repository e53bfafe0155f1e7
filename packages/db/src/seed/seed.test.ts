import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { salePriceFils } from "@carcare/contracts";
import bcrypt from "bcrypt";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient, type PrismaClient } from "../client.js";
import { REPO_ROOT } from "../paths.js";
import { createTestDatabase } from "../testing.js";
import { renderDemoArt } from "./art.js";
import { DEMO_CUSTOMER, DEMO_PRODUCTS } from "./data.js";
import { DEMO_PASSWORD_COST, SEED_ENTITIES, seedDemoData, seedIfEmpty, type SeedSummary } from "./seed.js";

const PUBLIC_DIR = join(REPO_ROOT, "apps", "web", "public");
const DAY_MS = 24 * 60 * 60 * 1000;

async function rowCounts(prisma: PrismaClient): Promise<Record<string, number>> {
  return {
    categories: await prisma.category.count(),
    brands: await prisma.brand.count(),
    products: await prisma.product.count(),
    coupons: await prisma.coupon.count(),
    plans: await prisma.plan.count(),
    serviceCategories: await prisma.serviceCategory.count(),
    services: await prisma.service.count(),
    users: await prisma.user.count(),
    addresses: await prisma.address.count(),
  };
}

function total(summary: SeedSummary, field: "created" | "updated" | "unchanged"): number {
  return SEED_ENTITIES.reduce((sum, e) => sum + summary[e][field], 0);
}

describe("demo seed", () => {
  let db: { url: string; drop(): Promise<void> };
  let prisma: PrismaClient;
  let first: SeedSummary | null;
  const now = new Date();

  beforeAll(async () => {
    db = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
    prisma = createPrismaClient(db.url, { poolSize: 3 });
    first = await seedIfEmpty(prisma, { now });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  it("when the store is empty, then seedIfEmpty seeds it and reports only creations", () => {
    expect(first).not.toBeNull();
    expect(total(first!, "created")).toBeGreaterThan(100);
    expect(total(first!, "updated")).toBe(0);
    expect(total(first!, "unchanged")).toBe(0);
    expect(first!.products.created).toBe(DEMO_PRODUCTS.length);
  });

  it("when seeded, then the catalogue meets the minimums", async () => {
    const categories = await prisma.category.findMany({ orderBy: { position: "asc" } });
    expect(categories.map((c) => c.name)).toEqual([
      "Car Interior",
      "Car Exterior",
      "Electronics & Gadgets",
      "Performance",
    ]);
    expect(categories.every((c) => c.image?.startsWith("/img/categories/"))).toBe(true);

    const brands = await prisma.brand.findMany();
    expect(brands.length).toBeGreaterThanOrEqual(10);
    expect(brands.filter((b) => b.promoted).length).toBeGreaterThanOrEqual(3);

    const products = await prisma.product.findMany();
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const category of categories) {
      expect(products.filter((p) => p.categoryId === category.id).length).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.every((p) => p.stock >= 1)).toBe(true);
    expect(products.filter((p) => p.stock <= 5).length).toBeGreaterThanOrEqual(8);
    const promoted = products.filter((p) => p.promoted);
    expect(promoted.length).toBeGreaterThanOrEqual(8);
    expect(promoted.every((p) => p.discountPercentage > 0)).toBe(true);
    expect(products.some((p) => p.bestseller)).toBe(true);
    expect(products.every((p) => p.description.split(". ").length >= 2)).toBe(true);
  });

  it("when seeded, then every product's salePriceFils equals salePriceFils(price, pct)", async () => {
    const products = await prisma.product.findMany();
    for (const p of products) {
      expect(p.salePriceFils, p.sku).toBe(salePriceFils(p.priceFils, p.discountPercentage));
    }
    expect(products.some((p) => p.discountPercentage > 0)).toBe(true);
  });

  it("when seeded, then the coupons cover active, expired, not started, single-use and minimum-order cases", async () => {
    const coupons = await prisma.coupon.findMany();
    const t = now.getTime();
    const validNow = coupons.filter((c) => c.active && c.startsAt.getTime() <= t && t < c.endsAt.getTime());
    expect(coupons.length).toBeGreaterThanOrEqual(5);
    expect(validNow.map((c) => c.code)).toContain("WELCOME10");
    expect(coupons.some((c) => c.endsAt.getTime() < t)).toBe(true);
    expect(coupons.some((c) => c.startsAt.getTime() > t)).toBe(true);
    expect(validNow.some((c) => c.maxRedemptions === 1)).toBe(true);
    expect(validNow.some((c) => c.minOrderFils !== null && c.maxPerCustomer === 1)).toBe(true);
    expect(coupons.every((c) => c.redemptionCount === 0)).toBe(true);
  });

  it("when seeded, then plans, service categories and vendors are in place", async () => {
    const plans = await prisma.plan.findMany();
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const serviceType of ["CAR_WASH", "MAINTENANCE"] as const) {
      for (const durationMonths of [6, 12]) {
        expect(plans.some((p) => p.serviceType === serviceType && p.durationMonths === durationMonths)).toBe(
          true,
        );
      }
    }
    const popular = plans.filter((p) => p.popular).length;
    expect(popular === 1 || popular === 2).toBe(true);
    expect(plans.every((p) => /<ul>(<li>[^<]+<\/li>)+<\/ul>/.test(p.descriptionHtml))).toBe(true);

    const serviceCategories = await prisma.serviceCategory.findMany({ include: { services: true } });
    expect(serviceCategories.map((c) => c.name).sort()).toEqual(
      ["Car Painting", "Car Washing", "Fitting", "General Checkup", "Spare Parts Services"].sort(),
    );
    expect(serviceCategories.every((c) => c.services.length >= 2)).toBe(true);

    const services = await prisma.service.findMany();
    expect(services.length).toBeGreaterThanOrEqual(12);
    for (const s of services) {
      // Within the UAE.
      expect(s.latitude).toBeGreaterThan(22.5);
      expect(s.latitude).toBeLessThan(26.2);
      expect(s.longitude).toBeGreaterThan(51.5);
      expect(s.longitude).toBeLessThan(56.5);
      expect(s.phoneNumber).toMatch(/^\+971(\d{8}|5\d{8})$/);
      expect(s.whatsappNumber).toMatch(/^\+9715\d{8}$/);
      // The demo data's vendors all have photos; a store's vendors may have none or one (an import
      // may give none): apps/e2e/tests/honest-catalogue.spec.ts renders those pages.
      expect(s.images.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("when seeded, then every product, category, plan, service category, vendor and coupon has Arabic texts, and brands keep their Latin names", async () => {
    // Arabic letters, and no Latin word other than the brand, model and code names the English has.
    const arabic = /[\u0621-\u064A]{2,}/;
    const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z'.-]*/g) ?? [];
    const products = await prisma.product.findMany({ include: { brand: true } });
    for (const p of products) {
      expect(p.nameAr, p.sku).toMatch(arabic);
      expect(p.descriptionAr, p.sku).toMatch(arabic);
      expect(p.nameAr, p.sku).toContain(p.brand.name);
      for (const word of latinWords(p.nameAr!)) expect(p.name, `${p.sku}: ${word}`).toContain(word);
    }
    for (const c of await prisma.category.findMany()) expect(c.nameAr, c.name).toMatch(arabic);
    for (const c of await prisma.serviceCategory.findMany()) expect(c.nameAr, c.name).toMatch(arabic);
    for (const plan of await prisma.plan.findMany()) {
      expect(plan.nameAr, plan.name).toMatch(arabic);
      // The same shape as the English description: a summary and the same number of bullets.
      const bullets = (html: string) => html.match(/<li>/g)?.length;
      expect(plan.descriptionHtmlAr, plan.name).toMatch(
        /^<p>[^<a-zA-Z]+<\/p><ul>(<li>[^<a-zA-Z]+<\/li>)+<\/ul>$/,
      );
      expect(bullets(plan.descriptionHtmlAr!)).toBe(bullets(plan.descriptionHtml));
    }
    for (const s of await prisma.service.findMany()) {
      expect(s.vendorNameAr, s.slug).toMatch(arabic);
      expect(s.addressAr, s.slug).toMatch(arabic);
      expect(s.detailsAr, s.slug).toMatch(arabic);
    }
    const coupons = await prisma.coupon.findMany();
    expect(coupons.length).toBeGreaterThan(0);
    for (const c of coupons) {
      expect(c.nameAr, c.code).toMatch(arabic);
      expect(c.nameAr, c.code).not.toMatch(/[A-Za-z]/);
    }
    expect((await prisma.brand.findMany()).every((b) => b.nameAr === null)).toBe(true);
  });

  it("when seeded, then the demo customer has a bcrypt password and one default Abu Dhabi address", async () => {
    const users = await prisma.user.findMany({ include: { addresses: true, defaultAddress: true } });
    expect(users).toHaveLength(1);
    const user = users[0]!;
    expect(user).toMatchObject({
      firstName: "Demo",
      lastName: "Customer",
      email: "demo@carcare.ae",
      phone: "+971501234567",
    });
    expect(user.passwordHash.startsWith(`$2b$${DEMO_PASSWORD_COST}$`)).toBe(true);
    expect(await bcrypt.compare(DEMO_CUSTOMER.password, user.passwordHash)).toBe(true);
    expect(user.addresses).toHaveLength(1);
    expect(user.defaultAddressId).toBe(user.addresses[0]!.id);
    expect(user.defaultAddress?.city).toBe("Abu Dhabi");
  });

  it("when seeded, then every image path it references exists under apps/web/public/img", async () => {
    const paths = [
      ...(await prisma.category.findMany()).map((c) => c.image ?? ""),
      ...(await prisma.brand.findMany()).map((b) => b.logo ?? ""),
      ...(await prisma.product.findMany()).map((p) => p.image),
      ...(await prisma.service.findMany()).flatMap((s) => s.images),
    ];
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths.filter((p) => !p.startsWith("/img/") || !existsSync(join(PUBLIC_DIR, p)));
    expect(missing).toEqual([]);
  });

  it("when seeded twice, then the second run creates and updates nothing and the row counts are equal", async () => {
    const before = await rowCounts(prisma);
    const hashBefore = (await prisma.user.findUniqueOrThrow({ where: { phone: DEMO_CUSTOMER.phone } }))
      .passwordHash;
    const again = await seedDemoData(prisma, { now });
    expect(total(again, "created")).toBe(0);
    expect(total(again, "updated")).toBe(0);
    expect(total(again, "unchanged")).toBe(total(first!, "created"));
    expect(await rowCounts(prisma)).toEqual(before);
    const hashAfter = (await prisma.user.findUniqueOrThrow({ where: { phone: DEMO_CUSTOMER.phone } }))
      .passwordHash;
    expect(hashAfter).toBe(hashBefore);
  });

  it("when a store was seeded with a category name since corrected, then a re-seed renames it in place", async () => {
    const category = await prisma.category.findUniqueOrThrow({ where: { name: "Electronics & Gadgets" } });
    const products = await prisma.product.count({ where: { categoryId: category.id } });
    expect(products).toBeGreaterThan(0);
    await prisma.category.update({ where: { id: category.id }, data: { name: "Electronic & Gadgets" } });

    const again = await seedDemoData(prisma, { now });

    expect(again.categories.created).toBe(0);
    expect(again.products.updated).toBe(0);
    const renamed = await prisma.category.findUniqueOrThrow({ where: { id: category.id } });
    expect(renamed.name).toBe("Electronics & Gadgets");
    expect(await prisma.category.count({ where: { name: "Electronic & Gadgets" } })).toBe(0);
    expect(await prisma.product.count({ where: { categoryId: category.id } })).toBe(products);
  });

  it("when the store changed stock, redemptions and ratings, then a re-seed keeps them", async () => {
    await prisma.product.update({
      where: { sku: "INT-SEAT-001" },
      data: { stock: 7, ratingCount: 3, ratingSum: 13 },
    });
    await prisma.coupon.update({ where: { code: "WELCOME10" }, data: { redemptionCount: 4 } });
    await prisma.service.update({
      where: { slug: DEMO_SERVICE_SLUG },
      data: { ratingCount: 2, ratingSum: 9 },
    });

    const again = await seedDemoData(prisma, { now });
    expect(total(again, "updated")).toBe(0);

    expect(await prisma.product.findUniqueOrThrow({ where: { sku: "INT-SEAT-001" } })).toMatchObject({
      stock: 7,
      ratingCount: 3,
      ratingSum: 13,
    });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { code: "WELCOME10" } })).redemptionCount).toBe(4);
    expect(await prisma.service.findUniqueOrThrow({ where: { slug: DEMO_SERVICE_SLUG } })).toMatchObject({
      ratingCount: 2,
      ratingSum: 9,
    });
  });

  it("when a catalogue field drifted, then a re-seed writes only that entity back", async () => {
    await prisma.product.update({ where: { sku: "EXT-WAX-001" }, data: { priceFils: 1, salePriceFils: 1 } });
    const again = await seedDemoData(prisma, { now });
    expect(again.products).toEqual({ created: 0, updated: 1, unchanged: DEMO_PRODUCTS.length - 1 });
    const wax = await prisma.product.findUniqueOrThrow({ where: { sku: "EXT-WAX-001" } });
    expect(wax.salePriceFils).toBe(salePriceFils(wax.priceFils, wax.discountPercentage));
    expect(wax.priceFils).toBeGreaterThan(1);
    // The price history holds all three prices: the seed's, the unnamed writer's 1 fils, the seed's again.
    const history = await prisma.productPriceChange.findMany({
      where: { productId: wax.id },
      orderBy: [{ changedAt: "asc" }, { id: "asc" }],
    });
    expect(history.map((h) => [h.source, h.salePriceFils])).toEqual([
      ["seed", wax.salePriceFils],
      ["unknown", 1],
      ["seed", wax.salePriceFils],
    ]);
  });

  it("when seeded, then each product's price history is one seed row from the day it was added", async () => {
    const products = await prisma.product.findMany({
      where: { sku: { in: DEMO_PRODUCTS.slice(0, 5).map((p) => p.sku) } },
      include: { priceHistory: true },
    });
    expect(products).toHaveLength(5);
    for (const product of products) {
      expect(product.priceHistory.map((h) => [h.source, h.salePriceFils, h.changedAt.getTime()])).toEqual([
        ["seed", product.salePriceFils, product.createdAt.getTime()],
      ]);
    }
  });

  it("when a year has passed, then a re-seed moves the coupon dates so the current ones are valid again", async () => {
    const later = new Date(now.getTime() + 400 * DAY_MS);
    const again = await seedDemoData(prisma, { now: later });
    expect(again.coupons.updated).toBeGreaterThan(0);
    const welcome = await prisma.coupon.findUniqueOrThrow({ where: { code: "WELCOME10" } });
    expect(welcome.startsAt.getTime()).toBeLessThanOrEqual(later.getTime());
    expect(welcome.endsAt.getTime()).toBeGreaterThan(later.getTime());
    expect(welcome.redemptionCount).toBe(4);
    const repeat = await seedDemoData(prisma, { now: later });
    expect(repeat.coupons.updated).toBe(0);
  });

  it("when the store already has data, then seedIfEmpty writes nothing and returns null", async () => {
    const before = await rowCounts(prisma);
    expect(await seedIfEmpty(prisma)).toBeNull();
    expect(await rowCounts(prisma)).toEqual(before);
  });
});

const DEMO_SERVICE_SLUG = "reem-island-car-spa";

describe("demo art", () => {
  const files = renderDemoArt();

  it("when the art is rendered, then every file is a small self-contained SVG", () => {
    expect(files.size).toBeGreaterThan(100);
    for (const [path, svg] of files) {
      expect(path).toMatch(/^\/img\/(products|categories|brands|vendors)\/[a-z0-9-]+\.svg$/);
      expect(svg.startsWith("<svg xmlns=")).toBe(true);
      expect(Buffer.byteLength(svg), path).toBeLessThan(6 * 1024);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("when the art is rendered, then the files under apps/web/public/img are up to date", () => {
    const stale = [...files].filter(([path, svg]) => {
      const file = join(PUBLIC_DIR, path);
      return !existsSync(file) || readFileSync(file, "utf8") !== svg;
    });
    expect(stale.map(([path]) => path)).toEqual([]);
  });
});
