// Operators assign plans to customers (payment happens by chat, outside the store), list and end them.
import { abuDhabiDay, parseCalendarDay, parseServiceType } from "@carcare/contracts";
import type { Prisma, PrismaClient, SubscriptionStatus } from "@carcare/db";
import { OpsError, UsageError } from "./context.js";
import { calendarDay } from "./output.js";
import { storeOperations } from "./store.js";

export const SUBSCRIPTION_STATUSES = ["ACTIVE", "ENDED", "CANCELLED"] as const;

const subscriptionInclude = {
  user: { select: { id: true, firstName: true, lastName: true, phone: true, email: true } },
  plan: { select: { id: true, name: true, serviceType: true, durationMonths: true, monthlyPriceFils: true } },
  vendors: { include: { service: { select: { id: true, slug: true, vendorName: true } } } },
} as const satisfies Prisma.SubscriptionInclude;
export type SubscriptionRow = Prisma.SubscriptionGetPayload<{ include: typeof subscriptionInclude }>;

/** A calendar day as a DATE column holds it (UTC midnight). */
function dateOf(day: string, option: string): Date {
  const parts = parseCalendarDay(day);
  if (!parts) throw new UsageError(`${option} must be a date as YYYY-MM-DD, got "${day}"`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60_000);

/**
 * The last day of a plan of `months` starting on `start`: start + months − 1 day. When the end month
 * has no such day (31 Aug + 6 months), the plan runs to that month's last day (28 Feb), never less.
 */
export function subscriptionEnd(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (start.getUTCDate() > lastDayOfMonth) return new Date(Date.UTC(year, month, lastDayOfMonth));
  return addDays(new Date(Date.UTC(year, month, start.getUTCDate())), -1);
}

/** A plan by id, or by "name:type:months" (e.g. "Gold:CAR_WASH:6"; "Car Wash" is accepted for the type). */
async function findPlan(prisma: PrismaClient, ref: string) {
  const text = ref.trim();
  if (/^\d+$/.test(text)) {
    const plan = await prisma.plan.findUnique({ where: { id: Number(text) } });
    if (!plan) throw new OpsError(`no plan has the id ${text}`);
    return plan;
  }
  const parts = text.split(":");
  if (parts.length < 3) {
    throw new UsageError(
      `--plan must be a plan id or "name:type:months", e.g. "Gold:CAR_WASH:6"; got "${ref}"`,
    );
  }
  const months = Number(parts.pop());
  const serviceType = parseServiceType(parts.pop() ?? "");
  const name = parts.join(":").trim();
  if (!serviceType) throw new UsageError(`the plan type in "${ref}" must be CAR_WASH or MAINTENANCE`);
  if (!Number.isInteger(months)) throw new UsageError(`the plan months in "${ref}" must be 6 or 12`);
  const plan = await prisma.plan.findUnique({
    where: { name_serviceType_durationMonths: { name, serviceType, durationMonths: months } },
  });
  if (!plan) throw new OpsError(`no plan "${name}" of type ${serviceType} for ${months} months`);
  return plan;
}

export interface AssignInput {
  customer: string;
  plan: string;
  start: string;
  vendors: string[];
  replace: boolean;
}

export interface AssignResult {
  subscription: SubscriptionRow;
  /** Active subscriptions that overlapped and were ended (or cancelled, if not started) by --replace. */
  replaced: { id: number; status: SubscriptionStatus; endDate: Date }[];
}

/**
 * Gives a customer a plan from `start` for the plan's months, with the chosen vendors. Refuses when
 * an ACTIVE subscription overlaps those dates, unless `replace`: then that one ends the day before.
 */
export async function assignSubscription(prisma: PrismaClient, input: AssignInput): Promise<AssignResult> {
  const { findCustomer } = await storeOperations();
  const customer = await findCustomer(prisma, input.customer);
  const plan = await findPlan(prisma, input.plan);
  if (!plan.active)
    throw new OpsError(`plan "${plan.name}" (id ${plan.id}) is not active; activate it or choose another`);
  const startDate = dateOf(input.start, "--start");
  const endDate = subscriptionEnd(startDate, plan.durationMonths);

  const slugs = [...new Set(input.vendors.map((slug) => slug.trim()).filter(Boolean))];
  const services = await prisma.service.findMany({
    where: { slug: { in: slugs } },
    select: { id: true, slug: true },
  });
  const unknown = slugs.filter((slug) => !services.some((service) => service.slug === slug));
  if (unknown.length > 0)
    throw new OpsError(`no vendor has the slug ${unknown.map((s) => `"${s}"`).join(", ")}`);

  return prisma.$transaction(
    async (tx) => {
      // One assignment per customer at a time, so two operators cannot both pass the overlap check.
      await tx.$executeRaw`select id from users where id = ${customer.id} for update`;
      const overlapping = await tx.subscription.findMany({
        where: {
          userId: customer.id,
          status: "ACTIVE",
          startDate: { lte: endDate },
          endDate: { gte: startDate },
        },
        include: { plan: { select: { name: true } } },
        orderBy: { startDate: "asc" },
      });
      if (overlapping.length > 0 && !input.replace) {
        const list = overlapping
          .map((s) => `#${s.id} ${s.plan.name} ${calendarDay(s.startDate)} to ${calendarDay(s.endDate)}`)
          .join(", ");
        throw new OpsError(
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
        await tx.subscription.update({ where: { id: old.id }, data: update });
        replaced.push({ id: old.id, ...update });
      }
      const created = await tx.subscription.create({
        data: {
          userId: customer.id,
          planId: plan.id,
          startDate,
          endDate,
          status: "ACTIVE",
          vendors: { create: services.map((service) => ({ serviceId: service.id })) },
        },
        include: subscriptionInclude,
      });
      return { subscription: created, replaced };
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

export async function listSubscriptions(
  prisma: PrismaClient,
  filter: { customer?: string | undefined; status?: SubscriptionStatus | undefined },
): Promise<SubscriptionRow[]> {
  const where: Prisma.SubscriptionWhereInput = {};
  if (filter.customer) {
    const { findCustomer } = await storeOperations();
    where.userId = (await findCustomer(prisma, filter.customer)).id;
  }
  if (filter.status) where.status = filter.status;
  return prisma.subscription.findMany({
    where,
    include: subscriptionInclude,
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
  });
}

/**
 * Ends an active subscription today (Abu Dhabi): its end date becomes today unless it ends sooner;
 * one that has not begun yet is cancelled instead.
 */
export async function endSubscription(prisma: PrismaClient, id: number, now: Date): Promise<SubscriptionRow> {
  const today = dateOf(abuDhabiDay(now), "today");
  return prisma.$transaction(async (tx) => {
    const subscription = await tx.subscription.findUnique({ where: { id } });
    if (!subscription) throw new OpsError(`no subscription has the id ${id}`);
    if (subscription.status !== "ACTIVE") {
      throw new OpsError(`subscription #${id} is already ${subscription.status.toLowerCase()}`);
    }
    const data =
      subscription.startDate > today
        ? { status: "CANCELLED" as const }
        : { status: "ENDED" as const, endDate: subscription.endDate < today ? subscription.endDate : today };
    const changed = await tx.subscription.updateMany({ where: { id, status: "ACTIVE" }, data });
    if (changed.count !== 1) throw new OpsError(`subscription #${id} was changed by someone else just now`);
    return tx.subscription.findUniqueOrThrow({ where: { id }, include: subscriptionInclude });
  });
}
