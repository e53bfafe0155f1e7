import type { Plan } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { bestLongerPlanSaving } from "./plan-savings";

let nextId = 1;
const plan = (overrides: Partial<Plan>): Plan => ({
  id: nextId++,
  name: "Basic Wash",
  price: 149,
  service_type: "Car Wash",
  duration: "6",
  description: "",
  popular: false,
  ...overrides,
});

describe("bestLongerPlanSaving", () => {
  it("when the 12-month prices are lower, then the best saving among the plans is given, rounded down", () => {
    const plans = [
      plan({ name: "Basic Wash", duration: "6", price: 149 }),
      plan({ name: "Basic Wash", duration: "12", price: 129 }), // 13.42 %
      plan({ name: "Premium Wash", duration: "6", price: 249 }),
      plan({ name: "Premium Wash", duration: "12", price: 219 }), // 12.04 %
      plan({ name: "Essential Care", service_type: "Maintenance", duration: "6", price: 199 }),
      plan({ name: "Essential Care", service_type: "Maintenance", duration: "12", price: 179 }), // 10.05 %
    ];
    expect(bestLongerPlanSaving(plans)).toEqual({ percent: 13, months: "12" });
  });

  it("when the 6-month prices are lower, then there is no saving to announce", () => {
    const plans = [
      plan({ duration: "6", price: 129 }),
      plan({ duration: "12", price: 149 }),
      plan({ name: "Premium Wash", duration: "6", price: 219.5 }),
      plan({ name: "Premium Wash", duration: "12", price: 219.5 }),
    ];
    expect(bestLongerPlanSaving(plans)).toBeNull();
  });

  it("when only one plan is cheaper for 12 months, then its saving is the one given", () => {
    const plans = [
      plan({ duration: "6", price: 129 }),
      plan({ duration: "12", price: 149 }),
      plan({ name: "Complete Care", service_type: "Maintenance", duration: "6", price: 100 }),
      plan({ name: "Complete Care", service_type: "Maintenance", duration: "12", price: 90 }),
    ];
    expect(bestLongerPlanSaving(plans)).toEqual({ percent: 10, months: "12" });
  });

  it("when the saving is just under a whole percent, then it is rounded down, never up", () => {
    // 0.99 % is no saving worth a banner; 19.99 % reads 19 %.
    expect(
      bestLongerPlanSaving([plan({ duration: "6", price: 100 }), plan({ duration: "12", price: 99.01 })]),
    ).toBeNull();
    expect(
      bestLongerPlanSaving([plan({ duration: "6", price: 100 }), plan({ duration: "12", price: 80.01 })]),
    ).toEqual({ percent: 19, months: "12" });
  });

  it("when plans share a name but not a service type, then they are not compared", () => {
    const plans = [
      plan({ name: "Gold", service_type: "Car Wash", duration: "6", price: 200 }),
      plan({ name: "Gold", service_type: "Maintenance", duration: "12", price: 100 }),
    ];
    expect(bestLongerPlanSaving(plans)).toBeNull();
  });

  it("when there is only one duration, then there is no saving", () => {
    const plans = [
      plan({ duration: "6", price: 149 }),
      plan({ name: "Premium Wash", duration: "6", price: 99 }),
    ];
    expect(bestLongerPlanSaving(plans)).toBeNull();
    expect(bestLongerPlanSaving([plan({ duration: "12", price: 129 })])).toBeNull();
  });

  it("when there are no plans, then there is no saving", () => {
    expect(bestLongerPlanSaving([])).toBeNull();
  });
});
