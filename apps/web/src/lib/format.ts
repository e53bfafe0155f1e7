import { formatCalendarDay } from "@carcare/calendar/format";

// The pages' dates come from the store's calendar through this module only, so they share its chunk.
export { formatStoreDate, storeDateFormat } from "@carcare/calendar/format";

const AED = new Intl.NumberFormat("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "AED 1,234.50": every price on the home page. */
export function formatAed(amount: number): string {
  return `AED ${AED.format(amount)}`;
}

/** A YYYY-MM-DD store day (a plan's first or last day, already a UAE day) as "30 June 2025". */
export function formatStoreDay(day: string): string {
  return formatCalendarDay(day);
}
