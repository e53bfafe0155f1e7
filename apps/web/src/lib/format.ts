const AED = new Intl.NumberFormat("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "AED 1,234.50": every price on the home page. */
export function formatAed(amount: number): string {
  return `AED ${AED.format(amount)}`;
}

/** The brand card's fixed discount (spec section 9). */
export const BRAND_CARD_DISCOUNT_PERCENT = 30;

/** The brand card's struck-through "original" price: price / 0.7, rounded to 2 decimals (spec section 9). */
export function brandCardOriginalPrice(price: number): number {
  return Math.round((price / (1 - BRAND_CARD_DISCOUNT_PERCENT / 100)) * 100) / 100;
}

/** The store's calendar: plan dates are days in the UAE, whatever the reader's time zone. */
export const STORE_TIME_ZONE = "Asia/Dubai";

const STORE_DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: STORE_TIME_ZONE,
});

/** A YYYY-MM-DD store day as "30 June 2025" (noon in Abu Dhabi, so no time zone moves the day). */
export function formatStoreDay(day: string): string {
  return STORE_DAY.format(new Date(`${day}T12:00:00+04:00`));
}
