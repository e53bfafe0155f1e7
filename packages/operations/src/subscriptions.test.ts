import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, openTestDatabase, type TestDatabase } from "../test/database.js";
import { OperationError } from "./errors.js";
import {
  assignSubscription,
  endSubscription,
  listSubscriptions,
  parsePlanRef,
  subscriptionEnd,
} from "./subscriptions.js";

let db: TestDatabase;
let planId: number;
let vendorSlug: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const plan = await db.prisma.plan.create({
    data: {
      name: "Gold",
      serviceType: "CAR_WASH",
      durationMonths: 6,
      monthlyPriceFils: 199_00,
      descriptionHtml: "<p>Weekly wash</p>",
    },
  });
  planId = plan.id;
  await db.prisma.plan.create({
    data: {
      name: "Retired",
      serviceType: "MAINTENANCE",
      durationMonths: 12,
      monthlyPriceFils: 99_00,
      descriptionHtml: "<p>Old</p>",
      active: false,
    },
  });
  const category = await db.prisma.serviceCategory.create({ data: { name: "Car wash" } });
  const vendor = await db.prisma.service.create({
    data: {
      slug: "rules-wash",
      vendorName: "Rules Wash",
      categoryId: category.id,
      address: "Khalifa City, Abu Dhabi",
      latitude: 24.42,
      longitude: 54.58,
      phoneNumber: "+971501112233",
      whatsappNumber: "971501112233",
      images: [],
    },
  });
  vendorSlug = vendor.slug;
});
afterAll(() => db.close());

async function refusalOf(promise: Promise<unknown>): Promise<OperationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperationError);
  return error as OperationError;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

describe("plan assignment", () => {
  it("when a plan is assigned, then it runs start + months - 1 day with the chosen vendors", async () => {
    const customer = await createCustomer(db.prisma);

    const result = await assignSubscription(db.db, {
      customer: customer.email.toUpperCase(),
      plan: "Gold:Car Wash:6",
      start: "2031-08-31",
      vendors: [vendorSlug, ` ${vendorSlug} `],
      replace: false,
    });

    expect(result.replaced).toEqual([]);
    expect(day(result.subscription.endDate)).toBe("2032-02-29");
    const stored = await db.prisma.subscription.findUniqueOrThrow({
      where: { id: result.subscription.id },
      include: { vendors: { include: { service: true } } },
    });
    expect(stored).toMatchObject({ userId: customer.id, planId, status: "ACTIVE" });
    expect(day(stored.startDate)).toBe("2031-08-31");
    expect(stored.vendors.map((v) => v.service.slug)).toEqual([vendorSlug]);
  });

  it("when an active subscription overlaps, then it is refused unless replaced, and replacing ends the old one the day before", async () => {
    const customer = await createCustomer(db.prisma);
    const assign = (start: string, replace: boolean) =>
      assignSubscription(db.db, {
        customer: customer.phone,
        plan: String(planId),
        start,
        vendors: [],
        replace,
      });
    const first = await assign("2031-01-01", false);

    const refused = await refusalOf(assign("2031-03-01", false));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toContain("already has an active subscription in those dates");
    expect(await db.prisma.subscription.count({ where: { userId: customer.id } })).toBe(1);

    const second = await assign("2031-03-01", true);
    expect(second.replaced).toEqual([
      { id: first.subscription.id, status: "ENDED", endDate: new Date("2031-02-28") },
    ]);
    const old = await db.prisma.subscription.findUniqueOrThrow({ where: { id: first.subscription.id } });
    expect([old.status, day(old.endDate)]).toEqual(["ENDED", "2031-02-28"]);
    const listed = await listSubscriptions(db.db, { customer: customer.phone, status: "ACTIVE" });
    expect(listed.map((s) => s.id)).toEqual([second.subscription.id]);
  });

  it("when two operators assign overlapping plans to one customer at once, then exactly one is stored", async () => {
    const customer = await createCustomer(db.prisma);
    const assign = () =>
      assignSubscription(db.db, {
        customer: customer.phone,
        plan: String(planId),
        start: "2032-05-01",
        vendors: [],
        replace: false,
      });

    const results = await Promise.allSettled([assign(), assign()]);

    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db.prisma.subscription.count({ where: { userId: customer.id } })).toBe(1);
  });

  it("when the plan is unknown, retired or badly named, or a vendor is unknown, then nothing is stored", async () => {
    const customer = await createCustomer(db.prisma);
    const assign = (plan: string, vendors: string[] = []) =>
      assignSubscription(db.db, {
        customer: customer.phone,
        plan,
        start: "2031-01-01",
        vendors,
        replace: false,
      });

    expect((await refusalOf(assign("999999"))).message).toBe("no plan has the id 999999");
    expect((await refusalOf(assign("Gold:CAR_WASH:12"))).message).toBe(
      'no plan "Gold" of type CAR_WASH for 12 months',
    );
    expect((await refusalOf(assign("Retired:MAINTENANCE:12"))).code).toBe("CONFLICT");
    expect((await refusalOf(assign("Gold"))).code).toBe("BAD_REQUEST");
    expect((await refusalOf(assign(String(planId), ["nobody-here"]))).message).toBe(
      'no vendor has the slug "nobody-here"',
    );
    expect(await db.prisma.subscription.count({ where: { userId: customer.id } })).toBe(0);
  });

  it("when a subscription is ended, then a started one ends today (UAE) and one not begun is cancelled", async () => {
    const customer = await createCustomer(db.prisma);
    const started = await assignSubscription(db.db, {
      customer: customer.phone,
      plan: String(planId),
      start: "2030-01-01",
      vendors: [],
      replace: false,
    });
    const later = await assignSubscription(db.db, {
      customer: customer.phone,
      plan: String(planId),
      start: "2030-09-01",
      vendors: [],
      replace: false,
    });
    // 21:30 UTC on 9 March is already 10 March in Abu Dhabi.
    const now = new Date("2030-03-09T21:30:00Z");

    const ended = await endSubscription(db.db, started.subscription.id, now);
    const cancelled = await endSubscription(db.db, later.subscription.id, now);

    expect([ended.status, day(ended.endDate)]).toEqual(["ENDED", "2030-03-10"]);
    expect([cancelled.status, day(cancelled.endDate)]).toEqual(["CANCELLED", "2031-02-28"]);
    const again = await refusalOf(endSubscription(db.db, started.subscription.id, now));
    expect(again.message).toBe(`subscription #${started.subscription.id} is already ended`);
    const stored = await db.prisma.subscription.findUniqueOrThrow({ where: { id: started.subscription.id } });
    expect([stored.status, day(stored.endDate)]).toEqual(["ENDED", "2030-03-10"]);
  });
});

describe("plan references and periods", () => {
  it("when a plan is named, then an id, or name:type:months with either spelling of the type, is read", () => {
    expect(parsePlanRef(" 42 ")).toEqual({ id: 42 });
    expect(parsePlanRef("Gold: Plus:Car Wash:6")).toEqual({
      name: "Gold: Plus",
      serviceType: "CAR_WASH",
      months: 6,
    });
    expect(() => parsePlanRef("Gold:CAR_WASH")).toThrow('--plan must be a plan id or "name:type:months"');
    expect(() => parsePlanRef("Gold:BOAT:6")).toThrow("must be CAR_WASH or MAINTENANCE");
    expect(() => parsePlanRef("Gold:CAR_WASH:six")).toThrow("must be 6 or 12");
  });

  it("when the end date is worked out, then it is start + months - 1 day, short months clamped", () => {
    const end = (start: string, months: number) =>
      day(subscriptionEnd(new Date(`${start}T00:00:00Z`), months));
    expect(end("2025-01-01", 6)).toBe("2025-06-30");
    expect(end("2025-03-15", 6)).toBe("2025-09-14");
    expect(end("2025-08-31", 6)).toBe("2026-02-28");
    expect(end("2027-08-31", 6)).toBe("2028-02-29");
  });
});
