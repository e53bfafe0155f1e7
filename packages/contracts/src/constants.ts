/**
 * Constants any page may import without pulling in zod or a message catalogue: the
 * `@carcare/contracts/constants` entry. The shared texts are in auth-messages.ts and messages/*.json.
 */

/** The exact text the existing clients compare against (spec section 6). */
export const NOT_AUTHENTICATED_DETAIL = "Authentication credentials were not provided.";

/** The phone input defaults to the UAE (spec section 5); its country code, without the plus. */
export const UAE_DIAL_CODE = "971";
/** E.164 allows at most 15 digits, country code included (spec section 5: up to 15 digits). */
export const PHONE_MAX_DIGITS = 15;

/** The emailed codes have 4 digits (spec section 9). */
export const OTP_LENGTH = 4;

export const PASSWORD_MIN_LENGTH = 8;
/** How much of a password bcrypt reads: it ignores everything after the 72nd UTF-8 byte (decision 008). */
export const PASSWORD_MAX_BYTES = 72;
/**
 * The picture shown for a product, category or vendor that has none (a public file of the web app,
 * served like every other image): an import may leave a category's image empty and a product's out.
 */
export const PLACEHOLDER_IMAGE = "/img/placeholder.svg";

/** The store's languages (issue 27): English at today's addresses, Arabic under `/ar`. */
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/** The cookie that remembers a shopper's language choice; the API reads it too. */
export const LANGUAGE_COOKIE = "carcare_lang";
/** A year: the choice is kept until the shopper changes it. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ar";
}

/** The Intl locale prices, dates and counts are formatted in (UAE conventions for both). */
export function intlLocaleOf(language: Language): string {
  return language === "ar" ? "ar-AE" : "en-AE";
}

/**
 * The language an Accept-Language header prefers among the store's: the first listed by quality that
 * is English or Arabic (`ar-AE;q=0.9` is Arabic), or null when it names neither.
 */
export function preferredLanguageOf(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) if (isLanguage(entry.base)) return entry.base;
  return null;
}

/**
 * How long a shared cache (a CDN) may keep a visitor's public page (`s-maxage`), and the clock step of
 * the data times written into such a page: renders within the same step are byte-identical, on every
 * process of every instance, so their ETags match (issue 30, decision 024). Here, not in web.ts, so
 * the browser's query client imports it without the package's zod schemas.
 */
export const SHARED_PAGE_SECONDS = 60;
