// The store's calendar as the pages need it: the zone and Intl formatters only. This entry imports no
// date-fns, so a page that shows a date pays for none of the calendar arithmetic (see index.ts).

/** The store's time zone: every day, month and time shown or counted is one in the UAE (no DST). */
export const STORE_TIME_ZONE = "Asia/Dubai";

/** The locale customers read dates in. */
export const STORE_LOCALE = "en-AE";

/**
 * An Intl formatter that reads instants in the store's time zone, whatever the server's or the
 * visitor's clock says, so the server's HTML and the hydrated page agree. Create it once per module.
 */
export function storeDateFormat(
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
  locale: string = STORE_LOCALE,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: STORE_TIME_ZONE });
}

// Made on first use, not at import: a page bundles (and builds) only the formatters it calls.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** An instant for customers: "1 Jul 2025, 12:30 AM" (en-AE, medium date, short time, UAE time). */
export function formatStoreDateTime(instant: Date): string {
  dateTime ??= storeDateFormat({ dateStyle: "medium", timeStyle: "short" });
  return dateTime.format(instant);
}

/** An instant's UAE day for customers: "1 Jul 2025" (en-AE, medium date). */
export function formatStoreDate(instant: Date): string {
  dateOnly ??= storeDateFormat({ dateStyle: "medium" });
  return dateOnly.format(instant);
}

/**
 * A calendar day (YYYY-MM-DD from the API, e.g. a plan's last day) in words, by default "30 June 2025".
 * A day is not an instant: its UTC midnight formatted in UTC is that same day, so no zone can move it.
 */
export function formatCalendarDay(
  day: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone"> = { day: "numeric", month: "long", year: "numeric" },
  locale: string = STORE_LOCALE,
): string {
  // Made per call, not cached: pages format a day or two, and this entry stays a few hundred bytes.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
