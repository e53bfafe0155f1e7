-- AlterTable
ALTER TABLE "brands" ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "description_ar" TEXT,
ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "plans" ADD COLUMN     "description_html_ar" TEXT,
ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "service_categories" ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "address_ar" TEXT,
ADD COLUMN     "details_ar" TEXT,
ADD COLUMN     "vendor_name_ar" TEXT;



-- Written by hand below (issue 27): Prisma's schema cannot express CHECK rules, functions or
-- expression indexes.

-- An order's language is one the store speaks; its emails are written in it.
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("language" IN ('en', 'ar'));

-- Arabic search ignores what shoppers type in more than one way: the hamza and madda forms of alef
-- (أ إ آ ٱ) are plain alef, taa marbuta (ة) is haa, alef maqsura (ى) is yaa, and the diacritics
-- (tashkeel U+064B-U+065F, superscript alef U+0670) and tatweel (U+0640) are dropped. One function,
-- applied to the stored name and to the typed text alike; IMMUTABLE, so it can be indexed.
CREATE FUNCTION "arabic_normalise"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(
    value,
    U&'\0623\0625\0622\0671\0629\0649\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
    U&'\0627\0627\0627\0627\0647\064A');

-- "contains" over the normalised Arabic name (ILIKE '%...%'), like products_name_trgm_idx over the name.
CREATE INDEX "products_name_ar_trgm_idx" ON "products" USING GIN ("arabic_normalise"("name_ar") gin_trgm_ops);
