// The store's calendar, the one place that knows the store lives in Asia/Dubai: what day or month
// it is in the UAE, where a UAE day or month begins and ends as instants, calendar-day arithmetic and
// the plan period rule. The zone's rules come from the time-zone database through @date-fns/tz, never
// from a hand-written offset. Pages that only show dates import "@carcare/calendar/format".
import { TZDate, tz } from "@date-fns/tz";
import { addDays, addMonths, endOfDay, endOfMonth, format, startOfDay, startOfMonth } from "date-fns";
import { STORE_TIME_ZONE } from "./format.js";

export * from "./format.js";

/** A day of the calendar as YYYY-MM-DD, e.g. "2025-03-01". */
export type CalendarDay = string;

const inStore = tz(STORE_TIME_ZONE);
// Calendar days are counted in UTC, where a DATE column's midnight is: no zone can move them.
const DAYS_ZONE = "UTC";
const inDays = tz(DAYS_ZONE);

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD as a real calendar day (no 30 February); null otherwise. */
export function parseCalendarDay(text: string): { year: number; month: number; day: number } | null {
  const match = DAY_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new TZDate(0, DAYS_ZONE);
  // setFullYear, unlike the constructor, does not read years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return { year, month, day };
}

/** The day's midnight in `zone`; a RangeError when it is not a real day. */
function dayIn(day: CalendarDay, zone: string): TZDate {
  const parts = parseCalendarDay(day);
  if (!parts) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${day}`);
  const date = new TZDate(0, zone);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  date.setHours(0, 0, 0, 0);
  return date;
}

const instantOf = (date: Date) => new Date(date.getTime());

/** Now (or `now`) as a date whose getters read the UAE's wall clock. */
export function nowInStore(now: Date = new Date()): TZDate {
  return inStore(now);
}

/** The UAE calendar day an instant falls on (default now), e.g. 2030-12-31T20:00Z is "2031-01-01". */
export function storeDay(instant: Date = new Date()): CalendarDay {
  return format(instant, "yyyy-MM-dd", { in: inStore });
}

/** An instant as UAE wall-clock time for operators: "2025-03-01 14:05". */
export function storeTimestamp(instant: Date): string {
  return format(instant, "yyyy-MM-dd HH:mm", { in: inStore });
}

/** The instant a UAE day begins: a YYYY-MM-DD day, or the UAE day an instant falls on. */
export function startOfStoreDay(day: CalendarDay | Date): Date {
  return instantOf(typeof day === "string" ? dayIn(day, STORE_TIME_ZONE) : startOfDay(day, { in: inStore }));
}

/** The last millisecond of a UAE day (a YYYY-MM-DD day, or the UAE day an instant falls on). */
export function endOfStoreDay(day: CalendarDay | Date): Date {
  return instantOf(endOfDay(typeof day === "string" ? dayIn(day, STORE_TIME_ZONE) : day, { in: inStore }));
}

/** The instant the UAE month an instant falls on begins. */
export function startOfStoreMonth(instant: Date): Date {
  return instantOf(startOfMonth(instant, { in: inStore }));
}

/** The last millisecond of the UAE month an instant falls on. */
export function endOfStoreMonth(instant: Date): Date {
  return instantOf(endOfMonth(instant, { in: inStore }));
}

/** A calendar day `days` later (or earlier, when negative). */
export function addDaysToDay(day: CalendarDay, days: number): CalendarDay {
  return format(addDays(dayIn(day, DAYS_ZONE), days, { in: inDays }), "yyyy-MM-dd", { in: inDays });
}

/**
 * A calendar day `months` later (or earlier), kept within the target month: 31 January + 1 month is
 * 28 February (29 in a leap year), never 3 March.
 */
export function addMonthsToDay(day: CalendarDay, months: number): CalendarDay {
  return format(addMonths(dayIn(day, DAYS_ZONE), months, { in: inDays }), "yyyy-MM-dd", { in: inDays });
}

/**
 * The last day of a period of `months` starting on `start` (both days included): start + months − 1
 * day. When the end month has no such day (31 August + 6 months), the period runs to that month's last
 * day (28 February), never less.
 */
export function periodEndDay(start: CalendarDay, months: number): CalendarDay {
  const first = dayIn(start, DAYS_ZONE);
  const sameDayLater = addMonths(first, months, { in: inDays });
  // A clamped day (the month was too short) is already that month's last day: the period keeps it.
  const clamped = sameDayLater.getDate() !== first.getDate();
  return format(clamped ? sameDayLater : addDays(sameDayLater, -1, { in: inDays }), "yyyy-MM-dd", {
    in: inDays,
  });
}

/** A DATE column's value (midnight UTC, as the database driver gives it) as its calendar day. */
export function dayOfDateColumn(date: Date): CalendarDay {
  return format(date, "yyyy-MM-dd", { in: inDays });
}

/** A calendar day as a DATE column stores it (midnight UTC); a RangeError when it is not a day. */
export function dateColumnOf(day: CalendarDay): Date {
  return instantOf(dayIn(day, DAYS_ZONE));
}
