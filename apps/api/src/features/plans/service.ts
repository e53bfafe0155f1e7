import { dateColumnOf, dayOfDateColumn, parseCalendarDay, storeDay } from "@carcare/calendar";
import {
  filsToAed,
  PLAN_DURATIONS_MONTHS,
  type Plan,
  type PlanDuration,
  SERVICE_TYPE_LABELS,
  type SubscriptionStatus,
} from "@carcare/contracts";
import { sanitisePlanHtml } from "@carcare/operations";
import type { Db } from "../../lib/database.js";
import { inLanguage, type Language } from "../../lib/language.js";
import * as repo from "./repository.js";

// One rule for plan descriptions, shared with the operators' plan import.
export { sanitisePlanHtml } from "@carcare/operations";

const durationOf = (months: number) => String(months) as PlanDuration;

export async function listPlans(db: Db, language: Language = "en"): Promise<Plan[]> {
  const rows = await repo.listActivePlans(db, PLAN_DURATIONS_MONTHS);
  return rows.map((row) => ({
    id: row.id,
    name: inLanguage(language, row.name, row.nameAr),
    price: filsToAed(row.monthlyPriceFils),
    service_type: SERVICE_TYPE_LABELS[row.serviceType],
    duration: durationOf(row.durationMonths),
    description: sanitisePlanHtml(inLanguage(language, row.descriptionHtml, row.descriptionHtmlAr)),
    popular: row.popular,
  }));
}

/** Today's date in the UAE as YYYY-MM-DD: a subscription day is a UAE day, whatever the server's zone. */
export function todayInStoreTimeZone(now: Date = new Date()): string {
  return storeDay(now);
}

const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, plan: null, vendors: [] };

/**
 * Whether the customer is subscribed on `today` (a YYYY-MM-DD day, or an instant whose UAE day is
 * meant; default now): an ACTIVE subscription whose start and end dates (both included) contain the day.
 */
export async function getSubscriptionStatus(
  db: Db,
  userId: number,
  today: string | Date = new Date(),
  language: Language = "en",
): Promise<SubscriptionStatus> {
  const day = typeof today === "string" ? today : todayInStoreTimeZone(today);
  if (!parseCalendarDay(day)) throw new RangeError(`today must be a YYYY-MM-DD day, got ${day}`);
  const subscription = await repo.findSubscriptionOn(db, userId, dateColumnOf(day));
  if (!subscription) return NOT_SUBSCRIBED;
  const { plan } = subscription;
  return {
    subscribed: true,
    plan: {
      name: inLanguage(language, plan.name, plan.nameAr),
      price: filsToAed(plan.monthlyPriceFils),
      category: SERVICE_TYPE_LABELS[plan.serviceType],
      duration: durationOf(plan.durationMonths),
      start_date: dayOfDateColumn(subscription.startDate),
      end_date: dayOfDateColumn(subscription.endDate),
    },
    vendors: subscription.vendors.map(({ service }) => ({
      id: service.id,
      name: inLanguage(language, service.vendorName, service.vendorNameAr),
      contact: service.phoneNumber,
    })),
  };
}
