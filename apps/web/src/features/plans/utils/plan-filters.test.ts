import { PLAN_DURATIONS_MONTHS, type Plan } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { PLAN_DURATIONS, plansFor, subscribeMessage } from "./plan-filters";

const plan = (overrides: Partial<Plan>): Plan => ({
  id: 1,
  name: "Basic Wash",
  price: 149,
  service_type: "Car Wash",
  duration: "6",
  description: "",
  popular: false,
  ...overrides,
});

const PLANS = [
  plan({ id: 1 }),
  plan({ id: 2, duration: "12" }),
  plan({ id: 3, service_type: "Maintenance" }),
  plan({ id: 4, service_type: "Maintenance", duration: "12" }),
  plan({ id: 5, name: "Premium Wash" }),
];

describe("PLAN_DURATIONS", () => {
  it("when the contract's durations are read as the API sends them, then the toggle offers exactly those", () => {
    expect(PLAN_DURATIONS).toEqual(PLAN_DURATIONS_MONTHS.map(String));
  });
});

describe("plansFor", () => {
  it("when 6 months and Car Wash are chosen, then only the 6-month wash plans show, in order", () => {
    expect(plansFor(PLANS, "6", "Car Wash").map((p) => p.id)).toEqual([1, 5]);
  });

  it("when 12 months and Maintenance are chosen, then only the 12-month maintenance plan shows", () => {
    expect(plansFor(PLANS, "12", "Maintenance").map((p) => p.id)).toEqual([4]);
  });

  it("when no plan matches, then the list is empty", () => {
    expect(plansFor([plan({})], "12", "Car Wash")).toEqual([]);
  });
});

describe("subscribeMessage", () => {
  it("when a plan is chosen, then the message names the plan, its type, months and price in AED", () => {
    expect(
      subscribeMessage(
        plan({ name: "Complete Care", service_type: "Maintenance", duration: "12", price: 309 }),
      ),
    ).toBe(
      "Hello I would like to subscribe for Complete Care plan (Maintenance) for 12 months at AED 309.00",
    );
  });

  it("when the price has fils, then they show with two decimals", () => {
    expect(subscribeMessage(plan({ price: 149.5 }))).toBe(
      "Hello I would like to subscribe for Basic Wash plan (Car Wash) for 6 months at AED 149.50",
    );
  });
});
