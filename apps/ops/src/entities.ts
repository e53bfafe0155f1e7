// What each importable entity is in the database: natural key, references, defaults, how a file row
// becomes a record and a record becomes a file row (the same format both ways).
import { endOfStoreDay, startOfStoreDay, storeDay } from "@carcare/calendar";
import {
  BrandImportRowSchema,
  CategoryImportRowSchema,
  MEDIA_PATH,
  parseMediaName,
  CouponImportRowSchema,
  filsToAed,
  type ImportEntity,
  PLACEHOLDER_IMAGE,
  PlanImportRowSchema,
  ProductImportRowSchema,
  salePriceFils,
  ServiceCategoryImportRowSchema,
  VendorImportRowSchema,
} from "@carcare/contracts";
import type { Prisma, PrismaClient } from "@carcare/db";
import { sanitisePlanHtml } from "@carcare/operations";
import type { z } from "zod";
import type { FileFormat, FileValue } from "./files.js";
import { duplicateNameWarnings, outsideUaeWarnings } from "./import-warnings.js";
import { abuDhabiTime } from "./output.js";

/**
 * What an import reads and writes through: the Prisma client, or the import's own Prisma transaction.
 * Not the store's `Db`/`Tx` (decision 011): the importer is the one unit of work still written with
 * Prisma (createMany and per-record updates), until its writes move to SQL on the seam's `Tx`.
 */
export type ImportClient = PrismaClient | Prisma.TransactionClient;

export interface RowIssue {
  row: number;
  /** The field at fault; null when the whole row is. */
  field: string | null;
  message: string;
  /** What to do about it, printed once however many rows it concerns. */
  hint?: string;
}

export interface NumberedRow<Row> {
  row: number;
  data: Row;
}

/**
 * A record to change: its id, the complete wanted values, which of them differ from the stored ones
 * and those fields' stored values.
 */
export interface PlannedUpdate<Data> {
  id: number;
  data: Data;
  changed: string[];
  before: Partial<Data>;
}

/** One created or changed record as the operator reads it: "ACC-001  price 45.00 → 49.00 AED, stock 11 → 15". */
export interface ListedChange {
  row: number;
  /** The record's natural key as the file gives it (a product's sku, a plan's name, type and months). */
  label: string;
  /** "new", or each changed field with its old and new value. */
  change: string;
}

export interface ImportPlan<Data> {
  creates: Data[];
  updates: PlannedUpdate<Data>[];
  unchanged: number;
  issues: RowIssue[];
  /** What the file creates and changes, in file order; unchanged records are not listed. */
  listed: ListedChange[];
  /** Rows written with a warning (a product's stock overwritten under --stock=set). */
  warnings: RowIssue[];
}

/**
 * How a product file's stock column is taken (issue 31). check (the default): a product's stock is
 * set only if the store still has the stock the file was exported with (stock_at_export); set: set
 * anyway, with a warning per overwritten product; add: the column is a delivery added to the stock.
 */
export const STOCK_MODES = ["check", "set", "add"] as const;
export type StockMode = (typeof STOCK_MODES)[number];

export interface PlanOptions {
  stock: StockMode;
}

export interface EntityDefinition<Row, Data> {
  entity: ImportEntity;
  noun: { one: string; many: string };
  schema: z.ZodType<Row, unknown>;
  /** The natural key's field in the file, named when a key repeats. */
  keyField: string;
  /** The natural key as the database compares it. */
  key(row: Row): string;
  /** Reads the stored records the rows refer to and decides, row by row, what to create or change. */
  plan(db: ImportClient, rows: NumberedRow<Row>[], options: PlanOptions): Promise<ImportPlan<Data>>;
  /** Writes a plan inside the file's transaction; `progress(n)` after each n records. */
  write(tx: Prisma.TransactionClient, plan: ImportPlan<Data>, progress: (n: number) => void): Promise<void>;
  /** Every stored record as a file row, in a stable order. */
  exportRows(db: ImportClient, format: FileFormat): Promise<Record<string, FileValue>[]>;
}

/** Rows per createMany or bulk update statement: well under PostgreSQL's 65,535 parameters. */
export const WRITE_CHUNK = 1000;

export function chunks<T>(items: readonly T[], size = WRITE_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A file value: undefined (left out) keeps the stored one, null (empty) takes the default. */
function pick<T>(value: T | null | undefined, stored: T | undefined, fallback: T): T {
  if (value === undefined) return stored === undefined ? fallback : stored;
  return value === null ? fallback : value;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  return a === b;
}

/** How `decide` lists a change for the operator. */
interface Listing<Row> {
  /** The record as the operator knows it (its natural key as the file gives it). */
  label(row: Row): string;
  /** Names of referenced records by field (e.g. brandId: id to brand name). */
  names?: Record<string, (id: number) => string>;
  /** A field's change in words, when the usual "field old → new" will not do; null hides the field. */
  describe?(field: string, from: unknown, to: unknown): string | null | undefined;
  warnings?: RowIssue[];
}

/** Sorts rows into creates, updates (with the fields that differ) and unchanged. */
function decide<Row, Stored extends { id: number }, Data extends object>(
  rows: NumberedRow<Row>[],
  stored: Map<string, Stored>,
  key: (row: Row) => string,
  wanted: (row: Row, stored: Stored | undefined) => Data,
  issues: RowIssue[],
  listing: Listing<Row>,
): ImportPlan<Data> {
  const plan: ImportPlan<Data> = {
    creates: [],
    updates: [],
    unchanged: 0,
    issues,
    listed: [],
    warnings: listing.warnings ?? [],
  };
  const rejected = new Set(issues.map((issue) => issue.row));
  for (const { row, data: fileRow } of rows) {
    if (rejected.has(row)) continue;
    const current = stored.get(key(fileRow));
    const data = wanted(fileRow, current);
    if (!current) {
      plan.creates.push(data);
      plan.listed.push({ row, label: listing.label(fileRow), change: "new" });
      continue;
    }
    const old = current as unknown as Data;
    const changed = (Object.keys(data) as (keyof Data & string)[]).filter(
      (field) => !same(data[field], old[field]),
    ) as string[];
    if (changed.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    const before = Object.fromEntries(
      changed.map((field) => [field, old[field as keyof Data]]),
    ) as Partial<Data>;
    plan.updates.push({ id: current.id, data, changed, before });
    const words = changed.flatMap((field) => {
      const from = old[field as keyof Data];
      const to = data[field as keyof Data];
      const said = listing.describe?.(field, from, to);
      if (said !== undefined) return said === null ? [] : [said];
      return [describeChange(field, from, to, listing.names?.[field])];
    });
    plan.listed.push({ row, label: listing.label(fileRow), change: words.join(", ") });
  }
  return plan;
}

/** A stored field's name as the file's column: priceFils is price, brandId brand, nameAr name_ar. */
function columnOf(field: string): string {
  return field
    .replace(/Fils$/, "")
    .replace(/Id$/, "")
    .replace(/Html/, "")
    .replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Longest text shown whole in a change; longer ones are cut with "…". */
const SHOWN_TEXT = 40;

function shownValue(field: string, value: unknown, name?: (id: number) => string): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (name && typeof value === "number") return JSON.stringify(name(value));
  if (field.endsWith("Fils") && typeof value === "number") return String(aed(value, "csv"));
  if (value instanceof Date) return abuDhabiTime(value);
  if (Array.isArray(value)) return shownText(value.join("|"));
  if (typeof value === "string") return shownText(value);
  return String(value);
}

function shownText(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > SHOWN_TEXT ? `${flat.slice(0, SHOWN_TEXT - 1)}…` : flat);
}

/** "price 45.00 → 49.00 AED", "stock 11 → 15", "name_ar (empty) → \"…\"". */
export function describeChange(
  field: string,
  from: unknown,
  to: unknown,
  name?: (id: number) => string,
): string {
  const [old, now] = [shownValue(field, from, name), shownValue(field, to, name)];
  if (!field.endsWith("Fils")) return `${columnOf(field)} ${old} → ${now}`;
  // "price 45.00 → 49.00 AED"; "min_order 200.00 AED → (empty)" when one side is empty.
  const empty = (value: unknown) => value === null || value === undefined;
  if (!empty(from) && !empty(to)) return `${columnOf(field)} ${old} → ${now} AED`;
  return `${columnOf(field)} ${old}${empty(from) ? "" : " AED"} → ${now}${empty(to) ? "" : " AED"}`;
}

function changedFields<Data extends object>(update: PlannedUpdate<Data>): Partial<Data> {
  return Object.fromEntries(
    update.changed.map((field) => [field, update.data[field as keyof Data]]),
  ) as Partial<Data>;
}

/** A referenced record's name by id, for listing a changed reference. */
function nameOf(records: { id: number; name: string }[]): (id: number) => string {
  const names = new Map(records.map((record) => [record.id, record.name]));
  return (id) => names.get(id) ?? `#${id}`;
}

/** Finds a referenced record by exact name; the message suggests the right case when only that differs. */
function nameResolver(kind: string, importFirst: string, records: { id: number; name: string }[]) {
  const exact = new Map(records.map((record) => [record.name, record.id]));
  const folded = new Map(records.map((record) => [record.name.toLowerCase(), record.name]));
  return (name: string): { id: number } | { message: string } => {
    const id = exact.get(name);
    if (id !== undefined) return { id };
    const near = folded.get(name.toLowerCase());
    return {
      message: near
        ? `no ${kind} named "${name}"; did you mean "${near}"?`
        : `no ${kind} named "${name}" (import ${importFirst} first)`,
    };
  };
}

/**
 * Rows naming an image under /media/ that `pnpm ops images add` did not add (decision 025): no such
 * name, or a name whose size is not the added picture's. Other pictures (the web app's own files,
 * full URLs) are taken as they are.
 */
async function unknownImages<Row>(
  db: ImportClient,
  rows: NumberedRow<Row>[],
  field: string,
  images: (row: Row) => readonly (string | null | undefined)[] | null | undefined,
): Promise<RowIssue[]> {
  const named = rows.flatMap(({ row, data }) =>
    (images(data) ?? [])
      .filter((value): value is string => typeof value === "string" && value.startsWith(MEDIA_PATH))
      .map((value) => ({ row, value, image: parseMediaName(value) })),
  );
  if (named.length === 0) return [];
  const hashes = [...new Set(named.flatMap(({ image }) => (image ? [image.hash] : [])))];
  const stored = new Map<string, { width: number; height: number }>();
  for (const chunk of chunks(hashes, 5000)) {
    const found = await db.media.findMany({
      where: { hash: { in: chunk } },
      select: { hash: true, width: true, height: true },
    });
    for (const media of found) stored.set(media.hash, media);
  }
  const issues: RowIssue[] = [];
  for (const { row, value, image } of named) {
    const media = image ? stored.get(image.hash) : undefined;
    if (!image || !media) {
      issues.push({
        row,
        field,
        message: `no image named "${value}" (add it with pnpm ops images add first)`,
      });
    } else if (media.width !== image.width || media.height !== image.height) {
      issues.push({
        row,
        field,
        message: `"${value}" does not match the added picture, ${media.width}x${media.height}: give the name pnpm ops images add printed`,
      });
    }
  }
  return issues;
}

/** AED as a file holds it: a number in JSON, "149.50" in CSV. */
/** An amount in fils as a file holds it: a JSON number, or text with two decimals in CSV. */
export function aed(fils: number, format: FileFormat): number | string {
  if (format === "json") return filsToAed(fils);
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function aedOrNull(fils: number | null, format: FileFormat): number | string | null {
  return fils === null ? null : aed(fils, format);
}

async function updateEach<Data extends object>(
  updates: PlannedUpdate<Data>[],
  progress: (n: number) => void,
  apply: (id: number, data: Partial<Data>) => Promise<unknown>,
): Promise<void> {
  for (const update of updates) {
    await apply(update.id, changedFields(update));
    progress(1);
  }
}

async function createInChunks<Data>(
  creates: Data[],
  progress: (n: number) => void,
  apply: (data: Data[]) => Promise<unknown>,
): Promise<void> {
  for (const chunk of chunks(creates)) {
    await apply(chunk);
    progress(chunk.length);
  }
}

// ---------------------------------------------------------------- categories

type CategoryRow = z.output<typeof CategoryImportRowSchema>;
type CategoryData = { name: string; image: string | null; position: number; nameAr: string | null };

const categories: EntityDefinition<CategoryRow, CategoryData> = {
  entity: "categories",
  noun: { one: "category", many: "categories" },
  schema: CategoryImportRowSchema,
  keyField: "name",
  key: (row) => row.name,
  async plan(db, rows) {
    const stored = await db.category.findMany({ where: { name: { in: rows.map((r) => r.data.name) } } });
    return decide(
      rows,
      new Map(stored.map((s) => [s.name, s])),
      (row) => row.name,
      (row, s) => ({
        name: row.name,
        image: pick(row.image, s?.image, null),
        position: pick(row.position, s?.position, 0),
        nameAr: pick(row.name_ar, s?.nameAr, null),
      }),
      await unknownImages(db, rows, "image", (row) => [row.image]),
      { label: (row) => row.name },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.category.createMany({ data }));
    await updateEach(plan.updates, progress, (id, data) => tx.category.update({ where: { id }, data }));
  },
  async exportRows(db) {
    const stored = await db.category.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }] });
    return stored.map((s) => ({ name: s.name, image: s.image, position: s.position, name_ar: s.nameAr }));
  },
};

// ---------------------------------------------------------------- brands

type BrandRow = z.output<typeof BrandImportRowSchema>;
type BrandData = { name: string; logo: string | null; promoted: boolean; nameAr: string | null };

const brands: EntityDefinition<BrandRow, BrandData> = {
  entity: "brands",
  noun: { one: "brand", many: "brands" },
  schema: BrandImportRowSchema,
  keyField: "name",
  key: (row) => row.name,
  async plan(db, rows) {
    const stored = await db.brand.findMany({ where: { name: { in: rows.map((r) => r.data.name) } } });
    return decide(
      rows,
      new Map(stored.map((s) => [s.name, s])),
      (row) => row.name,
      (row, s) => ({
        name: row.name,
        logo: pick(row.logo, s?.logo, null),
        promoted: pick(row.promoted, s?.promoted, false),
        nameAr: pick(row.name_ar, s?.nameAr, null),
      }),
      await unknownImages(db, rows, "logo", (row) => [row.logo]),
      { label: (row) => row.name },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.brand.createMany({ data }));
    await updateEach(plan.updates, progress, (id, data) => tx.brand.update({ where: { id }, data }));
  },
  async exportRows(db) {
    const stored = await db.brand.findMany({ orderBy: { name: "asc" } });
    return stored.map((s) => ({ name: s.name, logo: s.logo, promoted: s.promoted, name_ar: s.nameAr }));
  },
};

// ---------------------------------------------------------------- products

type ProductRow = z.output<typeof ProductImportRowSchema>;
type ProductData = {
  sku: string;
  name: string;
  brandId: number;
  categoryId: number;
  description: string;
  priceFils: number;
  discountPercentage: number;
  salePriceFils: number;
  stock: number;
  image: string;
  promoted: boolean;
  bestseller: boolean;
  hidden: boolean;
  nameAr: string | null;
  descriptionAr: string | null;
};

const products: EntityDefinition<ProductRow, ProductData> = {
  entity: "products",
  noun: { one: "product", many: "products" },
  schema: ProductImportRowSchema,
  keyField: "sku",
  key: (row) => row.sku,
  async plan(db, rows, options) {
    const [brandRecords, categoryRecords] = await Promise.all([
      db.brand.findMany({ select: { id: true, name: true } }),
      db.category.findMany({ select: { id: true, name: true } }),
    ]);
    const brandOf = nameResolver("brand", "brands", brandRecords);
    const categoryOf = nameResolver("category", "categories", categoryRecords);
    const issues: RowIssue[] = await unknownImages(db, rows, "image", (row) => [row.image]);
    const refs = new Map<ProductRow, { brandId: number; categoryId: number }>();
    for (const { row, data } of rows) {
      const brand = brandOf(data.brand);
      const category = categoryOf(data.category);
      if ("message" in brand) issues.push({ row, field: "brand", message: brand.message });
      if ("message" in category) issues.push({ row, field: "category", message: category.message });
      if ("id" in brand && "id" in category) refs.set(data, { brandId: brand.id, categoryId: category.id });
    }
    // Orders take stock while an import runs. The file's products are locked (in id order, as a
    // checkout takes them) before they are read, so no sale falls between the stock check below and
    // the write: a checkout waits for the import's transaction, then takes from the stock it wrote.
    const skus = rows.map((r) => r.data.sku);
    if (skus.length > 0) {
      await db.$queryRaw`select id from products where sku = any(${skus}::text[]) order by id for update`;
    }
    const stored = new Map<string, Prisma.ProductGetPayload<{ select: typeof productFields }>>();
    for (const chunk of chunks(skus, 5000)) {
      const found = await db.product.findMany({ where: { sku: { in: chunk } }, select: productFields });
      for (const product of found) stored.set(product.sku, product);
    }
    const stocks = new Map<ProductRow, number>();
    // A second product with the same name under another SKU is imported with a warning (issue 31).
    const warnings: RowIssue[] = await duplicateNameWarnings(db, rows);
    for (const numbered of rows) {
      const decided = stockOf(numbered, stored.get(numbered.data.sku), options.stock);
      if ("issue" in decided) issues.push(decided.issue);
      else stocks.set(numbered.data, decided.stock);
      if ("warning" in decided && decided.warning) warnings.push(decided.warning);
    }
    return decide(
      rows,
      stored,
      (row) => row.sku,
      (row, s) => {
        const ref = refs.get(row)!;
        const priceFils = row.price;
        const discountPercentage = pick(row.discount_percentage, s?.discountPercentage, 0);
        return {
          sku: row.sku,
          name: row.name,
          brandId: ref.brandId,
          categoryId: ref.categoryId,
          description: pick(row.description, s?.description, ""),
          priceFils,
          discountPercentage,
          salePriceFils: salePriceFils(priceFils, discountPercentage),
          stock: stocks.get(row)!,
          image: pick(row.image, s?.image, PLACEHOLDER_IMAGE),
          promoted: pick(row.promoted, s?.promoted, false),
          bestseller: pick(row.bestseller, s?.bestseller, false),
          hidden: pick(row.hidden, s?.hidden, false),
          nameAr: pick(row.name_ar, s?.nameAr, null),
          descriptionAr: pick(row.description_ar, s?.descriptionAr, null),
        };
      },
      issues,
      {
        label: (row) => row.sku,
        names: { brandId: nameOf(brandRecords), categoryId: nameOf(categoryRecords) },
        // The sale price follows from price and discount, which are listed.
        describe: (field, from, to) =>
          field === "salePriceFils"
            ? null
            : field === "stock" && options.stock === "add"
              ? `stock ${String(from)} → ${String(to)} (+${Number(to) - Number(from)} delivered)`
              : undefined,
        warnings,
      },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.product.createMany({ data }));
    // One statement per chunk instead of one per product: a 5,000-row price update stays quick.
    for (const chunk of chunks(plan.updates)) {
      const column = <K extends keyof ProductData>(field: K) => chunk.map((u) => u.data[field]);
      // Stock is written as a change to the stock read under the lock (stock = stock + n, never the
      // read value written back): the delivery under --stock=add; under check and set the same as
      // writing the new stock, since no order can take stock while the import holds the lock.
      const stockChanges = chunk.map((u) => u.data.stock - (u.before.stock ?? u.data.stock));
      await tx.$executeRaw`
        update products p set
          name = v.name, brand_id = v.brand_id, category_id = v.category_id, description = v.description,
          price_fils = v.price_fils, discount_percentage = v.discount_percentage,
          sale_price_fils = v.sale_price_fils, stock = p.stock + v.stock_change, image = v.image,
          promoted = v.promoted, bestseller = v.bestseller, hidden = v.hidden, name_ar = v.name_ar,
          description_ar = v.description_ar, updated_at = now()
        from unnest(
          ${chunk.map((u) => u.id)}::int[], ${column("name")}::text[], ${column("brandId")}::int[],
          ${column("categoryId")}::int[], ${column("description")}::text[], ${column("priceFils")}::int[],
          ${column("discountPercentage")}::int[], ${column("salePriceFils")}::int[], ${stockChanges}::int[],
          ${column("image")}::text[], ${column("promoted")}::boolean[], ${column("bestseller")}::boolean[],
          ${column("hidden")}::boolean[], ${column("nameAr")}::text[], ${column("descriptionAr")}::text[]
        ) as v(id, name, brand_id, category_id, description, price_fils, discount_percentage,
               sale_price_fils, stock_change, image, promoted, bestseller, hidden, name_ar, description_ar)
        where p.id = v.id`;
      progress(chunk.length);
    }
  },
  async exportRows(db, format) {
    const stored = await db.product.findMany({
      orderBy: { sku: "asc" },
      include: { brand: { select: { name: true } }, category: { select: { name: true } } },
    });
    return stored.map((p) => ({
      sku: p.sku,
      name: p.name,
      brand: p.brand.name,
      category: p.category.name,
      description: p.description,
      price: aed(p.priceFils, format),
      discount_percentage: p.discountPercentage,
      stock: p.stock,
      stock_at_export: p.stock,
      image: p.image,
      promoted: p.promoted,
      bestseller: p.bestseller,
      hidden: p.hidden,
      name_ar: p.nameAr,
      description_ar: p.descriptionAr,
    }));
  },
};

/**
 * The stock a product row leaves (issue 31), or why the row is refused. A stock column left out keeps
 * the stored stock; an empty one means 0. A new product gets the file's stock in every mode. For a
 * stored product, under check (the default) the file may set the stock only if the store still has
 * the stock the file was exported with (stock_at_export), or, in a file without it, if the stock
 * does not change; set sets it anyway and warns; add adds the file's stock to the stored one.
 */
function stockOf(
  { row, data }: NumberedRow<ProductRow>,
  stored: { stock: number } | undefined,
  mode: StockMode,
): { stock: number; warning?: RowIssue } | { issue: RowIssue } {
  if (data.stock === undefined) return { stock: stored?.stock ?? 0 };
  const value = data.stock ?? 0;
  if (!stored) return { stock: value };
  if (mode === "add") return { stock: stored.stock + value };
  const exported = typeof data.stock_at_export === "number" ? data.stock_at_export : null;
  const stale = exported === null ? value !== stored.stock : exported !== stored.stock;
  if (!stale) return { stock: value };
  const now = `the store has ${stored.stock} now`;
  if (mode === "set") {
    const since = exported === null ? "" : ` (the file was exported with ${exported})`;
    return {
      stock: value,
      warning: { row, field: "stock", message: `${data.sku}: stock set to ${value}, ${now}${since}` },
    };
  }
  const message =
    exported === null
      ? `${data.sku}: sets stock ${value} but ${now}, and the file has no stock_at_export to show ` +
        "which stock it was based on"
      : `${data.sku}: the file was exported with stock ${exported} but ${now} (sold or changed since)`;
  return { issue: { row, field: "stock", message, hint: STALE_STOCK_HINT } };
}

const STALE_STOCK_HINT =
  "A file may set only a stock nobody changed since the export (stock_at_export): export the " +
  "products again and redo your change there, or import with --stock=set to set the file's stock " +
  "anyway (a stock-take), or --stock=add if the file's stock is a delivery to add.";

const productFields = {
  id: true,
  sku: true,
  name: true,
  brandId: true,
  categoryId: true,
  description: true,
  priceFils: true,
  discountPercentage: true,
  salePriceFils: true,
  stock: true,
  image: true,
  promoted: true,
  bestseller: true,
  hidden: true,
  nameAr: true,
  descriptionAr: true,
} as const satisfies Prisma.ProductSelect;

// ---------------------------------------------------------------- plans

type PlanRow = z.output<typeof PlanImportRowSchema>;
type PlanData = {
  name: string;
  serviceType: "CAR_WASH" | "MAINTENANCE";
  durationMonths: number;
  monthlyPriceFils: number;
  descriptionHtml: string;
  popular: boolean;
  active: boolean;
  nameAr: string | null;
  descriptionHtmlAr: string | null;
};
const planKey = (name: string, serviceType: string, months: number) =>
  `${name}\u0000${serviceType}\u0000${months}`;

const plans: EntityDefinition<PlanRow, PlanData> = {
  entity: "plans",
  noun: { one: "plan", many: "plans" },
  schema: PlanImportRowSchema,
  keyField: "name",
  key: (row) => planKey(row.name, row.service_type, row.duration_months),
  async plan(db, rows) {
    const stored = await db.plan.findMany({ where: { name: { in: rows.map((r) => r.data.name) } } });
    const issues: RowIssue[] = [];
    const sanitised = new Map<PlanRow, string>();
    // undefined: the column is left out (keep the stored text); null: emptied (no Arabic text).
    const sanitisedAr = new Map<PlanRow, string | null | undefined>();
    for (const { row, data } of rows) {
      const html = sanitisePlanHtml(data.description).trim();
      if (html === "")
        issues.push({
          row,
          field: "description",
          message: "has no text left once cleaned of unsupported HTML",
        });
      sanitised.set(data, html);
      const arabic =
        typeof data.description_ar === "string" ? sanitisePlanHtml(data.description_ar).trim() : null;
      if (arabic === "")
        issues.push({
          row,
          field: "description_ar",
          message: "has no text left once cleaned of unsupported HTML",
        });
      sanitisedAr.set(data, data.description_ar === undefined ? undefined : arabic);
    }
    return decide(
      rows,
      new Map(stored.map((s) => [planKey(s.name, s.serviceType, s.durationMonths), s])),
      plans.key,
      (row, s): PlanData => ({
        name: row.name,
        serviceType: row.service_type,
        durationMonths: row.duration_months,
        monthlyPriceFils: row.monthly_price,
        descriptionHtml: sanitised.get(row)!,
        popular: pick(row.popular, s?.popular, false),
        active: pick(row.active, s?.active, true),
        nameAr: pick(row.name_ar, s?.nameAr, null),
        descriptionHtmlAr: pick(sanitisedAr.get(row), s?.descriptionHtmlAr, null),
      }),
      issues,
      { label: (row) => `${row.name} ${row.service_type} ${row.duration_months} months` },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.plan.createMany({ data }));
    await updateEach(plan.updates, progress, (id, data) => tx.plan.update({ where: { id }, data }));
  },
  async exportRows(db, format) {
    const stored = await db.plan.findMany({
      orderBy: [
        { serviceType: "asc" },
        { durationMonths: "asc" },
        { monthlyPriceFils: "asc" },
        { name: "asc" },
      ],
    });
    return stored.map((s) => ({
      name: s.name,
      service_type: s.serviceType,
      duration_months: s.durationMonths,
      monthly_price: aed(s.monthlyPriceFils, format),
      description: s.descriptionHtml,
      popular: s.popular,
      active: s.active,
      name_ar: s.nameAr,
      description_ar: s.descriptionHtmlAr,
    }));
  },
};

// ---------------------------------------------------------------- coupons

type CouponEdge = "start" | "end";

/** A file's bound as an instant: a date alone is the start (starts_at) or end (ends_at) of that UAE day. */
const couponInstant = (bound: string | Date, edge: CouponEdge): Date =>
  bound instanceof Date ? bound : edge === "start" ? startOfStoreDay(bound) : endOfStoreDay(bound);

/** How a coupon bound is written to a file: the plain day when it is a whole UAE day. */
function couponBoundText(instant: Date, edge: CouponEdge): string {
  const day = storeDay(instant);
  const whole = edge === "start" ? startOfStoreDay(day) : endOfStoreDay(day);
  return whole.getTime() === instant.getTime() ? day : instant.toISOString();
}

// The contract keeps a date alone as a day (contracts know no time zone): it becomes an instant here.
const CouponFileRowSchema = CouponImportRowSchema.transform((row) => ({
  ...row,
  starts_at: couponInstant(row.starts_at, "start"),
  ends_at: couponInstant(row.ends_at, "end"),
})).superRefine((row, ctx) => {
  if (row.ends_at <= row.starts_at) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "must be after starts_at" });
  }
});

type CouponRow = z.output<typeof CouponFileRowSchema>;
type CouponData = {
  code: string;
  name: string;
  discountPercentage: number;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  minOrderFils: number | null;
  nameAr: string | null;
};

const coupons: EntityDefinition<CouponRow, CouponData> = {
  entity: "coupons",
  noun: { one: "coupon", many: "coupons" },
  schema: CouponFileRowSchema,
  keyField: "code",
  // Codes are citext: SAVE10 and save10 are the same coupon.
  key: (row) => row.code.toLowerCase(),
  async plan(db, rows) {
    const stored = await db.coupon.findMany();
    return decide(
      rows,
      new Map(stored.map((s) => [s.code.toLowerCase(), s])),
      coupons.key,
      (row, s) => ({
        code: row.code,
        name: row.name,
        discountPercentage: row.discount_percentage,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        active: pick(row.active, s?.active, true),
        maxRedemptions: pick(row.max_redemptions, s?.maxRedemptions, null),
        maxPerCustomer: pick(row.max_per_customer, s?.maxPerCustomer, null),
        minOrderFils: pick(row.min_order, s?.minOrderFils, null),
        nameAr: pick(row.name_ar, s?.nameAr, null),
      }),
      [],
      { label: (row) => row.code },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.coupon.createMany({ data }));
    await updateEach(plan.updates, progress, (id, data) => tx.coupon.update({ where: { id }, data }));
  },
  async exportRows(db, format) {
    const stored = await db.coupon.findMany({ orderBy: { code: "asc" } });
    return stored.map((s) => ({
      code: s.code,
      name: s.name,
      discount_percentage: s.discountPercentage,
      starts_at: couponBoundText(s.startsAt, "start"),
      ends_at: couponBoundText(s.endsAt, "end"),
      active: s.active,
      max_redemptions: s.maxRedemptions,
      max_per_customer: s.maxPerCustomer,
      min_order: aedOrNull(s.minOrderFils, format),
      name_ar: s.nameAr,
    }));
  },
};

// ---------------------------------------------------------------- service categories

type ServiceCategoryRow = z.output<typeof ServiceCategoryImportRowSchema>;
type ServiceCategoryData = { name: string; position: number; nameAr: string | null };

const serviceCategories: EntityDefinition<ServiceCategoryRow, ServiceCategoryData> = {
  entity: "service-categories",
  noun: { one: "service category", many: "service categories" },
  schema: ServiceCategoryImportRowSchema,
  keyField: "name",
  key: (row) => row.name,
  async plan(db, rows) {
    const stored = await db.serviceCategory.findMany({
      where: { name: { in: rows.map((r) => r.data.name) } },
    });
    return decide(
      rows,
      new Map(stored.map((s) => [s.name, s])),
      (row) => row.name,
      (row, s) => ({
        name: row.name,
        position: pick(row.position, s?.position, 0),
        nameAr: pick(row.name_ar, s?.nameAr, null),
      }),
      [],
      { label: (row) => row.name },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.serviceCategory.createMany({ data }));
    await updateEach(plan.updates, progress, (id, data) =>
      tx.serviceCategory.update({ where: { id }, data }),
    );
  },
  async exportRows(db) {
    const stored = await db.serviceCategory.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }] });
    return stored.map((s) => ({ name: s.name, position: s.position, name_ar: s.nameAr }));
  },
};

// ---------------------------------------------------------------- vendors (services)

type VendorRow = z.output<typeof VendorImportRowSchema>;
type VendorData = {
  slug: string;
  vendorName: string;
  categoryId: number;
  address: string;
  latitude: number;
  longitude: number;
  details: string;
  phoneNumber: string;
  whatsappNumber: string;
  images: string[];
  vendorNameAr: string | null;
  addressAr: string | null;
  detailsAr: string | null;
};

const vendors: EntityDefinition<VendorRow, VendorData> = {
  entity: "vendors",
  noun: { one: "vendor", many: "vendors" },
  schema: VendorImportRowSchema,
  keyField: "slug",
  key: (row) => row.slug,
  async plan(db, rows) {
    const serviceCategories = await db.serviceCategory.findMany({ select: { id: true, name: true } });
    const categoryOf = nameResolver("service category", "service-categories", serviceCategories);
    const issues: RowIssue[] = await unknownImages(db, rows, "images", (row) => row.images);
    const categoryIds = new Map<VendorRow, number>();
    for (const { row, data } of rows) {
      const category = categoryOf(data.category);
      if ("message" in category) issues.push({ row, field: "category", message: category.message });
      else categoryIds.set(data, category.id);
    }
    const stored = await db.service.findMany({ where: { slug: { in: rows.map((r) => r.data.slug) } } });
    return decide(
      rows,
      new Map(stored.map((s) => [s.slug, s])),
      (row) => row.slug,
      (row, s) => ({
        slug: row.slug,
        vendorName: row.vendor_name,
        categoryId: categoryIds.get(row)!,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        details: pick(row.details, s?.details, ""),
        phoneNumber: row.phone_number,
        whatsappNumber: row.whatsapp_number,
        images: pick(row.images, s?.images, []),
        vendorNameAr: pick(row.vendor_name_ar, s?.vendorNameAr, null),
        addressAr: pick(row.address_ar, s?.addressAr, null),
        detailsAr: pick(row.details_ar, s?.detailsAr, null),
      }),
      issues,
      {
        label: (row) => row.slug,
        names: { categoryId: nameOf(serviceCategories) },
        // Coordinates outside the UAE (a swapped latitude and longitude) are imported with a warning.
        warnings: outsideUaeWarnings(rows),
      },
    );
  },
  async write(tx, plan, progress) {
    await createInChunks(plan.creates, progress, (data) => tx.service.createMany({ data }));
    await updateEach(plan.updates, progress, (id, data) => tx.service.update({ where: { id }, data }));
  },
  async exportRows(db) {
    const stored = await db.service.findMany({
      orderBy: { slug: "asc" },
      include: { category: { select: { name: true } } },
    });
    return stored.map((s) => ({
      slug: s.slug,
      vendor_name: s.vendorName,
      category: s.category.name,
      address: s.address,
      latitude: s.latitude,
      longitude: s.longitude,
      details: s.details,
      phone_number: s.phoneNumber,
      whatsapp_number: s.whatsappNumber,
      images: s.images,
      vendor_name_ar: s.vendorNameAr,
      address_ar: s.addressAr,
      details_ar: s.detailsAr,
    }));
  },
};

/** Every importable entity, by the name the commands take. */
export const ENTITIES: Record<ImportEntity, EntityDefinition<unknown, object>> = {
  categories,
  brands,
  products,
  plans,
  coupons,
  "service-categories": serviceCategories,
  vendors,
};
