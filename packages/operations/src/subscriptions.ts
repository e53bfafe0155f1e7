// Plan assignment: operators give customers plans (payment happens by chat, outside the store), list
// them and end them. Subscription days are UAE calendar days, stored as DATE columns (UTC midnight).
import {
  addDaysToDay,
  dateColumnOf,
  dayOfDateColumn,
  parseCalendarDay,
  periodEndDay,
  storeDay,
} from "@carcare/calendar";
import { parseServiceType } from "@carcare/contracts";
import { findCustomer } from "./customers.js";
import { badRequest, conflict, notFound } from "./errors.js";
import { lockCustomer } from "./repositories/customers.js";
import { type Db, type SubscriptionStatus, withTransaction } from "./repositories/db.js";
import * as repo from "./repositories/subscriptions.js";
import type { SubscriptionRow } from "./repositories/subscriptions.js";

export type { SubscriptionRow } from "./repositories/subscriptions.js";

export const SUBSCRIPTION_STATUSES = ["ACTIVE", "ENDED", "CANCELLED"] as const;

/** A calendar day as a DATE column holds it (UTC midnight). */
function dateOf(day: string, field: string): Date {
  if (!parseCalendarDay(day)) throw badRequest(`${field} must be a date as YYYY-MM-DD, got "${day}"`);
  return dateColumnOf(day);
}

const addDays = (date: Date, days: number) => dateColumnOf(addDaysToDay(dayOfDateColumn(date), days));

/**
 * The last day of a plan of `months` starting on `start`: start + months − 1 day. When the end month
 * has no such day (31 Aug + 6 months), the plan runs to that month's last day (28 Feb), never less.
 */
export function subscriptionEnd(start: Date, months: number): Date {
  return dateColumnOf(periodEndDay(dayOfDateColumn(start), months));
}

/** How an operator names a plan: its id, or its unique name, type and months. */
export type PlanRef =
  | { id: number }
  | { name: string; serviceType: NonNullable<ReturnType<typeof parseServiceType>>; months: number };

/**
 * Reads a plan id, or "name:type:months" (e.g. "Gold:CAR_WASH:6"; "Car Wash" is accepted for the
 * type). Throws BAD_REQUEST when the text is neither.
 */
export function parsePlanRef(ref: string): PlanRef {
  const text = ref.trim();
  if (/^\d+$/.test(text)) return { id: Number(text) };
  const parts = text.split(":");
  if (parts.length < 3) {
    throw badRequest(`--plan must be a plan id or "name:type:months", e.g. "Gold:CAR_WASH:6"; got "${ref}"`);
  }
  const months = Number(parts.pop());
  const serviceType = parseServiceType(parts.pop() ?? "");
  const name = parts.join(":").trim();
  if (!serviceType) throw badRequest(`the plan type in "${ref}" must be CAR_WASH or MAINTENANCE`);
  if (!Number.isInteger(months)) throw badRequest(`the plan months in "${ref}" must be 6 or 12`);
  return { name, serviceType, months };
}

async function findPlan(db: Db, ref: PlanRef) {
  if ("id" in ref) {
    const plan = await repo.findPlanById(db, ref.id);
    if (!plan) throw notFound(`no plan has the id ${ref.id}`);
    return plan;
  }
  const plan = await repo.findPlanByKey(db, {
    name: ref.name,
    serviceType: ref.serviceType,
    durationMonths: ref.months,
  });
  if (!plan) throw notFound(`no plan "${ref.name}" of type ${ref.serviceType} for ${ref.months} months`);
  return plan;
}

export interface AssignInput {
  /** The customer's phone (any usual form) or email. */
  customer: string;
  /** A plan id or "name:type:months" (see parsePlanRef), or the reference already read. */
  plan: string | PlanRef;
  /** The first day, YYYY-MM-DD. */
  start: string;
  /** Vendor slugs. */
  vendors: string[];
  /** End (or cancel) an overlapping ACTIVE subscription instead of refusing. */
  replace: boolean;
}

export interface AssignResult {
  subscription: SubscriptionRow;
  /** Active subscriptions that overlapped and were ended (or cancelled, if not started) by replace. */
  replaced: { id: number; status: SubscriptionStatus; endDate: Date }[];
}

/**
 * Gives a customer a plan from `start` for the plan's months, with the chosen vendors. Refuses when
 * an ACTIVE subscription overlaps those dates, unless `replace`: then that one ends the day before.
 */
export async function assignSubscription(db: Db, input: AssignInput): Promise<AssignResult> {
  const planRef = typeof input.plan === "string" ? parsePlanRef(input.plan) : input.plan;
  const customer = await findCustomer(db, input.customer);
  const plan = await findPlan(db, planRef);
  if (!plan.active)
    throw conflict(`plan "${plan.name}" (id ${plan.id}) is not active; activate it or choose another`);
  const startDate = dateOf(input.start, "start");
  const endDate = subscriptionEnd(startDate, plan.durationMonths);

  const slugs = [...new Set(input.vendors.map((slug) => slug.trim()).filter(Boolean))];
  const vendors = await repo.findVendorsBySlugs(db, slugs);
  const unknown = slugs.filter((slug) => !vendors.some((vendor) => vendor.slug === slug));
  if (unknown.length > 0) throw notFound(`no vendor has the slug ${unknown.map((s) => `"${s}"`).join(", ")}`);

  const { id, replaced } = await withTransaction(db, async (tx) => {
    // One assignment per customer at a time, so two operators cannot both pass the overlap check.
    await lockCustomer(tx, customer.id);
    const overlapping = await repo.findActiveOverlapping(tx, customer.id, startDate, endDate);
    if (overlapping.length > 0 && !input.replace) {
      const list = overlapping
        .map((s) => `#${s.id} ${s.planName} ${dayOfDateColumn(s.startDate)} to ${dayOfDateColumn(s.endDate)}`)
        .join(", ");
      throw conflict(
        `${customer.phone} already has an active subscription in those dates (${list}); use --replace to end it`,
      );
    }
    const replaced: AssignResult["replaced"] = [];
    for (const old of overlapping) {
      // One that began earlier ends the day before the new one; one not begun yet is cancelled.
      const ended = old.startDate < startDate;
      const update = ended
        ? { status: "ENDED" as const, endDate: addDays(startDate, -1) }
        : { status: "CANCELLED" as const, endDate: old.endDate };
      await repo.setSubscriptionState(tx, old.id, update);
      replaced.push({ id: old.id, ...update });
    }
    const created = await repo.createSubscription(tx, {
      userId: customer.id,
      planId: plan.id,
      startDate,
      endDate,
      vendorIds: vendors.map((vendor) => vendor.id),
    });
    return { id: created, replaced };
  });
  return { subscription: await repo.getSubscriptionRow(db, id), replaced };
}

/** Subscriptions newest start first, of one customer (phone or email) and/or in one status. */
export async function listSubscriptions(
  db: Db,
  filter: { customer?: string | undefined; status?: SubscriptionStatus | undefined },
): Promise<SubscriptionRow[]> {
  const where: { userId?: number; status?: SubscriptionStatus } = {};
  if (filter.customer) where.userId = (await findCustomer(db, filter.customer)).id;
  if (filter.status) where.status = filter.status;
  return repo.findSubscriptions(db, where);
}

/**
 * Ends an active subscription today (Abu Dhabi): its end date becomes today unless it ends sooner;
 * one that has not begun yet is cancelled instead.
 */
export async function endSubscription(db: Db, id: number, now: Date): Promise<SubscriptionRow> {
  const today = dateColumnOf(storeDay(now));
  await withTransaction(db, async (tx) => {
    const subscription = await repo.findSubscription(tx, id);
    if (!subscription) throw notFound(`no subscription has the id ${id}`);
    if (subscription.status !== "ACTIVE") {
      throw conflict(`subscription #${id} is already ${subscription.status.toLowerCase()}`);
    }
    const data =
      subscription.startDate > today
        ? { status: "CANCELLED" as const }
        : { status: "ENDED" as const, endDate: subscription.endDate < today ? subscription.endDate : today };
    if (!(await repo.changeIfActive(tx, id, data))) {
      throw conflict(`subscription #${id} was changed by someone else just now`);
    }
  });
  return repo.getSubscriptionRow(db, id);
}
