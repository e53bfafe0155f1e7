import { z } from "zod";
import { aedToFils, filsToAed } from "./money.js";
import { normalisePhone } from "./phone.js";

/**
 * Rows of the operators' import files (`pnpm ops import <entity> <file>`), one schema per entity.
 * The same schema reads JSON (typed values) and CSV (every cell a string): numbers, booleans and
 * AED amounts are accepted in both forms. Money is AED with at most 2 decimals in files and integer
 * fils after parsing.
 *
 * Optional fields have three states: left out of the file (the column or key is absent: undefined,
 * "leave the stored value alone"), empty (an empty CSV cell or JSON null: null, "clear it / use the
 * default") or a value.
 */
export const IMPORT_ENTITIES = [
  "categories",
  "brands",
  "products",
  "plans",
  "coupons",
  "service-categories",
  "vendors",
] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const MAX_PRICE_FILS = 100_000_000; // AED 1,000,000: far above anything the store sells
export const SERVICE_TYPES = ["CAR_WASH", "MAINTENANCE"] as const;
export type ServiceTypeValue = (typeof SERVICE_TYPES)[number];

const REQUIRED = "is required";
/** The message of a type error, or "is required" when nothing was given. */
const orRequired = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? REQUIRED : message;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** undefined stays undefined (absent); null and blank become null (empty); strings are trimmed. */
const absentOrEmpty = (value: unknown) => {
  if (value === undefined) return undefined;
  if (isBlank(value)) return null;
  return typeof value === "string" ? value.trim() : value;
};

const textOf = (value: unknown) =>
  typeof value === "number" || typeof value === "bigint" ? String(value) : value;

function requiredText(max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : textOf(absentOrEmpty(value))),
    z.string({ error: orRequired("must be text") }).max(max, `must be at most ${max} characters`),
  );
}

function optionalText(max: number) {
  return z.preprocess(
    (value) => textOf(absentOrEmpty(value)),
    z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).nullable().optional(),
  );
}

const numberOf = (value: unknown) =>
  typeof value === "string" && /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

function wholeNumber(min: number, max: number) {
  return z
    .number({ error: orRequired("must be a whole number") })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

function requiredInt(min: number, max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : numberOf(absentOrEmpty(value))),
    wholeNumber(min, max),
  );
}

function optionalInt(min: number, max: number) {
  return z.preprocess((value) => numberOf(absentOrEmpty(value)), wholeNumber(min, max).nullable().optional());
}

function decimalNumber(min: number, max: number) {
  return z
    .number({ error: orRequired("must be a number") })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  y: true,
  "1": true,
  false: false,
  no: false,
  n: false,
  "0": false,
};

function optionalBoolean() {
  return z.preprocess(
    (value) => {
      const v = absentOrEmpty(value);
      if (typeof v === "string") return BOOLEAN_WORDS[v.toLowerCase()] ?? v;
      if (v === 1 || v === 0) return v === 1;
      return v;
    },
    z.boolean({ error: "must be true or false" }).nullable().optional(),
  );
}

const AED_MESSAGE = "must be an amount in AED with at most 2 decimals, e.g. 149.50";

function aedAmount(minFils: number, maxFils: number) {
  return z.union([z.string(), z.number()], { error: orRequired(AED_MESSAGE) }).transform((value, ctx) => {
    // String(n) keeps every digit a JSON number had, so 12.345 is refused instead of rounded.
    const text = typeof value === "number" ? String(value) : value.trim();
    let fils: number;
    try {
      fils = aedToFils(text);
    } catch {
      ctx.addIssue({ code: "custom", message: AED_MESSAGE });
      return z.NEVER;
    }
    if (fils < minFils || fils > maxFils) {
      ctx.addIssue({
        code: "custom",
        message: `must be between AED ${filsToAed(minFils).toFixed(2)} and AED ${filsToAed(maxFils).toFixed(2)}`,
      });
      return z.NEVER;
    }
    return fils;
  });
}

function requiredAed(minFils: number, maxFils: number) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), aedAmount(minFils, maxFils));
}

function optionalAed(minFils: number, maxFils: number) {
  return z.preprocess(absentOrEmpty, aedAmount(minFils, maxFils).nullable().optional());
}

function phoneNumber() {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : textOf(absentOrEmpty(value))),
    z.string({ error: orRequired("must be a phone number") }).transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "must be a phone number, e.g. +971 50 123 4567" });
        return z.NEVER;
      }
      return phone;
    }),
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether YYYY-MM-DD names a real day (no 30 February); a day has no zone, so UTC checks it. */
function isRealDay(text: string): boolean {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * A coupon's validity bound as the file gives it: a date alone stays that calendar day (YYYY-MM-DD),
 * which `pnpm ops` reads in the store's calendar (@carcare/calendar) as the start of that UAE day for
 * starts_at and its end (inclusive) for ends_at; a full ISO date-time must carry Z or an offset.
 * Contracts know no time zone, so that is also where ends_at is checked to come after starts_at.
 */
function couponBound() {
  const message =
    "must be a date (YYYY-MM-DD) or an ISO date-time with an offset, e.g. 2025-03-01T09:00:00+04:00";
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : absentOrEmpty(value)),
    z.string({ error: orRequired(message) }).transform((text, ctx): string | Date => {
      if (DATE_ONLY.test(text)) {
        if (!isRealDay(text)) {
          ctx.addIssue({ code: "custom", message: `is not a real date: ${text}` });
          return z.NEVER;
        }
        return text;
      }
      const instant = DATE_TIME.test(text) ? new Date(text) : null;
      if (!instant || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return instant;
    }),
  );
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CategoryImportRowSchema = z.strictObject({
  name: requiredText(100),
  image: optionalText(500),
  position: optionalInt(0, 10_000),
  /**
   * The Arabic text (issue 27). Every *_ar column is optional and comes last: left out keeps the
   * stored text, empty clears it (the shopper then reads the English one).
   */
  name_ar: optionalText(100),
});
export type CategoryImportRow = z.infer<typeof CategoryImportRowSchema>;

export const BrandImportRowSchema = z.strictObject({
  name: requiredText(100),
  logo: optionalText(500),
  promoted: optionalBoolean(),
  /** Usually left empty: brands keep their Latin name in Arabic too. */
  name_ar: optionalText(100),
});
export type BrandImportRow = z.infer<typeof BrandImportRowSchema>;

export const ProductImportRowSchema = z.strictObject({
  sku: requiredText(64).pipe(
    z.string().regex(SKU, "may hold only letters, digits, '.', '_' and '-', starting with a letter or digit"),
  ),
  name: requiredText(200),
  /** The brand's name; the brand must exist (import brands first). */
  brand: requiredText(100),
  /** The category's name; the category must exist (import categories first). */
  category: requiredText(100),
  description: optionalText(10_000),
  /** List price in AED, before the product's own discount. */
  price: requiredAed(1, MAX_PRICE_FILS),
  discount_percentage: optionalInt(0, 99),
  stock: optionalInt(0, 1_000_000),
  /**
   * The stock the store had when the file was exported (written by `pnpm ops export products`, issue
   * 31). An import refuses to set the stock of a product whose stock has changed since (a sale), unless
   * told to set it anyway (--stock=set) or to add the file's stock as a delivery (--stock=add).
   */
  stock_at_export: optionalInt(0, 1_000_000),
  /** Left out or empty: the placeholder picture (PLACEHOLDER_IMAGE). */
  image: optionalText(500),
  promoted: optionalBoolean(),
  bestseller: optionalBoolean(),
  /**
   * Hidden from shoppers (`pnpm ops products hide`, issue 31). Left out, the stored flag stays;
   * empty: not hidden (the default).
   */
  hidden: optionalBoolean(),
  name_ar: optionalText(200),
  description_ar: optionalText(10_000),
});
export type ProductImportRow = z.infer<typeof ProductImportRowSchema>;

const SERVICE_TYPE_WORDS: Record<string, ServiceTypeValue> = {
  car_wash: "CAR_WASH",
  "car wash": "CAR_WASH",
  "car-wash": "CAR_WASH",
  carwash: "CAR_WASH",
  maintenance: "MAINTENANCE",
};

/** CAR_WASH or MAINTENANCE; the spec's labels ("Car Wash", "Maintenance") are accepted too. */
export function parseServiceType(text: string): ServiceTypeValue | null {
  return SERVICE_TYPE_WORDS[text.trim().toLowerCase()] ?? null;
}

export const PlanImportRowSchema = z.strictObject({
  name: requiredText(100),
  service_type: requiredText(20).transform((value, ctx) => {
    const type = parseServiceType(value);
    if (!type) {
      ctx.addIssue({ code: "custom", message: "must be CAR_WASH or MAINTENANCE" });
      return z.NEVER;
    }
    return type;
  }),
  duration_months: requiredInt(1, 24).pipe(
    z.union([z.literal(6), z.literal(12)], { error: "must be 6 or 12" }),
  ),
  monthly_price: requiredAed(1, MAX_PRICE_FILS),
  /** HTML; stored sanitised (p, ul, ol, li, strong, em, br, h3, h4). */
  description: requiredText(20_000),
  popular: optionalBoolean(),
  active: optionalBoolean(),
  name_ar: optionalText(100),
  /** HTML, sanitised like description. */
  description_ar: optionalText(20_000),
});
export type PlanImportRow = z.infer<typeof PlanImportRowSchema>;

export const CouponImportRowSchema = z.strictObject({
  /** Matched regardless of case. */
  code: requiredText(40).pipe(
    z.string().regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, '_' and '-'"),
  ),
  name: requiredText(100),
  discount_percentage: requiredInt(1, 100),
  /** A calendar day (YYYY-MM-DD) or an instant; see couponBound. */
  starts_at: couponBound(),
  ends_at: couponBound(),
  active: optionalBoolean(),
  /** Empty: no limit. */
  max_redemptions: optionalInt(1, 10_000_000),
  max_per_customer: optionalInt(1, 1000),
  /** Minimum order subtotal in AED; empty: none. */
  min_order: optionalAed(0, MAX_PRICE_FILS),
  name_ar: optionalText(100),
});
export type CouponImportRow = z.infer<typeof CouponImportRowSchema>;

export const ServiceCategoryImportRowSchema = z.strictObject({
  name: requiredText(100),
  position: optionalInt(0, 10_000),
  name_ar: optionalText(100),
});
export type ServiceCategoryImportRow = z.infer<typeof ServiceCategoryImportRowSchema>;

/** The separator of a vendor's images in a CSV cell. */
export const CSV_LIST_SEPARATOR = "|";

export const VendorImportRowSchema = z.strictObject({
  slug: requiredText(80).pipe(
    z.string().regex(SLUG, "must be lower-case words joined by '-', e.g. shine-auto-spa"),
  ),
  vendor_name: requiredText(120),
  /** The service category's name; it must exist (import service categories first). */
  category: requiredText(100),
  address: requiredText(300),
  latitude: z.preprocess(
    (value) => (isBlank(value) ? undefined : numberOf(absentOrEmpty(value))),
    decimalNumber(-90, 90),
  ),
  longitude: z.preprocess(
    (value) => (isBlank(value) ? undefined : numberOf(absentOrEmpty(value))),
    decimalNumber(-180, 180),
  ),
  details: optionalText(10_000),
  phone_number: phoneNumber(),
  whatsapp_number: phoneNumber(),
  /** A JSON list, or in CSV one cell of paths or URLs separated by "|". */
  images: z.preprocess(
    (value) => {
      const v = absentOrEmpty(value);
      if (typeof v !== "string") return v;
      return v
        .split(CSV_LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter(Boolean);
    },
    z
      .array(
        z
          .string({ error: "must be a list of image paths or URLs" })
          .trim()
          .min(1, "must not hold an empty image")
          .max(500)
          .refine((item) => !item.includes(CSV_LIST_SEPARATOR), `must not contain "${CSV_LIST_SEPARATOR}"`),
        { error: "must be a list of image paths or URLs" },
      )
      .max(20, "must hold at most 20 images")
      .nullable()
      .optional(),
  ),
  vendor_name_ar: optionalText(120),
  address_ar: optionalText(300),
  details_ar: optionalText(10_000),
});
export type VendorImportRow = z.infer<typeof VendorImportRowSchema>;

/** Each entity's columns in file order (the order `pnpm ops export` writes). */
export const IMPORT_COLUMNS: Record<ImportEntity, readonly string[]> = {
  categories: Object.keys(CategoryImportRowSchema.shape),
  brands: Object.keys(BrandImportRowSchema.shape),
  products: Object.keys(ProductImportRowSchema.shape),
  plans: Object.keys(PlanImportRowSchema.shape),
  coupons: Object.keys(CouponImportRowSchema.shape),
  "service-categories": Object.keys(ServiceCategoryImportRowSchema.shape),
  vendors: Object.keys(VendorImportRowSchema.shape),
};
