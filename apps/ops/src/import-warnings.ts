// Warnings an import prints without refusing the row (issue 31): a product named like another one
// under a different SKU, and a vendor placed outside the UAE (often a latitude and longitude swapped).
import type { PrismaClient } from "@carcare/db";
import type { NumberedRow, RowIssue } from "./entities.js";

type ReadClient = Pick<PrismaClient, "$queryRaw">;

/** A product name as shoppers would confuse it: any case, spaces anywhere ignored. */
export function nameKey(name: string): string {
  return name.replace(/\s+/g, "").toLowerCase();
}

/**
 * One warning per file row whose product would share its name (nameKey) with another SKU once the
 * file is written: a stored product not in the file, or another row of the file. Names the SKUs.
 */
export async function duplicateNameWarnings(
  db: ReadClient,
  rows: NumberedRow<{ sku: string; name: string }>[],
): Promise<RowIssue[]> {
  if (rows.length === 0) return [];
  const keys = [...new Set(rows.map((r) => nameKey(r.data.name)))];
  // The same normalisation in SQL: every whitespace character removed, then lower case.
  // A hash join on the file's keys: one pass over the products, whatever the file's size.
  const stored = await db.$queryRaw<{ sku: string; name: string }[]>`
    select p.sku, p.name from products p
    join unnest(${keys}::text[]) as k(key) on k.key = lower(regexp_replace(p.name, '[[:space:]]+', '', 'g'))`;
  // The names as they will be: the file's for its own SKUs, the stored ones for the rest.
  const nameOf = new Map(stored.map((p) => [p.sku, p.name]));
  for (const { data } of rows) nameOf.set(data.sku, data.name);
  const skusByKey = new Map<string, string[]>();
  for (const [sku, name] of nameOf) {
    const key = nameKey(name);
    skusByKey.set(key, [...(skusByKey.get(key) ?? []), sku]);
  }
  return rows.flatMap(({ row, data }) => {
    const others = (skusByKey.get(nameKey(data.name)) ?? []).filter((sku) => sku !== data.sku).sort();
    if (others.length === 0) return [];
    const list = others.join(", ");
    return [
      {
        row,
        field: "name",
        message:
          `${data.sku} has the same name as ${list} ("${data.name}"): shoppers see ` +
          `${others.length + 1} products with one name. Imported anyway; rename one if they differ.`,
      },
    ];
  });
}

/** The United Arab Emirates, generously: every vendor the store lists lies inside this box. */
export const UAE_BOX = { minLatitude: 22.5, maxLatitude: 26.5, minLongitude: 51.0, maxLongitude: 56.5 };

export function insideUae(latitude: number, longitude: number): boolean {
  return (
    latitude >= UAE_BOX.minLatitude &&
    latitude <= UAE_BOX.maxLatitude &&
    longitude >= UAE_BOX.minLongitude &&
    longitude <= UAE_BOX.maxLongitude
  );
}

/**
 * One warning per vendor row whose coordinates lie outside the UAE, suggesting the swap when the
 * latitude and longitude swapped would fall inside (the usual slip: 54.37, 24.45 for Abu Dhabi).
 * A warning, not a refusal: the operator may know better (issue 31).
 */
export function outsideUaeWarnings(
  rows: NumberedRow<{ slug: string; latitude: number; longitude: number }>[],
): RowIssue[] {
  const box =
    `latitude ${UAE_BOX.minLatitude} to ${UAE_BOX.maxLatitude}, ` +
    `longitude ${UAE_BOX.minLongitude} to ${UAE_BOX.maxLongitude}`;
  return rows.flatMap(({ row, data }) => {
    const { slug, latitude, longitude } = data;
    if (insideUae(latitude, longitude)) return [];
    const advice = insideUae(longitude, latitude)
      ? `latitude and longitude look swapped: did you mean latitude ${longitude}, longitude ${latitude}?`
      : "check the coordinates.";
    return [
      {
        row,
        field: "latitude",
        message:
          `${slug}: latitude ${latitude}, longitude ${longitude} lies outside the UAE (${box}); ` +
          `${advice} Imported anyway.`,
      },
    ];
  });
}
