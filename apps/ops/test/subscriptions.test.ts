import { storeDay } from "@carcare/calendar";
import { SubscriptionStatusSchema } from "@carcare/contracts";
import type { PrismaClient } from "@carcare/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionEnd } from "@carcare/operations";
import { createOpsTestContext, importExamples, type OpsTestContext } from "./helpers.js";

/**
 * The store's API as its own tests build it (apps/api/test): createApp on this file's database, and
 * supertest agents logged in through POST /api/UserLogin. Loaded by path at run time because those
 * helpers belong to the API package (its dependencies resolve from there).
 */
interface ApiTestKit {
  createTestContext(): Promise<{
    app: unknown;
    prisma: PrismaClient;
    databaseUrl: string;
    close(): Promise<void>;
  }>;
  createCustomer(
    prisma: PrismaClient,
    overrides?: { email?: string; phone?: string },
  ): Promise<{ id: number; email: string; phone: string; password: string }>;
  loginAgent(
    app: unknown,
    user: { phone: string; password: string },
  ): Promise<{ get(path: string): PromiseLike<{ status: number; body: unknown }> }>;
}

async function loadApiTestKit(): Promise<ApiTestKit> {
  const context = new URL("../../api/test/context.ts", import.meta.url).href;
  const factories = new URL("../../api/test/factories.ts", import.meta.url).href;
  const [{ createTestContext }, { createCustomer, loginAgent }] = (await Promise.all([
    import(/* @vite-ignore */ context),
    import(/* @vite-ignore */ factories),
  ])) as [Pick<ApiTestKit, "createTestContext">, Pick<ApiTestKit, "createCustomer" | "loginAgent">];
  return { createTestContext, createCustomer, loginAgent };
}

let kit: ApiTestKit;
let api: Awaited<ReturnType<ApiTestKit["createTestContext"]>>;
let ctx: OpsTestContext;

beforeAll(async () => {
  kit = await loadApiTestKit();
  api = await kit.createTestContext();
  ctx = await createOpsTestContext(api.databaseUrl);
  await importExamples(ctx, ["plans", "service-categories", "vendors"]);
});
afterAll(async () => {
  await ctx.close();
  await api.close();
});

const today = () => storeDay(new Date());
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function subscriptionStatus(user: { phone: string; password: string }) {
  const agent = await kit.loginAgent(api.app, user);
  const res = await agent.get("/api/get_subscription_status");
  expect(res.status).toBe(200);
  return SubscriptionStatusSchema.parse(res.body);
}

describe("subscriptions", () => {
  it("when a plan is assigned from today, then the customer is subscribed through GET /api/get_subscription_status", async () => {
    const customer = await kit.createCustomer(api.prisma, { phone: "+971501112201" });
    expect((await subscriptionStatus(customer)).subscribed).toBe(false);

    const result = await ctx.ops([
      "subscriptions",
      "assign",
      "--customer",
      "050 111 2201",
      "--plan",
      "Premium Wash:CAR_WASH:6",
      "--start",
      today(),
      "--vendors",
      "shine-auto-spa,desert-car-care",
    ]);

    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("assigned subscription #");
    const status = await subscriptionStatus(customer);
    expect(status.subscribed).toBe(true);
    if (!status.subscribed) return;
    expect(status.plan).toMatchObject({
      name: "Premium Wash",
      price: 249,
      category: "Car Wash",
      duration: "6",
      start_date: today(),
      end_date: subscriptionEnd(new Date(`${today()}T00:00:00Z`), 6)
        .toISOString()
        .slice(0, 10),
    });
    expect(status.vendors.map((v) => v.name).sort()).toEqual(["Desert Car Care", "Shine Auto Spa"]);
  });

  it("when an active subscription overlaps, then assigning is refused unless --replace, which ends the old one", async () => {
    const customer = await kit.createCustomer(api.prisma);
    const start = addDays(today(), -10);
    const first = await ctx.ops([
      "subscriptions",
      "assign",
      "--customer",
      customer.email,
      "--plan",
      "Basic Wash:Car Wash:12",
      "--start",
      start,
    ]);
    expect(first.code).toBe(0);

    const refused = await ctx.ops([
      "subscriptions",
      "assign",
      "--customer",
      customer.email.toUpperCase(),
      "--plan",
      "Essential Care:MAINTENANCE:6",
      "--start",
      today(),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already has an active subscription");
    expect(refused.stderr).toContain("--replace");
    expect(await ctx.prisma.subscription.count({ where: { userId: customer.id } })).toBe(1);

    const replaced = await ctx.ops([
      "subscriptions",
      "assign",
      "--customer",
      customer.email,
      "--plan",
      "Essential Care:MAINTENANCE:6",
      "--start",
      today(),
      "--replace",
      "--json",
    ]);
    expect(replaced.code).toBe(0);
    const body = JSON.parse(replaced.stdout) as {
      subscription: { id: number };
      replaced: { id: number; status: string; end_date: string }[];
    };
    expect(body.replaced).toEqual([
      { id: expect.any(Number) as number, status: "ENDED", end_date: addDays(today(), -1) },
    ]);
    const stored = await ctx.prisma.subscription.findMany({
      where: { userId: customer.id },
      orderBy: { id: "asc" },
    });
    expect(stored.map((s) => s.status)).toEqual(["ENDED", "ACTIVE"]);
    const status = await subscriptionStatus(customer);
    expect(status.subscribed && status.plan.name).toBe("Essential Care");
  });

  it("when a subscription is ended, then it is listed as ended and the customer is no longer subscribed", async () => {
    const customer = await kit.createCustomer(api.prisma);
    const assigned = await ctx.ops([
      "subscriptions",
      "assign",
      "--customer",
      customer.phone,
      "--plan",
      "Basic Wash:CAR_WASH:6",
      "--start",
      today(),
      "--json",
    ]);
    const id = (JSON.parse(assigned.stdout) as { subscription: { id: number } }).subscription.id;

    const ended = await ctx.ops(["subscriptions", "end", String(id)]);
    expect(ended.code).toBe(0);
    expect(ended.stdout).toContain(`ended subscription #${id}`);

    const list = await ctx.ops(["subscriptions", "list", "--customer", customer.phone, "--json"]);
    const rows = JSON.parse(list.stdout) as { id: number; status: string; end_date: string }[];
    expect(rows).toEqual([expect.objectContaining({ id, status: "ENDED", end_date: today() })]);
    expect((await subscriptionStatus(customer)).subscribed).toBe(false);

    const again = await ctx.ops(["subscriptions", "end", String(id)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already ended");
  });

  it("when subscriptions are listed as a table, then each shows customer, plan, dates, status and vendors", async () => {
    const customer = await kit.createCustomer(api.prisma, { phone: "+971501112299" });
    await ctx.ops([
      "subscriptions",
      "assign",
      "--customer",
      customer.phone,
      "--plan",
      "Premium Wash:CAR_WASH:12",
      "--start",
      "2030-01-01",
      "--vendors",
      "al-reem-tyres",
    ]);
    const result = await ctx.ops([
      "subscriptions",
      "list",
      "--customer",
      customer.phone,
      "--status",
      "active",
    ]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^\s*id\s+customer\s+phone\s+plan\s+type\s+months\s+start\s+end\s+status\s+vendors$/,
    );
    expect(lines[2]).toContain("+971501112299");
    expect(lines[2]).toMatch(
      /Premium Wash\s+CAR_WASH\s+12\s+2030-01-01\s+2030-12-31\s+ACTIVE\s+al-reem-tyres/,
    );
  });

  it("when the customer, plan, vendor or date is wrong, then nothing is assigned and the reason is one line", async () => {
    const customer = await kit.createCustomer(api.prisma);
    const base = [
      "subscriptions",
      "assign",
      "--customer",
      customer.phone,
      "--plan",
      "Basic Wash:CAR_WASH:6",
      "--start",
      today(),
    ];
    const cases: { argv: string[]; code: number; message: string }[] = [
      {
        argv: [...base.slice(0, 3), "+971509999999", ...base.slice(4)],
        code: 1,
        message: "No customer has the phone number +971509999999",
      },
      {
        argv: [...base.slice(0, 5), "Gold:CAR_WASH:6", ...base.slice(6)],
        code: 1,
        message: 'no plan "Gold" of type CAR_WASH for 6 months',
      },
      {
        argv: [...base.slice(0, 5), "Gold", ...base.slice(6)],
        code: 2,
        message: '--plan must be a plan id or "name:type:months"',
      },
      {
        argv: [...base, "--vendors", "shine-auto-spa,nobody-here"],
        code: 1,
        message: 'no vendor has the slug "nobody-here"',
      },
      { argv: [...base.slice(0, 7), "2025-02-30"], code: 2, message: "use a date as YYYY-MM-DD" },
      { argv: base.slice(0, 6), code: 2, message: "required option '--start <YYYY-MM-DD>' not specified" },
    ];
    for (const c of cases) {
      const result = await ctx.ops(c.argv);
      expect(result.code, c.message).toBe(c.code);
      expect(result.stderr).toContain(c.message);
    }
    expect(await ctx.prisma.subscription.count({ where: { userId: customer.id } })).toBe(0);
  });

  it("when the end date is worked out, then it is start + months - 1 day, month ends included", () => {
    const end = (start: string, months: number) =>
      subscriptionEnd(new Date(`${start}T00:00:00Z`), months)
        .toISOString()
        .slice(0, 10);
    expect(end("2025-01-01", 6)).toBe("2025-06-30");
    expect(end("2025-01-01", 12)).toBe("2025-12-31");
    expect(end("2025-03-15", 6)).toBe("2025-09-14");
    expect(end("2025-08-30", 6)).toBe("2026-02-28");
    expect(end("2025-08-31", 6)).toBe("2026-02-28");
    expect(end("2027-08-31", 6)).toBe("2028-02-29");
    expect(end("2025-08-28", 6)).toBe("2026-02-27");
  });
});
