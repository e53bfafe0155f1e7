import { describe, expect, it } from "vitest";
import {
  addDaysToDay,
  addMonthsToDay,
  dateColumnOf,
  dayOfDateColumn,
  endOfStoreDay,
  endOfStoreMonth,
  nowInStore,
  parseCalendarDay,
  periodEndDay,
  startOfStoreDay,
  startOfStoreMonth,
  STORE_TIME_ZONE,
  storeDay,
  storeTimestamp,
} from "./index.js";

const at = (iso: string) => new Date(iso);

describe("UAE days", () => {
  it("when an instant is at 20:00Z, then it is already the next day in the UAE", () => {
    expect(storeDay(at("2030-12-31T19:59:59.999Z"))).toBe("2030-12-31");
    expect(storeDay(at("2030-12-31T20:00:00.000Z"))).toBe("2031-01-01");
  });

  it("when a UAE day is asked for, then it begins at 20:00Z the day before and ends 1 ms before the next", () => {
    expect(startOfStoreDay("2025-03-01").toISOString()).toBe("2025-02-28T20:00:00.000Z");
    expect(endOfStoreDay("2025-03-01").toISOString()).toBe("2025-03-01T19:59:59.999Z");
  });

  it("when an instant is given, then its UAE day's bounds are returned, not its UTC day's", () => {
    // 21:30Z on 1 March is 01:30 on 2 March in the UAE.
    expect(startOfStoreDay(at("2025-03-01T21:30:00Z")).toISOString()).toBe("2025-03-01T20:00:00.000Z");
    expect(endOfStoreDay(at("2025-03-01T21:30:00Z")).toISOString()).toBe("2025-03-02T19:59:59.999Z");
    // Midnight in the UAE belongs to the day it starts.
    expect(startOfStoreDay(at("2025-03-01T20:00:00Z")).toISOString()).toBe("2025-03-01T20:00:00.000Z");
  });

  it("when the server's own zone observes daylight saving, then UAE days are still 24 hours (no DST)", () => {
    // The days European and American clocks change in 2025: the UAE does not.
    for (const day of ["2025-03-09", "2025-03-30", "2025-10-26", "2025-11-02"]) {
      expect(endOfStoreDay(day).getTime() - startOfStoreDay(day).getTime()).toBe(24 * 3_600_000 - 1);
      expect(startOfStoreDay(day).toISOString()).toBe(`${addDaysToDay(day, -1)}T20:00:00.000Z`);
    }
  });

  it("when now is read in the UAE, then its wall clock is 4 hours ahead of UTC", () => {
    const now = nowInStore(at("2025-06-30T20:30:00Z"));
    expect([now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()]).toEqual([
      2025, 7, 1, 0, 30,
    ]);
    expect(now.timeZone).toBe(STORE_TIME_ZONE);
    expect(storeTimestamp(at("2025-03-01T10:05:00Z"))).toBe("2025-03-01 14:05");
  });

  it("when a day is not a real day, then it is refused", () => {
    expect(parseCalendarDay("2025-02-29")).toBeNull();
    expect(parseCalendarDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDay("2025-13-01")).toBeNull();
    expect(parseCalendarDay("1 March 2025")).toBeNull();
    expect(() => startOfStoreDay("2025-02-30")).toThrow(RangeError);
    expect(() => dateColumnOf("2025-04-31")).toThrow(RangeError);
  });
});

describe("UAE months", () => {
  it("when a month is asked for, then it runs from its first UAE midnight to the last millisecond of its last day", () => {
    // 31 Jan 21:00Z is already 1 February in the UAE.
    const instant = at("2025-01-31T21:00:00Z");
    expect(startOfStoreMonth(instant).toISOString()).toBe("2025-01-31T20:00:00.000Z");
    expect(endOfStoreMonth(instant).toISOString()).toBe("2025-02-28T19:59:59.999Z");
  });

  it("when February is in a leap year, then its month ends on the 29th", () => {
    expect(endOfStoreMonth(at("2024-02-10T12:00:00Z")).toISOString()).toBe("2024-02-29T19:59:59.999Z");
  });
});

describe("calendar-day arithmetic", () => {
  it("when a month is added to a month's last days, then the day is clamped to the shorter month", () => {
    expect(addMonthsToDay("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonthsToDay("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonthsToDay("2025-03-31", 1)).toBe("2025-04-30");
    expect(addMonthsToDay("2025-01-15", 1)).toBe("2025-02-15");
    expect(addMonthsToDay("2025-12-31", 2)).toBe("2026-02-28");
    expect(addMonthsToDay("2025-03-31", -1)).toBe("2025-02-28");
  });

  it("when days are added across a month, a year or a leap day, then the calendar is followed", () => {
    expect(addDaysToDay("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysToDay("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDaysToDay("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDaysToDay("2025-01-01", -1)).toBe("2024-12-31");
  });

  it("when a plan period starts on a day its end month has, then it ends the day before that day", () => {
    expect(periodEndDay("2025-03-01", 6)).toBe("2025-08-31");
    expect(periodEndDay("2025-01-15", 12)).toBe("2026-01-14");
    expect(periodEndDay("2025-02-28", 12)).toBe("2026-02-27");
  });

  it("when a plan period's end month is too short for its start day, then it ends on that month's last day", () => {
    expect(periodEndDay("2025-08-31", 6)).toBe("2026-02-28");
    expect(periodEndDay("2023-08-31", 6)).toBe("2024-02-29");
    expect(periodEndDay("2024-02-29", 12)).toBe("2025-02-28");
    expect(periodEndDay("2025-05-31", 6)).toBe("2025-11-30");
  });

  it("when a DATE column's value is read or written, then it is midnight UTC of the same day", () => {
    expect(dateColumnOf("2025-03-01").toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(dayOfDateColumn(at("2025-03-01T00:00:00.000Z"))).toBe("2025-03-01");
    expect(dayOfDateColumn(dateColumnOf("2024-02-29"))).toBe("2024-02-29");
  });
});
