import { formatCalendarDay, storeDateFormat } from "@carcare/calendar/format";
import { currentLanguage, intlLocale, type Language } from "./language";

// The pages' prices and dates, in the page's language (issue 27): Intl for en-AE or ar-AE, the UAE's
// calendar and time zone. Dates come from the store's calendar through this module only.
export { storeDateFormat } from "@carcare/calendar/format";

/** One formatter per language, made on first use. */
function perLanguage<T>(make: (locale: string, language: Language) => T): () => T {
  const made = new Map<Language, T>();
  return () => {
    const language = currentLanguage();
    let formatter = made.get(language);
    if (formatter === undefined) {
      formatter = make(intlLocale(), language);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const amounts = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * A price: "AED 1,234.50" on English pages, "1,234.50 د.إ" on Arabic ones (the figure by Intl for
 * ar-AE, the dirham's Arabic sign after it: decision 021), as the emails and WhatsApp texts write it
 * (formatAedIn in the contracts).
 */
export function formatAed(amount: number): string {
  const figure = amounts().format(amount);
  return currentLanguage() === "ar" ? `${figure} د.إ` : `AED ${figure}`;
}

const mediumDates = perLanguage((locale) => storeDateFormat({ dateStyle: "medium" }, locale));

/** An instant's UAE day: "1 Jul 2025" in English, "01‏/07‏/2025" style in Arabic per Intl. */
export function formatStoreDate(instant: Date): string {
  return mediumDates().format(instant);
}

/** A YYYY-MM-DD store day (a plan's first or last day, already a UAE day) as "30 June 2025" / "30 يونيو 2025". */
export function formatStoreDay(day: string): string {
  return formatCalendarDay(day, undefined, intlLocale());
}

/** A count in the page's language (Intl), e.g. "1,234". */
export function formatCount(count: number): string {
  return counts().format(count);
}
const counts = perLanguage((locale) => new Intl.NumberFormat(locale));
