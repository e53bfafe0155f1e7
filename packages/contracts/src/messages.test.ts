import { describe, expect, it } from "vitest";
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, CART_QUANTITY_MESSAGE } from "./cart.js";
import { AUTH_VALIDATION_MESSAGES } from "./auth-messages.js";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "./constants.js";
import { MAX_ADDRESSES_PER_CUSTOMER, UAE_CITY_NAMES } from "./addresses.js";
import { SERVICE_RATING_COMMENT_MAX } from "./vendors.js";
import { m } from "./messages.js";
import { formatAedIn } from "./money.js";

/** Texts that are only placeholders and punctuation in every language. */
const NO_WORDS = new Set(["labelled"]);
/** Every input a message may read, as 5 (a count) or "5" in text. */
const ANY_INPUTS = new Proxy({}, { get: () => 5 });
type AnyMessage = (inputs: object, options: { locale: "en" | "ar" }) => string;

describe("the message catalogue", () => {
  it("when a message is in English, then it is in Arabic too, written in Arabic script", () => {
    const messages = Object.entries(m as unknown as Record<string, AnyMessage>);
    expect(messages.length).toBeGreaterThan(150);
    const notArabic = messages
      .filter(([key]) => !NO_WORDS.has(key))
      .map(([key, message]) => [key, message(ANY_INPUTS, { locale: "ar" })] as const)
      .filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
    expect(notArabic).toEqual([]);
  });

  it("when a text names one of the store's limits, then it names the limit the code enforces", () => {
    expect(AUTH_VALIDATION_MESSAGES.passwordRule).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
    expect(AUTH_VALIDATION_MESSAGES.passwordTooLong).toContain(`at most ${PASSWORD_MAX_BYTES} characters`);
    expect(CART_QUANTITY_MESSAGE).toBe(
      `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}`,
    );
    expect(m.cartMaxReached({ quantity: 3 }, { locale: "en" })).toContain(`at most ${CART_QUANTITY_MAX} of`);
    expect(m.addressLimit({}, { locale: "en" })).toContain(`up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses`);
    expect(m.addressChooseCity({}, { locale: "en" })).toBe(
      `Please choose a city from the list: ${UAE_CITY_NAMES.join(", ")}`,
    );
    expect(m.serviceCommentTooLong({}, { locale: "en" })).toContain(
      `under ${SERVICE_RATING_COMMENT_MAX} characters`,
    );
    for (const language of ["en", "ar"] as const) {
      expect(m.authPasswordRule({}, { locale: language })).toContain(String(PASSWORD_MIN_LENGTH));
      expect(m.cartQuantity({}, { locale: language })).toContain(String(CART_QUANTITY_MAX));
    }
  });

  it("when a count is said in Arabic, then it takes the Arabic plural forms", () => {
    const minutes = (count: number) => m.waitMinutes({ count }, { locale: "ar" });
    expect([1, 2, 3, 10, 11, 100].map(minutes)).toEqual([
      "دقيقة واحدة",
      "دقيقتين",
      "3 دقائق",
      "10 دقائق",
      "11 دقيقة",
      "100 دقيقة",
    ]);
    expect(m.waitSeconds({ count: 1 }, { locale: "en" })).toBe("1 second");
    expect(m.waitSeconds({ count: 45 }, { locale: "en" })).toBe("45 seconds");
  });

  it("when an amount is written for a language, then English keeps AED first and Arabic puts د.إ after the ar-AE figure", () => {
    expect(formatAedIn(1234_50, "en")).toBe("AED 1,234.50");
    expect(formatAedIn(1234_50, "ar")).toBe(
      `${(1234.5).toLocaleString("ar-AE", { minimumFractionDigits: 2 })} د.إ`,
    );
    expect(formatAedIn(20_00, "ar")).toBe("20.00 د.إ");
  });
});
