// Plans, vendors and subscriptions as plan assignment reads and writes them.
import type { Prisma, ServiceType, SubscriptionStatus } from "@carcare/db";
import type { Db, Tx } from "./db.js";

const subscriptionInclude = {
  user: { select: { id: true, firstName: true, lastName: true, phone: true, email: true } },
  plan: { select: { id: true, name: true, serviceType: true, durationMonths: true, monthlyPriceFils: true } },
  vendors: { include: { service: { select: { id: true, slug: true, vendorName: true } } } },
} as const satisfies Prisma.SubscriptionInclude;
export type SubscriptionRow = Prisma.SubscriptionGetPayload<{ include: typeof subscriptionInclude }>;

export const findPlanById = (db: Db, id: number) => db.plan.findUnique({ where: { id } });

export const findPlanByKey = (
  db: Db,
  key: { name: string; serviceType: ServiceType; durationMonths: number },
) => db.plan.findUnique({ where: { name_serviceType_durationMonths: key } });

export const findVendorsBySlugs = (db: Db, slugs: string[]) =>
  db.service.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });

/** The customer's ACTIVE subscriptions that share at least one day with start..end (both included). */
export const findActiveOverlapping = (tx: Tx, userId: number, start: Date, end: Date) =>
  tx.subscription.findMany({
    where: { userId, status: "ACTIVE", startDate: { lte: end }, endDate: { gte: start } },
    include: { plan: { select: { name: true } } },
    orderBy: { startDate: "asc" },
  });

export async function setSubscriptionState(
  tx: Tx,
  id: number,
  state: { status: SubscriptionStatus; endDate?: Date },
): Promise<void> {
  await tx.subscription.update({ where: { id }, data: state });
}

export const createSubscription = (
  tx: Tx,
  data: { userId: number; planId: number; startDate: Date; endDate: Date; vendorIds: number[] },
): Promise<SubscriptionRow> =>
  tx.subscription.create({
    data: {
      userId: data.userId,
      planId: data.planId,
      startDate: data.startDate,
      endDate: data.endDate,
      status: "ACTIVE",
      vendors: { create: data.vendorIds.map((serviceId) => ({ serviceId })) },
    },
    include: subscriptionInclude,
  });

/** Subscriptions, newest start first. */
export const findSubscriptions = (
  db: Db,
  filter: { userId?: number; status?: SubscriptionStatus },
): Promise<SubscriptionRow[]> =>
  db.subscription.findMany({
    where: filter,
    include: subscriptionInclude,
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
  });

export const findSubscription = (db: Db, id: number) => db.subscription.findUnique({ where: { id } });

export const getSubscriptionRow = (db: Db, id: number): Promise<SubscriptionRow> =>
  db.subscription.findUniqueOrThrow({ where: { id }, include: subscriptionInclude });

/** Changes an ACTIVE subscription only if it still is; false when someone else changed it first. */
export async function changeIfActive(
  tx: Tx,
  id: number,
  data: { status: SubscriptionStatus; endDate?: Date },
): Promise<boolean> {
  const changed = await tx.subscription.updateMany({ where: { id, status: "ACTIVE" }, data });
  return changed.count === 1;
}
