// `pnpm ops export price-history [--sku X]`: every recorded price of the products, oldest first per
// product. Export only: the store records prices itself whenever a product's price changes
// (decision 017), so there is nothing to import.
import type { PrismaClient } from "@carcare/db";
import { OpsError } from "./context.js";
import { aed } from "./entities.js";
import type { FileFormat, FileValue } from "./files.js";

/** The export's name where an entity is expected. */
export const PRICE_HISTORY = "price-history";

export const PRICE_HISTORY_COLUMNS = [
  "sku",
  "changed_at",
  "price",
  "discount_percentage",
  "sale_price",
  "source",
  "actor",
] as const;

/** Why `pnpm ops import price-history` is refused. */
export const PRICE_HISTORY_IMPORT_REFUSAL =
  "price-history can be exported, not imported: the store records every price change itself. " +
  "Change prices by importing products.";

/** The rows of the export; only one product's when `sku` is given (refused when no product has it). */
export async function priceHistoryRows(
  prisma: PrismaClient,
  format: FileFormat,
  sku: string | undefined,
): Promise<Record<(typeof PRICE_HISTORY_COLUMNS)[number], FileValue>[]> {
  if (sku !== undefined) {
    const product = await prisma.product.findUnique({ where: { sku }, select: { id: true } });
    if (!product) throw new OpsError(`no product has the sku "${sku}"`);
  }
  const changes = await prisma.productPriceChange.findMany({
    where: sku === undefined ? {} : { product: { sku } },
    include: { product: { select: { sku: true } } },
    orderBy: [{ product: { sku: "asc" } }, { changedAt: "asc" }, { id: "asc" }],
  });
  return changes.map((change) => ({
    sku: change.product.sku,
    changed_at: change.changedAt.toISOString(),
    price: aed(change.priceFils, format),
    discount_percentage: change.discountPercentage,
    sale_price: aed(change.salePriceFils, format),
    source: change.source,
    actor: change.actor,
  }));
}
