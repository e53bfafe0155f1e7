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
