import { setLocale } from "../paraglide/runtime.js";
import { formatAed, formatStoreDay } from "./format";

describe("home price helpers", () => {
  it("when a price is formatted, then it reads AED with two decimals", () => {
    expect(formatAed(1234.5)).toBe("AED 1,234.50");
  });
});

describe("formatStoreDay", () => {
  it("when a plan's last day is shown, then it reads as that Abu Dhabi day, month in words", () => {
    expect(formatStoreDay("2025-06-30")).toBe("30 June 2025");
    expect(formatStoreDay("2026-01-01")).toBe("1 January 2026");
  });
});

describe("an Arabic page's prices and days (issue 27)", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("when a price is shown in Arabic, then it is the same figure with the dirham's Arabic sign after it", () => {
    setLocale("ar", { reload: false });
    expect(formatAed(1234.5)).toBe("1,234.50 د.إ");
    expect(formatStoreDay("2025-06-30")).toBe("30 يونيو 2025");
  });
});
