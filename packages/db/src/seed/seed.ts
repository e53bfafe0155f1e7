// Loads the demo catalogue (data.ts) into the database, idempotently: every entity is matched by its
// natural key, created when missing, and otherwise only the catalogue fields that differ are written.
// What the store changes at run time (stock, coupon redemptions, ratings, the demo user's profile and
// password) is never overwritten.
import bcrypt from "bcrypt";
import type { Prisma, PrismaClient } from "../generated/prisma/client.js";
import {
  couponWindowHolds,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_CUSTOMER,
  DEMO_PLANS,
  DEMO_PRODUCTS,
  DEMO_SERVICE_CATEGORIES,
  DEMO_SERVICES,
  demoCoupons,
} from "./data.js";
import {
  arabicOf,
  COUPON_NAMES_AR,
  CATEGORY_NAMES_AR,
  PLAN_NAMES_AR,
  planHtmlAr,
  PRODUCTS_AR,
  SERVICE_CATEGORY_NAMES_AR,
  SERVICES_AR,
} from "./data-ar.js";

export interface SeedCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export const SEED_ENTITIES = [
  "categories",
  "brands",
  "products",
  "coupons",
  "plans",
  "serviceCategories",
  "services",
  "users",
] as const;
export type SeedEntity = (typeof SEED_ENTITIES)[number];
export type SeedSummary = Record<SeedEntity, SeedCounts>;

export interface SeedOptions {
  /** The seed's notion of "now", for coupon dates (default: the current time). */
  now?: Date;
}

/** Demo category names since corrected, with their current names (issue 25: "Electronic & Gadgets"). */
const FORMER_CATEGORY_NAMES: ReadonlyArray<readonly [string, string]> = [
  ["Electronic & Gadgets", "Electronics & Gadgets"],
];

/** bcrypt cost of the demo customer's password hash. */
export const DEMO_PASSWORD_COST = 12;

type Db = Prisma.TransactionClient;

// One transaction holds an advisory lock, so concurrent seeds (several API instances starting at once)
// run one after the other and the second one finds everything in place.
const SEED_LOCK_SQL = "select pg_advisory_xact_lock(7462273011)";
const TX_OPTIONS = { maxWait: 60_000, timeout: 180_000 };

/** Creates or refreshes the demo data; running it again changes nothing. */
export async function seedDemoData(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(SEED_LOCK_SQL);
    return runSeed(tx, now);
  }, TX_OPTIONS);
}

/** Seeds only a store with no products and no users; returns null (and writes nothing) otherwise. */
export async function seedIfEmpty(
  prisma: PrismaClient,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const now = options.now ?? new Date();
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(SEED_LOCK_SQL);
    const products = await tx.product.count();
    const users = await tx.user.count();
    if (products > 0 || users > 0) return null;
    return runSeed(tx, now);
  }, TX_OPTIONS);
}

/** One line per entity, for people. */
export function formatSeedSummary(summary: SeedSummary): string {
  return SEED_ENTITIES.map((entity) => {
    const c = summary[entity];
    return `${entity.padEnd(18)} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;
  }).join("\n");
}

// ---------------------------------------------------------------- internals

function emptyCounts(): SeedCounts {
  return { created: 0, updated: 0, unchanged: 0 };
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b;
}

/** The fields of `wanted` whose values differ from `row`, or null when none do. */
function changedFields<W extends object>(row: object, wanted: W): Partial<W> | null {
  const changes: Partial<W> = {};
  let any = false;
  for (const key of Object.keys(wanted) as Array<keyof W>) {
    if (!same((row as Record<keyof W, unknown>)[key], wanted[key])) {
      changes[key] = wanted[key];
      any = true;
    }
  }
  return any ? changes : null;
}

/** Creates the row when missing, otherwise writes only what differs; counts the outcome. */
async function sync<W extends object>(
  counts: SeedCounts,
  row: object | undefined,
  wanted: W,
  create: () => Promise<unknown>,
  update: (changes: Partial<W>) => Promise<unknown>,
): Promise<void> {
  if (!row) {
    await create();
    counts.created++;
    return;
  }
  const changes = changedFields(row, wanted);
  if (changes) {
    await update(changes);
    counts.updated++;
  } else {
    counts.unchanged++;
  }
}

function idsByName(rows: Array<{ id: number; name: string }>): Map<string, number> {
  return new Map(rows.map((r) => [r.name, r.id]));
}

function mustGet(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return id;
}

async function runSeed(db: Db, now: Date): Promise<SeedSummary> {
  const summary = Object.fromEntries(SEED_ENTITIES.map((e) => [e, emptyCounts()])) as SeedSummary;
  // The price history's trigger records this transaction's price writes as the seed's (decision 017).
  await db.$queryRaw`SELECT set_config('carcare.price_source', 'seed', true)`;

  // categories (a demo name corrected since a store was seeded is renamed in place: its products stay)
  const existing = new Set((await db.category.findMany({ select: { name: true } })).map((r) => r.name));
  for (const [former, current] of FORMER_CATEGORY_NAMES) {
    if (existing.has(former) && !existing.has(current)) {
      await db.category.update({ where: { name: former }, data: { name: current } });
    }
  }
  const categories = new Map((await db.category.findMany()).map((r) => [r.name, r]));
  for (const c of DEMO_CATEGORIES) {
    const wanted = { image: c.image, position: c.position, nameAr: CATEGORY_NAMES_AR[c.name] };
    await sync(
      summary.categories,
      categories.get(c.name),
      wanted,
      () => db.category.create({ data: { name: c.name, ...wanted } }),
      (data) => db.category.update({ where: { name: c.name }, data }),
    );
  }

  // brands
  const brands = new Map((await db.brand.findMany()).map((r) => [r.name, r]));
  for (const b of DEMO_BRANDS) {
    const wanted = { promoted: b.promoted, logo: b.logo };
    await sync(
      summary.brands,
      brands.get(b.name),
      wanted,
      () => db.brand.create({ data: { name: b.name, ...wanted } }),
      (data) => db.brand.update({ where: { name: b.name }, data }),
    );
  }

  // products (stock, ratings and createdAt are written only when the product is created)
  const categoryIds = idsByName(await db.category.findMany({ select: { id: true, name: true } }));
  const brandIds = idsByName(await db.brand.findMany({ select: { id: true, name: true } }));
  const products = new Map((await db.product.findMany()).map((r) => [r.sku, r]));
  for (const p of DEMO_PRODUCTS) {
    const arabic = arabicOf(PRODUCTS_AR, p.sku, "product");
    const wanted = {
      name: p.name,
      description: p.description,
      nameAr: arabic.name,
      descriptionAr: arabic.description,
      brandId: mustGet(brandIds, p.brand, "brand"),
      categoryId: mustGet(categoryIds, p.category, "category"),
      priceFils: p.priceFils,
      discountPercentage: p.discountPercentage,
      salePriceFils: p.salePriceFils,
      image: p.image,
      promoted: p.promoted,
      bestseller: p.bestseller,
    };
    await sync(
      summary.products,
      products.get(p.sku),
      wanted,
      async () => {
        const created = await db.product.create({
          data: { sku: p.sku, ...wanted, stock: p.stock, createdAt: p.createdAt },
          select: { id: true },
        });
        // The demo catalogue's products have sold at their price since they were added (createdAt),
        // so their recorded history starts there; a later change of a demo price is recorded at the
        // moment of the seed that makes it.
        await db.productPriceChange.updateMany({
          where: { productId: created.id },
          data: { changedAt: p.createdAt },
        });
      },
      (data) => db.product.update({ where: { sku: p.sku }, data }),
    );
  }

  // coupons (redemptionCount is never written; dates only move when they no longer fit the intended window)
  const coupons = new Map((await db.coupon.findMany()).map((r) => [r.code.toLowerCase(), r]));
  for (const c of demoCoupons(now)) {
    const row = coupons.get(c.code.toLowerCase());
    const keepDates = row !== undefined && couponWindowHolds(c.window, row.startsAt, row.endsAt, now);
    const nameAr = arabicOf(COUPON_NAMES_AR, c.code, "coupon");
    const wanted = {
      name: c.name,
      nameAr,
      discountPercentage: c.discountPercentage,
      active: c.active,
      maxRedemptions: c.maxRedemptions,
      maxPerCustomer: c.maxPerCustomer,
      minOrderFils: c.minOrderFils,
      ...(keepDates ? {} : { startsAt: c.startsAt, endsAt: c.endsAt }),
    };
    await sync(
      summary.coupons,
      row,
      wanted,
      () =>
        db.coupon.create({
          data: {
            code: c.code,
            name: c.name,
            nameAr,
            discountPercentage: c.discountPercentage,
            startsAt: c.startsAt,
            endsAt: c.endsAt,
            active: c.active,
            maxRedemptions: c.maxRedemptions,
            maxPerCustomer: c.maxPerCustomer,
            minOrderFils: c.minOrderFils,
          },
        }),
      (data) => db.coupon.update({ where: { code: c.code }, data }),
    );
  }

  // plans
  const planKey = (p: { name: string; serviceType: string; durationMonths: number }) =>
    `${p.name}|${p.serviceType}|${p.durationMonths}`;
  const plans = new Map((await db.plan.findMany()).map((r) => [planKey(r), r]));
  for (const p of DEMO_PLANS) {
    const wanted = {
      monthlyPriceFils: p.monthlyPriceFils,
      descriptionHtml: p.descriptionHtml,
      nameAr: arabicOf(PLAN_NAMES_AR, p.name, "plan"),
      descriptionHtmlAr: planHtmlAr(p.descriptionHtml),
      popular: p.popular,
      active: p.active,
    };
    await sync(
      summary.plans,
      plans.get(planKey(p)),
      wanted,
      () =>
        db.plan.create({
          data: { name: p.name, serviceType: p.serviceType, durationMonths: p.durationMonths, ...wanted },
        }),
      (data) =>
        db.plan.update({
          where: {
            name_serviceType_durationMonths: {
              name: p.name,
              serviceType: p.serviceType,
              durationMonths: p.durationMonths,
            },
          },
          data,
        }),
    );
  }

  // service categories
  const serviceCategories = new Map((await db.serviceCategory.findMany()).map((r) => [r.name, r]));
  for (const c of DEMO_SERVICE_CATEGORIES) {
    const wanted = { position: c.position, nameAr: SERVICE_CATEGORY_NAMES_AR[c.name] };
    await sync(
      summary.serviceCategories,
      serviceCategories.get(c.name),
      wanted,
      () => db.serviceCategory.create({ data: { name: c.name, ...wanted } }),
      (data) => db.serviceCategory.update({ where: { name: c.name }, data }),
    );
  }

  // service vendors (ratings are never written)
  const serviceCategoryIds = idsByName(
    await db.serviceCategory.findMany({ select: { id: true, name: true } }),
  );
  const services = new Map((await db.service.findMany()).map((r) => [r.slug, r]));
  for (const s of DEMO_SERVICES) {
    const arabic = arabicOf(SERVICES_AR, s.slug, "vendor");
    const wanted = {
      vendorName: s.vendorName,
      vendorNameAr: arabic.vendorName,
      address: s.address,
      addressAr: arabic.address,
      detailsAr: arabic.details,
      latitude: s.latitude,
      longitude: s.longitude,
      categoryId: mustGet(serviceCategoryIds, s.category, "service category"),
      details: s.details,
      phoneNumber: s.phoneNumber,
      whatsappNumber: s.whatsappNumber,
      images: s.images,
    };
    await sync(
      summary.services,
      services.get(s.slug),
      wanted,
      () => db.service.create({ data: { slug: s.slug, ...wanted } }),
      (data) => db.service.update({ where: { slug: s.slug }, data }),
    );
  }

  // the demo customer: created once with one default address, then left to the store
  const existingUser = await db.user.findFirst({
    where: { OR: [{ phone: DEMO_CUSTOMER.phone }, { email: DEMO_CUSTOMER.email }] },
    select: { id: true },
  });
  if (existingUser) {
    summary.users.unchanged++;
  } else {
    const passwordHash = await bcrypt.hash(DEMO_CUSTOMER.password, DEMO_PASSWORD_COST);
    const user = await db.user.create({
      data: {
        firstName: DEMO_CUSTOMER.firstName,
        lastName: DEMO_CUSTOMER.lastName,
        email: DEMO_CUSTOMER.email,
        phone: DEMO_CUSTOMER.phone,
        passwordHash,
        addresses: { create: DEMO_CUSTOMER.address },
      },
      include: { addresses: { select: { id: true } } },
    });
    await db.user.update({ where: { id: user.id }, data: { defaultAddressId: user.addresses[0]!.id } });
    summary.users.created++;
  }

  return summary;
}
