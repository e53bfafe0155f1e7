import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { vatPartFils } from "@carcare/contracts";
import { createPrismaClient, type Prisma, type PrismaClient } from "@carcare/db";
import { createTestDatabase } from "@carcare/db/testing";
import { inject } from "vitest";
import { run, type RunOptions } from "../src/cli.js";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const EXAMPLES = join(REPO_ROOT, "examples", "ops");

/** A captured output stream; `isTTY` pretends to be a terminal when asked. */
export function captureStream(isTTY = false) {
  const stream = {
    text: "",
    isTTY,
    columns: 120,
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

export interface OpsResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface OpsTestContext {
  databaseUrl: string;
  prisma: PrismaClient;
  /** A scratch folder of this test file's own, removed at the end. */
  tmp: string;
  /** Runs `pnpm ops …` in-process against this file's database, from the repository root. */
  ops(argv: string[], options?: Partial<RunOptions>): Promise<OpsResult>;
  close(): Promise<void>;
}

/** Runs the CLI against `databaseUrl`; the output is captured. */
export async function runOps(
  databaseUrl: string,
  argv: string[],
  options: Partial<RunOptions> = {},
): Promise<OpsResult> {
  const stdout = captureStream();
  const stderr = captureStream();
  const code = await run(argv, {
    databaseUrl,
    cwd: REPO_ROOT,
    stdout,
    stderr,
    actor: "ops:test",
    ...options,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** A fresh migrated database for one test file, and the CLI pointed at it. */
export async function createOpsTestContext(databaseUrl?: string): Promise<OpsTestContext> {
  const database = databaseUrl
    ? { url: databaseUrl, drop: async () => undefined }
    : await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
  const prisma = createPrismaClient(database.url, { poolSize: 3 });
  const tmp = mkdtempSync(join(tmpdir(), "carcare-ops-test-"));
  return {
    databaseUrl: database.url,
    prisma,
    tmp,
    ops: (argv, options) => runOps(database.url, argv, options),
    close: async () => {
      await prisma.$disconnect();
      await database.drop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Row counts of every table an import or a command may touch. */
export async function tableCounts(prisma: PrismaClient) {
  const [categories, brands, products, plans, coupons, serviceCategories, services, subscriptions, orders] =
    await Promise.all([
      prisma.category.count(),
      prisma.brand.count(),
      prisma.product.count(),
      prisma.plan.count(),
      prisma.coupon.count(),
      prisma.serviceCategory.count(),
      prisma.service.count(),
      prisma.subscription.count(),
      prisma.order.count(),
    ]);
  return { categories, brands, products, plans, coupons, serviceCategories, services, subscriptions, orders };
}

let customerSeq = 0;

/** A customer straight in the database (the operator tools never log in, so any hash will do). */
export async function createCustomer(
  prisma: PrismaClient,
  overrides: { email?: string; phone?: string } = {},
) {
  customerSeq += 1;
  const unique = `${process.pid % 1000}${customerSeq}`.padStart(7, "0").slice(-7);
  return prisma.user.create({
    data: {
      firstName: "Khalid",
      lastName: `Ops${customerSeq}`,
      email: overrides.email ?? `ops.customer${unique}@example.com`,
      phone: overrides.phone ?? `+97156${unique}`,
      passwordHash: "not-used-by-these-tests",
    },
  });
}

/**
 * A pending order of `quantity` of one product at its sale price, delivered in Abu Dhabi, as the
 * checkout stores it: for `order.create({ data })`, in or out of a transaction.
 */
export function pendingOrder(input: {
  orderNumber: string;
  userId: number;
  product: { id: number; name: string; salePriceFils: number };
  quantity: number;
  contactName?: string;
}): Prisma.OrderUncheckedCreateInput {
  const { product, quantity } = input;
  const subtotal = product.salePriceFils * quantity;
  return {
    orderNumber: input.orderNumber,
    userId: input.userId,
    status: "pending_payment",
    subtotalFils: subtotal,
    deliveryFeeFils: 2000,
    grandTotalFils: subtotal + 2000,
    vatFils: vatPartFils(subtotal + 2000, 5),
    contactName: input.contactName ?? "Fatima Al Mansoori",
    contactPhone: "+971502223344",
    address: {
      building_name: "Villa 12",
      street: "Al Falah St",
      area_district: "Al Bateen",
      city: "Abu Dhabi",
    },
    lines: {
      create: {
        productId: product.id,
        productName: product.name,
        unitPriceFils: product.salePriceFils,
        quantity,
        lineTotalFils: subtotal,
      },
    },
    events: { create: { fromStatus: null, toStatus: "pending_payment", actor: "customer" } },
  };
}

/** Imports every example file of the entities given (JSON), in dependency order. */
export async function importExamples(
  ctx: OpsTestContext,
  entities: string[],
  format: "json" | "csv" = "json",
) {
  for (const entity of entities) {
    const result = await ctx.ops(["import", entity, `examples/ops/${entity}.${format}`]);
    if (result.code !== 0) throw new Error(`importing ${entity} failed: ${result.stderr}`);
  }
}

export const ALL_ENTITIES = [
  "categories",
  "brands",
  "products",
  "plans",
  "coupons",
  "service-categories",
  "vendors",
] as const;
