// Plans, vendors and subscriptions as plan assignment reads and writes them.
import { dayOfDateColumn } from "@carcare/calendar";
import { type Plan, Prisma, type ServiceType, type Subscription, type SubscriptionStatus } from "@carcare/db";
import { type Db, execute, prismaOf, queryRows, type Tx } from "./db.js";

const subscriptionInclude = {
  user: { select: { id: true, firstName: true, lastName: true, phone: true, email: true } },
  plan: { select: { id: true, name: true, serviceType: true, durationMonths: true, monthlyPriceFils: true } },
  vendors: { include: { service: { select: { id: true, slug: true, vendorName: true } } } },
} as const satisfies Prisma.SubscriptionInclude;
export type SubscriptionRow = Prisma.SubscriptionGetPayload<{ include: typeof subscriptionInclude }>;

/** A subscription's state as a unit of work reads it. */
export type SubscriptionState = Pick<Subscription, "id" | "status" | "startDate" | "endDate">;

// A DATE column as the Date Prisma gives (UTC midnight of that day), not node-postgres' local midnight.
const startDate = Prisma.sql`(s.start_date::timestamp AT TIME ZONE 'UTC') AS "startDate"`;
const endDate = Prisma.sql`(s.end_date::timestamp AT TIME ZONE 'UTC') AS "endDate"`;
/** A Date holding a DATE column's day (UTC midnight), as the SQL parameter for that column. */
const day = (date: Date) => Prisma.sql`${dayOfDateColumn(date)}::date`;

export const findPlanById = (db: Db, id: number) => prismaOf(db).plan.findUnique({ where: { id } });

export const findPlanByKey = (
  db: Db,
  key: { name: string; serviceType: ServiceType; durationMonths: number },
) => prismaOf(db).plan.findUnique({ where: { name_serviceType_durationMonths: key } });

export const findVendorsBySlugs = (db: Db, slugs: string[]) =>
  prismaOf(db).service.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });

/** The customer's ACTIVE subscriptions that share at least one day with start..end (both included). */
export const findActiveOverlapping = (
  tx: Tx,
  userId: number,
  start: Date,
  end: Date,
): Promise<(SubscriptionState & { planName: Plan["name"] })[]> =>
  queryRows(
    tx,
    Prisma.sql`
    SELECT s.id, s.status, ${startDate}, ${endDate}, p.name AS "planName"
    FROM subscriptions s JOIN plans p ON p.id = s.plan_id
    WHERE s.user_id = ${userId} AND s.status = 'ACTIVE'
      AND s.start_date <= ${day(end)} AND s.end_date >= ${day(start)}
    ORDER BY s.start_date ASC`,
  );

export async function setSubscriptionState(
  tx: Tx,
  id: number,
  state: { status: SubscriptionStatus; endDate?: Date },
): Promise<void> {
  await execute(
    tx,
    Prisma.sql`
    UPDATE subscriptions
    SET status = ${state.status}::"SubscriptionStatus",
        end_date = ${state.endDate ? day(state.endDate) : Prisma.sql`end_date`}, updated_at = now()
    WHERE id = ${id}`,
  );
}

/** Creates an ACTIVE subscription with its vendors; its id. */
export async function createSubscription(
  tx: Tx,
  data: { userId: number; planId: number; startDate: Date; endDate: Date; vendorIds: number[] },
): Promise<number> {
  const [created] = await queryRows<Pick<Subscription, "id">>(
    tx,
    Prisma.sql`
    INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, status, updated_at)
    VALUES (${data.userId}, ${data.planId}, ${day(data.startDate)}, ${day(data.endDate)}, 'ACTIVE', now())
    RETURNING id`,
  );
  const id = created!.id;
  await execute(
    tx,
    Prisma.sql`
    INSERT INTO subscription_vendors (subscription_id, service_id)
    SELECT ${id}::int, unnest(${data.vendorIds}::int[])`,
  );
  return id;
}

/** Subscriptions, newest start first. */
export const findSubscriptions = (
  db: Db,
  filter: { userId?: number; status?: SubscriptionStatus },
): Promise<SubscriptionRow[]> =>
  prismaOf(db).subscription.findMany({
    where: filter,
    include: subscriptionInclude,
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
  });

/** A subscription's state inside a unit of work. */
export async function findSubscription(tx: Tx, id: number): Promise<SubscriptionState | null> {
  const rows = await queryRows<SubscriptionState>(
    tx,
    Prisma.sql`SELECT s.id, s.status, ${startDate}, ${endDate} FROM subscriptions s WHERE s.id = ${id}`,
  );
  return rows[0] ?? null;
}

export const getSubscriptionRow = (db: Db, id: number): Promise<SubscriptionRow> =>
  prismaOf(db).subscription.findUniqueOrThrow({ where: { id }, include: subscriptionInclude });

/** Changes an ACTIVE subscription only if it still is; false when someone else changed it first. */
export async function changeIfActive(
  tx: Tx,
  id: number,
  data: { status: SubscriptionStatus; endDate?: Date },
): Promise<boolean> {
  const changed = await execute(
    tx,
    Prisma.sql`
    UPDATE subscriptions
    SET status = ${data.status}::"SubscriptionStatus",
        end_date = ${data.endDate ? day(data.endDate) : Prisma.sql`end_date`}, updated_at = now()
    WHERE id = ${id} AND status = 'ACTIVE'`,
  );
  return changed === 1;
}
