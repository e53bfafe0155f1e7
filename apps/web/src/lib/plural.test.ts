import { describe, expect, it } from "vitest";
import { m } from "../paraglide/messages.js";

describe("months in each language's plural forms (issue 27)", () => {
  it("when a plan lasts 6 or 12 months, then Arabic says أشهر and شهرًا, English months", () => {
    expect(m.plans_toggle_months({ count: 6 }, { locale: "en" })).toBe("6 months");
    expect(m.plans_toggle_months({ count: 6 }, { locale: "ar" })).toBe("6 أشهر");
    expect(m.plans_toggle_months({ count: 12 }, { locale: "ar" })).toBe("12 شهرًا");
    expect(m.plans_card_subscribeTo({ name: "X", months: 12 }, { locale: "ar" })).toBe("في X، لمدة 12 شهرًا");
    expect(m.plans_card_subscribeTo({ name: "X", months: 6 }, { locale: "en" })).toBe("to X, 6 months");
  });
});

describe("plural rules kept per language (issue 30: vite.config.ts keptPluralRules)", () => {
  it("when messages of both languages are formatted in turn, then each keeps its own language's forms", () => {
    for (let round = 0; round < 2; round++) {
      expect(m.plans_toggle_months({ count: 12 }, { locale: "ar" })).toBe("12 شهرًا");
      expect(m.plans_toggle_months({ count: 1 }, { locale: "en" })).toBe("1 month");
      expect(m.plans_toggle_months({ count: 6 }, { locale: "ar" })).toBe("6 أشهر");
      expect(m.plans_toggle_months({ count: 6 }, { locale: "en" })).toBe("6 months");
    }
  });
});
