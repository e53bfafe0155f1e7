import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatStoreDate, formatStoreDateTime, storeDateFormat } from "./format.js";

describe("dates for customers", () => {
  it("when an instant is shown, then it reads as UAE time, en-AE medium date and short time", () => {
    expect(formatStoreDateTime(new Date("2025-06-30T20:30:00Z"))).toBe("1 Jul 2025, 12:30 AM");
    expect(formatStoreDate(new Date("2025-06-30T20:30:00Z"))).toBe("1 Jul 2025");
    expect(formatStoreDate(new Date("2025-06-30T19:59:59Z"))).toBe("30 Jun 2025");
  });

  it("when a caller asks for its own format, then the UAE zone is still applied", () => {
    const time = storeDateFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-GB");
    expect(time.format(new Date("2025-03-01T10:05:00Z"))).toBe("14:05");
    expect(time.resolvedOptions().timeZone).toBe("Asia/Dubai");
  });

  it("when a calendar day is shown, then it is that day in words, whatever the zone", () => {
    expect(formatCalendarDay("2025-06-30")).toBe("30 June 2025");
    expect(formatCalendarDay("2026-01-01")).toBe("1 January 2026");
    expect(formatCalendarDay("2024-02-29", { dateStyle: "medium" })).toBe("29 Feb 2024");
    expect(() => formatCalendarDay("30/06/2025")).toThrow(RangeError);
  });
});
