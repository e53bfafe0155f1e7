import { parseCalendarDay } from "@carcare/calendar";
import { InvalidArgumentError } from "commander";

/** Option parser: a real calendar day as YYYY-MM-DD. */
export function calendarDayArg(value: string): string {
  const day = value.trim();
  if (!parseCalendarDay(day)) throw new InvalidArgumentError("use a date as YYYY-MM-DD, e.g. 2025-03-01.");
  return day;
}

/** Option parser: a whole number of at least 1. */
export function positiveIntArg(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw new InvalidArgumentError("use a whole number of 1 or more.");
  return Number(value);
}
