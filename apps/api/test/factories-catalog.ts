import { salePriceFils } from "@carcare/contracts";
import type { PrismaClient } from "@carcare/db";

let counter = 0;
/** A name no other test (or test file sharing nothing but the process) will use. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid}-${counter}-${Math.floor(Math.random() * 1e6)}`;
}

export async function createBrand(
  prisma: PrismaClient,
  overrides: { name?: string; promoted?: boolean } = {},
) {
  return prisma.brand.create({
    data: { name: overrides.name ?? uniqueName("Brand"), promoted: overrides.promoted ?? false },
  });
}

export async function createCategory(
  prisma: PrismaClient,
  overrides: { name?: string; position?: number; image?: string | null } = {},
) {
  return prisma.category.create({
    data: {
      name: overrides.name ?? uniqueName("Category"),
      position: overrides.position ?? 0,
      image: overrides.image ?? null,
    },
  });
}

export interface ProductOverrides {
  name?: string;
  brandId?: number;
  categoryId?: number;
  priceFils?: number;
  discountPercentage?: number;
  stock?: number;
  promoted?: boolean;
  description?: string;
  image?: string;
  createdAt?: Date;
}

/** A product with its sale price written the one way the store computes it (salePriceFils). */
export async function createProduct(prisma: PrismaClient, overrides: ProductOverrides = {}) {
  const brandId = overrides.brandId ?? (await createBrand(prisma)).id;
  const categoryId = overrides.categoryId ?? (await createCategory(prisma)).id;
  const priceFils = overrides.priceFils ?? 10_000;
  const discountPercentage = overrides.discountPercentage ?? 0;
  const name = overrides.name ?? uniqueName("Product");
  return prisma.product.create({
    data: {
      sku: uniqueName("SKU").replace(/\s+/g, "-"),
      name,
      brandId,
      categoryId,
      description: overrides.description ?? `About ${name}`,
      priceFils,
      discountPercentage,
      salePriceFils: salePriceFils(priceFils, discountPercentage),
      stock: overrides.stock ?? 50,
      image: overrides.image ?? "/img/products/test.webp",
      promoted: overrides.promoted ?? false,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    },
  });
}

const DAY = 86_400_000;

export interface CouponOverrides {
  code?: string;
  name?: string;
  nameAr?: string | null;
  discountPercentage?: number;
  startsAt?: Date;
  endsAt?: Date;
  active?: boolean;
  maxRedemptions?: number | null;
  maxPerCustomer?: number | null;
  minOrderFils?: number | null;
  redemptionCount?: number;
}

/** A coupon valid from yesterday to 30 days from now unless told otherwise. */
export async function createCoupon(prisma: PrismaClient, overrides: CouponOverrides = {}) {
  return prisma.coupon.create({
    data: {
      code:
        overrides.code ??
        uniqueName("CODE")
          .replace(/[\s-]+/g, "")
          .toUpperCase(),
      name: overrides.name ?? uniqueName("Coupon"),
      nameAr: overrides.nameAr ?? null,
      discountPercentage: overrides.discountPercentage ?? 10,
      startsAt: overrides.startsAt ?? new Date(Date.now() - DAY),
      endsAt: overrides.endsAt ?? new Date(Date.now() + 30 * DAY),
      active: overrides.active ?? true,
      maxRedemptions: overrides.maxRedemptions ?? null,
      maxPerCustomer: overrides.maxPerCustomer ?? null,
      minOrderFils: overrides.minOrderFils ?? null,
      redemptionCount: overrides.redemptionCount ?? 0,
    },
  });
}

/** A customer's use of a coupon, as checkout records it (an order row is needed for the link). */
export async function recordRedemption(prisma: PrismaClient, couponId: number, userId: number) {
  const order = await prisma.order.create({
    data: {
      orderNumber: uniqueName("CC").replace(/\s+/g, "-"),
      userId,
      subtotalFils: 10_000,
      deliveryFeeFils: 2_000,
      grandTotalFils: 12_000,
      couponId,
      contactName: "Test",
      contactPhone: "+971500000000",
      address: {},
    },
  });
  return prisma.couponRedemption.create({ data: { couponId, userId, orderId: order.id } });
}
