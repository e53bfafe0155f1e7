import { NOT_AUTHENTICATED_DETAIL, PlansResponseSchema, SubscriptionStatusSchema } from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import {
  createPlan,
  createService,
  createSubscription,
  dayOffset,
} from "../../../test/factories-services.js";
import { getSubscriptionStatus, sanitisePlanHtml, todayInStoreTimeZone } from "./service.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("sanitisePlanHtml", () => {
  it("when the HTML has a script, then the script and its content are removed", () => {
    expect(sanitisePlanHtml('<ul><li>Wash</li></ul><script>alert("x")</script>')).toBe(
      "<ul><li>Wash</li></ul>",
    );
  });

  it("when tags carry attributes, then every attribute is removed and the tags kept", () => {
    expect(
      sanitisePlanHtml(
        '<p class="x" onclick="steal()" style="color:red">Hi <strong id="s">there</strong></p>',
      ),
    ).toBe("<p>Hi <strong>there</strong></p>");
  });

  it("when the HTML has the allowed tags, then they are kept unchanged", () => {
    const html = "<h3>Plan</h3><h4>Includes</h4><p>One<br />two</p><ol><li><em>a</em></li></ol>";
    expect(sanitisePlanHtml(html)).toBe(html);
  });

  it("when other tags wrap text, then the tags go and the text stays; b and i become strong and em", () => {
    expect(
      sanitisePlanHtml(
        '<div><a href="javascript:steal()">Book</a> <img src=x onerror=alert(1)><b>now</b> <i>today</i></div>',
      ),
    ).toBe("Book <strong>now</strong> <em>today</em>");
    expect(sanitisePlanHtml("<iframe>inside</iframe><style>p{}</style><h1>Title</h1>")).toBe("Title");
  });
});

describe("GET /view_plans", () => {
  it("when plans exist, then only active ones are listed with AED prices, labels, string durations, by type, duration and price", async () => {
    const maintenance12 = await createPlan(ctx.prisma, {
      serviceType: "MAINTENANCE",
      durationMonths: 12,
      monthlyPriceFils: 25000,
    });
    const wash12 = await createPlan(ctx.prisma, {
      serviceType: "CAR_WASH",
      durationMonths: 12,
      monthlyPriceFils: 8900,
    });
    const washExpensive6 = await createPlan(ctx.prisma, {
      serviceType: "CAR_WASH",
      durationMonths: 6,
      monthlyPriceFils: 14950,
      popular: true,
    });
    const washCheap6 = await createPlan(ctx.prisma, {
      serviceType: "CAR_WASH",
      durationMonths: 6,
      monthlyPriceFils: 9950,
    });
    const maintenance6 = await createPlan(ctx.prisma, {
      serviceType: "MAINTENANCE",
      durationMonths: 6,
      monthlyPriceFils: 30000,
    });
    const inactive = await createPlan(ctx.prisma, { active: false });
    const oddDuration = await createPlan(ctx.prisma, { durationMonths: 3 });

    const res = await request(ctx.app).get("/api/view_plans").expect(200);
    const { plan } = PlansResponseSchema.parse(res.body);
    const ids = plan.map((p) => p.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(oddDuration.id);
    const mine = [washCheap6, washExpensive6, wash12, maintenance6, maintenance12].map((p) => p.id);
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine);

    expect(plan.find((p) => p.id === washCheap6.id)).toEqual({
      id: washCheap6.id,
      name: washCheap6.name,
      price: 99.5,
      service_type: "Car Wash",
      duration: "6",
      description: "<ul><li>Weekly exterior wash</li></ul>",
      popular: false,
    });
    expect(plan.find((p) => p.id === washExpensive6.id)).toMatchObject({ price: 149.5, popular: true });
    expect(plan.find((p) => p.id === maintenance12.id)).toMatchObject({
      service_type: "Maintenance",
      duration: "12",
      price: 250,
    });
    // The whole list is in the promised order, whichever test made the plans.
    const keys = plan.map((p) => [p.service_type === "Car Wash" ? 0 : 1, Number(p.duration), p.price]);
    const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
    expect(keys).toEqual(sorted);
  });

  it("when a stored description has a script and attributes, then the answer has neither", async () => {
    const stored = await createPlan(ctx.prisma, {
      descriptionHtml:
        '<ul onmouseover="steal()"><li style="color:red">Free pickup</li></ul><script>document.cookie</script>',
    });
    const res = await request(ctx.app).get("/api/view_plans").expect(200);
    const plan = PlansResponseSchema.parse(res.body).plan.find((p) => p.id === stored.id);
    expect(plan?.description).toBe("<ul><li>Free pickup</li></ul>");
    // Served sanitised; the stored text is left as the operator wrote it.
    const row = await ctx.prisma.plan.findUniqueOrThrow({ where: { id: stored.id } });
    expect(row.descriptionHtml).toContain("<script>");
  });
});

describe("GET /get_subscription_status", () => {
  it("when there is no session, then 401 with the exact detail the clients compare", async () => {
    const res = await request(ctx.app).get("/api/get_subscription_status").expect(401);
    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
  });

  it("when the customer has no subscription, then subscribed is false with no plan and no vendors", async () => {
    const customer = await createCustomer(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const res = await agent.get("/api/get_subscription_status").expect(200);
    expect(SubscriptionStatusSchema.parse(res.body)).toEqual({ subscribed: false, plan: null, vendors: [] });
  });

  it("when an active subscription covers today, then the plan, its dates and the assigned vendors are answered", async () => {
    const customer = await createCustomer(ctx.prisma);
    const plan = await createPlan(ctx.prisma, {
      name: "Gold Wash",
      serviceType: "CAR_WASH",
      durationMonths: 12,
      monthlyPriceFils: 12550,
    });
    const first = await createService(ctx.prisma, {
      vendorName: "Shine Mussafah",
      phoneNumber: "+971501110001",
    });
    const second = await createService(ctx.prisma, {
      vendorName: "Yas Auto Spa",
      phoneNumber: "+971501110002",
    });
    const startDate = dayOffset(-30);
    const endDate = dayOffset(335);
    await createSubscription(ctx.prisma, {
      userId: customer.id,
      planId: plan.id,
      startDate,
      endDate,
      vendorIds: [second.id, first.id],
    });
    const agent = await loginAgent(ctx.app, customer);

    const res = await agent.get("/api/get_subscription_status").expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(SubscriptionStatusSchema.parse(res.body)).toEqual({
      subscribed: true,
      plan: {
        name: "Gold Wash",
        price: 125.5,
        category: "Car Wash",
        duration: "12",
        start_date: startDate,
        end_date: endDate,
      },
      vendors: [
        { id: first.id, name: "Shine Mussafah", contact: "+971501110001" },
        { id: second.id, name: "Yas Auto Spa", contact: "+971501110002" },
      ],
    });
  });

  it("when the subscription ended yesterday, starts tomorrow or was cancelled, then subscribed is false", async () => {
    const plan = await createPlan(ctx.prisma);
    const cases = [
      { startDate: dayOffset(-200), endDate: dayOffset(-1), status: "ACTIVE" as const },
      { startDate: dayOffset(1), endDate: dayOffset(180), status: "ACTIVE" as const },
      { startDate: dayOffset(-10), endDate: dayOffset(170), status: "CANCELLED" as const },
      { startDate: dayOffset(-10), endDate: dayOffset(170), status: "ENDED" as const },
    ];
    for (const subscription of cases) {
      const customer = await createCustomer(ctx.prisma);
      await createSubscription(ctx.prisma, { userId: customer.id, planId: plan.id, ...subscription });
      const agent = await loginAgent(ctx.app, customer);
      const res = await agent.get("/api/get_subscription_status").expect(200);
      expect(SubscriptionStatusSchema.parse(res.body), JSON.stringify(subscription)).toEqual({
        subscribed: false,
        plan: null,
        vendors: [],
      });
    }
  });

  it("when today is the first or the last day, then subscribed; the day before or after, then not", async () => {
    const customer = await createCustomer(ctx.prisma);
    const plan = await createPlan(ctx.prisma, { serviceType: "MAINTENANCE", durationMonths: 6 });
    await createSubscription(ctx.prisma, {
      userId: customer.id,
      planId: plan.id,
      startDate: "2031-03-01",
      endDate: "2031-08-31",
    });
    const on = (day: string) => getSubscriptionStatus(ctx.deps.db, customer.id, day);
    expect((await on("2031-02-28")).subscribed).toBe(false);
    expect(await on("2031-03-01")).toMatchObject({
      subscribed: true,
      plan: { category: "Maintenance", duration: "6", start_date: "2031-03-01", end_date: "2031-08-31" },
    });
    expect((await on("2031-08-31")).subscribed).toBe(true);
    expect((await on("2031-09-01")).subscribed).toBe(false);
    // An instant counts by its day in the UAE: 20:30 UTC on 31 August is already 1 September there.
    expect(
      (await getSubscriptionStatus(ctx.deps.db, customer.id, new Date("2031-08-31T19:59:00Z"))).subscribed,
    ).toBe(true);
    expect(
      (await getSubscriptionStatus(ctx.deps.db, customer.id, new Date("2031-08-31T20:30:00Z"))).subscribed,
    ).toBe(false);
  });

  it("when an upgrade overlaps the old plan, then the latest started subscription is answered", async () => {
    const customer = await createCustomer(ctx.prisma);
    const oldPlan = await createPlan(ctx.prisma, { name: "Basic Wash" });
    const newPlan = await createPlan(ctx.prisma, { name: "Premium Wash", durationMonths: 12 });
    await createSubscription(ctx.prisma, {
      userId: customer.id,
      planId: oldPlan.id,
      startDate: "2031-01-01",
      endDate: "2031-06-30",
    });
    await createSubscription(ctx.prisma, {
      userId: customer.id,
      planId: newPlan.id,
      startDate: "2031-04-01",
      endDate: "2032-03-31",
    });
    const status = await getSubscriptionStatus(ctx.deps.db, customer.id, "2031-05-01");
    expect(status.plan?.name).toBe("Premium Wash");
  });

  it("when another customer is subscribed, then this customer is still not subscribed", async () => {
    const subscriber = await createCustomer(ctx.prisma);
    const other = await createCustomer(ctx.prisma);
    const plan = await createPlan(ctx.prisma);
    await createSubscription(ctx.prisma, {
      userId: subscriber.id,
      planId: plan.id,
      startDate: dayOffset(-1),
      endDate: dayOffset(100),
    });
    const agent = await loginAgent(ctx.app, other);
    const res = await agent.get("/api/get_subscription_status").expect(200);
    expect(SubscriptionStatusSchema.parse(res.body).subscribed).toBe(false);
  });

  it("when the UTC date is still yesterday, then today is taken in the UAE (UTC+4)", () => {
    expect(todayInStoreTimeZone(new Date("2030-12-31T21:00:00Z"))).toBe("2031-01-01");
    expect(todayInStoreTimeZone(new Date("2030-12-31T19:59:59Z"))).toBe("2030-12-31");
  });
});
