import { addDaysToDay, dateColumnOf, storeDay } from "@carcare/calendar";
import type { PrismaClient, ServiceType, SubscriptionStatus } from "@carcare/db";

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix} ${process.pid}-${counter}-${Math.floor(Math.random() * 1e6)}`;
};
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Real places (approximate centres) the distance tests measure between. */
export const PLACES = {
  mussafah: { lat: 24.352, lng: 54.499 },
  khalifaCity: { lat: 24.419, lng: 54.578 },
  yasIsland: { lat: 24.488, lng: 54.608 },
  alAin: { lat: 24.2075, lng: 55.7447 },
  dubaiMarina: { lat: 25.0805, lng: 55.1403 },
} as const;

/** A day `days` after `from` (YYYY-MM-DD; default today in the UAE), as YYYY-MM-DD. */
export function dayOffset(days: number, from: string = storeDay()): string {
  return addDaysToDay(from, days);
}

export async function createPlan(
  prisma: PrismaClient,
  overrides: {
    name?: string;
    serviceType?: ServiceType;
    durationMonths?: number;
    monthlyPriceFils?: number;
    descriptionHtml?: string;
    popular?: boolean;
    active?: boolean;
  } = {},
) {
  return prisma.plan.create({
    data: {
      name: overrides.name ?? unique("Plan"),
      serviceType: overrides.serviceType ?? "CAR_WASH",
      durationMonths: overrides.durationMonths ?? 6,
      monthlyPriceFils: overrides.monthlyPriceFils ?? 9900,
      descriptionHtml: overrides.descriptionHtml ?? "<ul><li>Weekly exterior wash</li></ul>",
      popular: overrides.popular ?? false,
      active: overrides.active ?? true,
    },
  });
}

export async function createServiceCategory(
  prisma: PrismaClient,
  overrides: { name?: string; position?: number } = {},
) {
  return prisma.serviceCategory.create({
    data: { name: overrides.name ?? unique("Service category"), position: overrides.position ?? 0 },
  });
}

/** A vendor at a position; a fresh category unless one is given. */
export async function createService(
  prisma: PrismaClient,
  overrides: {
    vendorName?: string;
    at?: { lat: number; lng: number };
    categoryId?: number;
    address?: string;
    details?: string;
    phoneNumber?: string;
    whatsappNumber?: string;
    images?: string[];
    ratingCount?: number;
    ratingSum?: number;
  } = {},
) {
  const vendorName = overrides.vendorName ?? unique("Vendor");
  const categoryId = overrides.categoryId ?? (await createServiceCategory(prisma)).id;
  const at = overrides.at ?? PLACES.mussafah;
  return prisma.service.create({
    data: {
      slug: slugOf(unique(vendorName)),
      vendorName,
      address: overrides.address ?? "Shop 4, M-12, Mussafah, Abu Dhabi",
      latitude: at.lat,
      longitude: at.lng,
      categoryId,
      details: overrides.details ?? "Exterior wash, interior cleaning and polishing",
      phoneNumber: overrides.phoneNumber ?? "+971501230000",
      whatsappNumber: overrides.whatsappNumber ?? "971501230000",
      images: overrides.images ?? ["/media/services/wash-1.jpg", "/media/services/wash-2.jpg"],
      ratingCount: overrides.ratingCount ?? 0,
      ratingSum: overrides.ratingSum ?? 0,
    },
    include: { category: true },
  });
}

/** A subscription from `startDate` to `endDate` (YYYY-MM-DD, both included) with assigned vendors. */
export async function createSubscription(
  prisma: PrismaClient,
  data: {
    userId: number;
    planId: number;
    startDate: string;
    endDate: string;
    status?: SubscriptionStatus;
    vendorIds?: number[];
  },
) {
  return prisma.subscription.create({
    data: {
      userId: data.userId,
      planId: data.planId,
      startDate: dateColumnOf(data.startDate),
      endDate: dateColumnOf(data.endDate),
      status: data.status ?? "ACTIVE",
      vendors: { create: (data.vendorIds ?? []).map((serviceId) => ({ serviceId })) },
    },
  });
}
