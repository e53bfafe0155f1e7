// Money is integer fils (AED x 100) everywhere in the store; these are the only conversions.

/** AED 20 flat delivery within Abu Dhabi (spec section 9). */
export const DELIVERY_FEE_FILS = 2000;

/** `pct` percent of an amount in fils, rounded half up to the fils; exact integer arithmetic. */
export function percentOfFils(amountFils: number, pct: number): number {
  assertFils(amountFils);
  if (!Number.isInteger(pct) || pct < 0 || pct > 100) throw new RangeError(`bad percentage ${pct}`);
  return Math.floor((amountFils * pct + 50) / 100);
}

/**
 * The VAT part of a VAT-inclusive amount at `ratePercent`: amount x rate / (100 + rate), rounded half
 * up to the fils, in exact integer arithmetic (issue 29). An order's VAT is this of its grand total,
 * computed once when it is placed and kept; every page, email and invoice shows that figure.
 */
export function vatPartFils(inclusiveFils: number, ratePercent: number): number {
  assertFils(inclusiveFils);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError(`bad VAT rate ${ratePercent}`);
  const base = 100 + ratePercent;
  return Math.floor((inclusiveFils * ratePercent * 2 + base) / (2 * base));
}

/** What the customer pays for a product with a list price and a discount percentage. */
export function salePriceFils(priceFils: number, discountPercentage: number): number {
  return priceFils - percentOfFils(priceFils, discountPercentage);
}

/** Fils to the AED number the spec's clients read (e.g. 12345 -> 123.45). */
export function filsToAed(fils: number): number {
  assertFils(fils);
  return fils / 100;
}

/** An AED amount (number or decimal string) to fils; rejects more than two decimals. */
export function aedToFils(aed: number | string): number {
  const text = typeof aed === "number" ? aed.toFixed(2) : aed.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an AED amount: ${String(aed)}`);
  const [, sign, whole, frac = ""] = match;
  const fils = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return sign === "-" ? -fils : fils;
}

/** "AED 1,234.50" for people. */
export function formatAed(fils: number): string {
  return `AED ${(fils / 100).toLocaleString("en-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * An amount for people in their language (issue 27): "AED 1,234.50" in English, "1,234.50 د.إ" in
 * Arabic (the figure formatted by Intl for ar-AE, the dirham's Arabic sign after it, as UAE stores
 * write prices in Arabic text).
 */
export function formatAedIn(fils: number, language: "en" | "ar"): string {
  if (language === "en") return formatAed(fils);
  const figure = (fils / 100).toLocaleString("ar-AE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${figure} د.إ`;
}

function assertFils(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`fils must be a whole number, got ${value}`);
}
