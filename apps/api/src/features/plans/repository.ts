import { type Db, prismaOf } from "../../lib/database.js";

const planFields = {
  id: true,
  name: true,
  nameAr: true,
  serviceType: true,
  durationMonths: true,
  monthlyPriceFils: true,
  descriptionHtml: true,
  descriptionHtmlAr: true,
  popular: true,
} as const;

/** Active plans of the durations the store sells, by service type, duration, then price. */
export const listActivePlans = (db: Db, durations: readonly number[]) =>
  prismaOf(db).plan.findMany({
    where: { active: true, durationMonths: { in: [...durations] } },
    orderBy: [{ serviceType: "asc" }, { durationMonths: "asc" }, { monthlyPriceFils: "asc" }, { id: "asc" }],
    select: planFields,
  });

/**
 * The customer's ACTIVE subscription whose dates include `day` (a DATE at UTC midnight); the latest
 * started one if an upgrade overlaps the old plan.
 */
export const findSubscriptionOn = (db: Db, userId: number, day: Date) =>
  prismaOf(db).subscription.findFirst({
    where: { userId, status: "ACTIVE", startDate: { lte: day }, endDate: { gte: day } },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
    select: {
      startDate: true,
      endDate: true,
      plan: { select: planFields },
      vendors: {
        orderBy: { serviceId: "asc" },
        select: {
          service: { select: { id: true, vendorName: true, vendorNameAr: true, phoneNumber: true } },
        },
      },
    },
  });
