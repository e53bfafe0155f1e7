// import, export, and the promote / activate switches of products, brands and coupons.
import { writeFileSync } from "node:fs";
import { IMPORT_COLUMNS, IMPORT_ENTITIES, type ImportEntity } from "@carcare/contracts";
import { type Command, InvalidArgumentError, Option } from "commander";
import { type CommandContext, OpsError, UsageError } from "../context.js";
import { ENTITIES, STOCK_MODES, type StockMode } from "../entities.js";
import {
  CUSTOMER_EXPORT_COLUMNS,
  customerExportRows,
  EXPORT_ONLY_ENTITIES,
  type ExportOnlyEntity,
  exportOnlyRefusal,
  isExportOnly,
  ORDER_EXPORT_COLUMNS,
  orderExportRows,
} from "../exports.js";
import { FILE_FORMATS, type FileFormat, type FileValue, formatFromPath, renderRows } from "../files.js";
import { changeLines, importFile, issueLine, summaryLine, warningLine } from "../importer.js";
import {
  PRICE_HISTORY,
  PRICE_HISTORY_COLUMNS,
  PRICE_HISTORY_IMPORT_REFUSAL,
  priceHistoryRows,
} from "../price-history.js";
import { calendarDayArg } from "./parsers.js";

interface ExportOptions {
  format?: FileFormat;
  out?: string;
  sku?: string;
  from?: string;
  to?: string;
}

/** Issues printed for a rejected file before "… and N more". */
const MAX_ISSUES_SHOWN = 50;

const SINGULAR: Record<string, ImportEntity> = {
  category: "categories",
  brand: "brands",
  product: "products",
  plan: "plans",
  coupon: "coupons",
  "service-category": "service-categories",
  vendor: "vendors",
  services: "vendors",
};

export function parseEntity(value: string): ImportEntity {
  const name = value.trim().toLowerCase();
  if (name === PRICE_HISTORY) throw new InvalidArgumentError(PRICE_HISTORY_IMPORT_REFUSAL);
  if (isExportOnly(name)) throw new InvalidArgumentError(exportOnlyRefusal(name));
  if ((IMPORT_ENTITIES as readonly string[]).includes(name)) return name as ImportEntity;
  const alias = SINGULAR[name];
  if (alias) return alias;
  throw new InvalidArgumentError(`use one of ${IMPORT_ENTITIES.join(", ")}.`);
}

/** What export takes: an importable entity, or the export-only price history, orders and customers. */
function parseExportEntity(value: string): ImportEntity | typeof PRICE_HISTORY | ExportOnlyEntity {
  const name = value.trim().toLowerCase();
  if (name === PRICE_HISTORY || isExportOnly(name)) return name;
  try {
    return parseEntity(value);
  } catch {
    throw new InvalidArgumentError(
      `use one of ${IMPORT_ENTITIES.join(", ")}, ${PRICE_HISTORY}, ${EXPORT_ONLY_ENTITIES.join(", ")}.`,
    );
  }
}

const ENTITY_LIST = IMPORT_ENTITIES.join(", ");

export function registerCatalogueCommands(program: Command, ctx: CommandContext): void {
  program
    .command("import")
    .summary("load a JSON or CSV file of one entity into the store")
    .description(
      `Load a .json or .csv file of one entity (${ENTITY_LIST}) into the store.\n\n` +
        "Every row is checked before anything is written; one bad row rejects the whole file with\n" +
        "its row number, field and reason. Rows are matched to stored records by their natural key\n" +
        "(category/brand/service category name, product sku, plan name+type+months, coupon code,\n" +
        "vendor slug), so importing the same file again changes nothing. One transaction per file.\n\n" +
        "Row numbers: in CSV the header is row 1 and the first record row 2 (as a spreadsheet shows\n" +
        "them); in JSON (an array of objects) the first object is row 1.\n" +
        "A column left out leaves that field as stored; an empty cell (JSON null) clears it or\n" +
        "takes its default. Import in this order: categories, brands, products; service-categories,\n" +
        "vendors; plans and coupons any time.\n\n" +
        "Every import and dry run lists each created or changed record with its changed fields,\n" +
        "old → new (unchanged records are only counted), then the summary line.\n\n" +
        "Product stock: an export carries stock_at_export, the stock the store had then. By default\n" +
        "a row that sets the stock of a product whose stock has changed since (a sale) is refused,\n" +
        "as is a row setting a different stock in a file without stock_at_export: re-importing an\n" +
        "old export never gives back a sold unit. --stock=set sets the file's stock anyway, with a\n" +
        "warning per product; --stock=add adds the file's stock to the store's (a delivery).",
    )
    .argument("<entity>", ENTITY_LIST, parseEntity)
    .argument("<file>", "a .json or .csv file")
    .option("--dry-run", "check the file and report what would change, without writing")
    .addOption(
      new Option(
        "--stock <mode>",
        "products: check (refuse a stock changed since the export), set (overwrite it, with a " +
          "warning), add (the file's stock is a delivery, added to the store's)",
      )
        .choices(STOCK_MODES)
        .default("check"),
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops import categories examples/ops/categories.csv\n" +
        "  $ pnpm ops import products examples/ops/products.json --dry-run\n" +
        "  $ pnpm ops import products delivery.csv --stock=add   (sku,name,brand,category,price,stock)\n" +
        "  $ pnpm ops import vendors examples/ops/vendors.csv",
    )
    .action(async (entity: ImportEntity, file: string, options: { dryRun?: boolean; stock: StockMode }) => {
      if (options.stock !== "check" && entity !== "products") {
        throw new UsageError(`--stock=${options.stock} goes with products only`);
      }
      const path = ctx.resolvePath(file);
      const prisma = await ctx.prisma();
      const result = await importFile(prisma, entity, path, {
        dryRun: options.dryRun === true,
        progressStream: ctx.stderr,
        actor: ctx.actor,
        stock: options.stock,
      });
      for (const issue of result.issues.slice(0, MAX_ISSUES_SHOWN)) ctx.err(issueLine(path, issue));
      if (result.issues.length > MAX_ISSUES_SHOWN) {
        ctx.err(`… and ${result.issues.length - MAX_ISSUES_SHOWN} more problems`);
      }
      for (const hint of new Set(result.issues.flatMap((issue) => issue.hint ?? []))) ctx.err(hint);
      for (const warning of result.warnings) ctx.err(warningLine(path, warning));
      for (const line of changeLines(result)) ctx.out(line);
      ctx.out(summaryLine(result));
      if (result.rejected > 0)
        throw new OpsError(`${file} was rejected; fix the rows above and import it again`);
    });

  program
    .command("export")
    .summary("write every record of one entity in the import format")
    .description(
      `Write every stored record of one entity (${ENTITY_LIST}) in exactly the import format,\n` +
        "so the file imports back with everything unchanged. Writes to stdout unless --out is given.\n\n" +
        `${PRICE_HISTORY} (export only) writes every recorded price of every product, or of one with\n` +
        "--sku: when it took effect, list price, discount, sale price, and what and who set it.\n\n" +
        "orders and customers (export only): one row per order (its lines in the items column, `|`-separated)\n" +
        "or per customer, for the books and follow-ups; never a password hash or other secret.\n" +
        "--from/--to keep the orders placed (customers joined) on those Abu Dhabi days.",
    )
    .argument("<entity>", `${ENTITY_LIST}, or ${PRICE_HISTORY}, orders, customers`, parseExportEntity)
    .addOption(
      new Option("--format <format>", "json or csv (default: from --out's extension, else json)").choices(
        FILE_FORMATS,
      ),
    )
    .option("--out <file>", "write to this file instead of stdout")
    .option("--sku <sku>", `with ${PRICE_HISTORY}: only this product's prices`)
    .option(
      "--from <YYYY-MM-DD>",
      "with orders or customers: placed (joined) on or after this day",
      calendarDayArg,
    )
    .option(
      "--to <YYYY-MM-DD>",
      "with orders or customers: placed (joined) on or before this day",
      calendarDayArg,
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops export products --format csv > products.csv\n" +
        "  $ pnpm ops export coupons --out coupons.json\n" +
        "  $ pnpm ops export price-history --sku ENG-5W30-4L --format csv\n" +
        "  $ pnpm ops export orders --from 2025-03-01 --to 2025-03-31 --out march-orders.csv",
    )
    .action(
      async (entity: ImportEntity | typeof PRICE_HISTORY | ExportOnlyEntity, options: ExportOptions) => {
        const fromOut = options.out ? formatFromPath(options.out) : null;
        if (options.out && !fromOut && !options.format) {
          throw new UsageError(
            `cannot tell the format of ${options.out}: name it .json or .csv, or give --format`,
          );
        }
        if (options.sku !== undefined && entity !== PRICE_HISTORY) {
          throw new UsageError(`--sku goes with ${PRICE_HISTORY} only`);
        }
        if ((options.from !== undefined || options.to !== undefined) && !isExportOnly(entity)) {
          throw new UsageError("--from and --to go with orders and customers only");
        }
        if (options.from && options.to && options.from > options.to) {
          throw new UsageError("--from must be on or before --to");
        }
        const format = options.format ?? fromOut ?? "json";
        const prisma = await ctx.prisma();
        const { columns, rows }: { columns: readonly string[]; rows: Record<string, FileValue>[] } =
          entity === PRICE_HISTORY
            ? { columns: PRICE_HISTORY_COLUMNS, rows: await priceHistoryRows(prisma, format, options.sku) }
            : entity === "orders"
              ? { columns: ORDER_EXPORT_COLUMNS, rows: await orderExportRows(prisma, format, options) }
              : entity === "customers"
                ? {
                    columns: CUSTOMER_EXPORT_COLUMNS,
                    rows: await customerExportRows(prisma, format, options),
                  }
                : {
                    columns: IMPORT_COLUMNS[entity],
                    rows: await ENTITIES[entity].exportRows(prisma, format),
                  };
        const text = renderRows(format, columns, rows);
        if (options.out) {
          const path = ctx.resolvePath(options.out);
          writeFileSync(path, text);
          ctx.err(`exported ${rows.length} ${entity} to ${path}`);
        } else {
          ctx.stdout.write(text);
        }
      },
    );

  registerSwitch(program, ctx, {
    group: "products",
    what: "product",
    keyName: "sku",
    on: { verb: "promote", past: "promoted" },
    off: { verb: "unpromote", past: "unpromoted" },
    help: "show products in the store's deals (promoted) or not",
    example: "products promote ENG-5W30-4L BRK-PAD-F01",
    apply: async (keys, value) => {
      const prisma = await ctx.prisma();
      const found = await prisma.product.findMany({
        where: { sku: { in: keys } },
        select: { sku: true, promoted: true },
      });
      return {
        found: found.map((p) => ({ key: p.sku, current: p.promoted })),
        update: (targets) =>
          prisma.product.updateMany({ where: { sku: { in: targets } }, data: { promoted: value } }),
      };
    },
  });
  registerSwitch(program, ctx, {
    group: "products",
    what: "product",
    keyName: "sku",
    on: { verb: "hide", past: "hidden" },
    off: { verb: "show", past: "shown" },
    help:
      "take products out of the store without deleting them, or bring\n" +
      "them back. Hidden: in no listing, search, suggestion, home section, sitemap or product page\n" +
      "(not found); not addable to a cart or orderable (carts show them as out of stock); orders,\n" +
      "invoices and reviews stay. The store drops its kept copies at once",
    example: "products hide BRK-PAD-F01   (and: products show BRK-PAD-F01)",
    after: (hidden) =>
      hidden
        ? "the store stops showing them now (product page: not found; in carts: out of stock); orders, invoices and reviews stay"
        : "the store shows them again now",
    apply: async (keys, value) => {
      const prisma = await ctx.prisma();
      const found = await prisma.product.findMany({
        where: { sku: { in: keys } },
        select: { sku: true, hidden: true },
      });
      return {
        found: found.map((p) => ({ key: p.sku, current: p.hidden })),
        // One statement: the products trigger announces it (catalogue_changed '*'), so every
        // worker drops its kept answers and listings at once.
        update: (targets) =>
          prisma.product.updateMany({ where: { sku: { in: targets } }, data: { hidden: value } }),
      };
    },
  });
  registerSwitch(program, ctx, {
    group: "brands",
    what: "brand",
    keyName: "name",
    on: { verb: "promote", past: "promoted" },
    off: { verb: "unpromote", past: "unpromoted" },
    help: "show brands among the store's promoted brands or not",
    example: 'brands promote Castrol "Meguiar\'s"',
    apply: async (keys, value) => {
      const prisma = await ctx.prisma();
      const found = await prisma.brand.findMany({
        where: { name: { in: keys } },
        select: { name: true, promoted: true },
      });
      return {
        found: found.map((b) => ({ key: b.name, current: b.promoted })),
        update: (targets) =>
          prisma.brand.updateMany({ where: { name: { in: targets } }, data: { promoted: value } }),
      };
    },
  });
  registerSwitch(program, ctx, {
    group: "coupons",
    what: "coupon",
    keyName: "code",
    on: { verb: "activate", past: "activated" },
    off: { verb: "deactivate", past: "deactivated" },
    help: "let customers use coupons or stop them",
    example: "coupons deactivate WELCOME10 SUMMER25",
    apply: async (keys, value) => {
      const prisma = await ctx.prisma();
      const stored = await prisma.coupon.findMany({ select: { code: true, active: true } });
      // Codes are matched regardless of case; report them as the operator typed them.
      const byCode = new Map(stored.map((c) => [c.code.toLowerCase(), c]));
      const found = keys.flatMap((key) => {
        const coupon = byCode.get(key.toLowerCase());
        return coupon ? [{ key, current: coupon.active, stored: coupon.code }] : [];
      });
      return {
        found,
        update: (targets) => {
          const codes = found.filter((f) => targets.includes(f.key)).map((f) => f.stored);
          return prisma.coupon.updateMany({ where: { code: { in: codes } }, data: { active: value } });
        },
      };
    },
  });
}

interface SwitchSpec {
  group: string;
  what: string;
  keyName: string;
  on: { verb: string; past: string };
  off: { verb: string; past: string };
  help: string;
  example: string;
  /** Printed after a change, e.g. what the store does with it. */
  after?: (value: boolean) => string;
  apply(
    keys: string[],
    value: boolean,
  ): Promise<{ found: { key: string; current: boolean }[]; update(targets: string[]): Promise<unknown> }>;
}

/**
 * `<group> <on|off> <key...>`: all or nothing, so a typo in one key changes none of them. A group
 * may hold several switches (products: promote/unpromote, hide/show); each adds its verbs, its line
 * of the description and its example.
 */
function registerSwitch(program: Command, ctx: CommandContext, spec: SwitchSpec): void {
  const verbs = `${spec.on.verb} or ${spec.off.verb}`;
  const line = `${verbs} ${spec.group}: ${spec.help}.`;
  const existing = program.commands.find((command) => command.name() === spec.group);
  const group = existing
    ? existing
        .summary(
          `${existing.summary().replace(/ or /, ", ").replace(` ${spec.group}`, "")}, ${verbs} ${spec.group}`,
        )
        .description(`${existing.description()}\n${line}`)
    : program.command(spec.group).summary(`${verbs} ${spec.group}`).description(line);
  group.addHelpText("after", `${existing ? "" : "\nExample:\n"}  $ pnpm ops ${spec.example}`);
  for (const [mode, value] of [
    [spec.on, true],
    [spec.off, false],
  ] as const) {
    group
      .command(mode.verb)
      .description(`${mode.verb} ${spec.group} by ${spec.keyName}; if any is unknown, none is changed`)
      .argument(`<${spec.keyName}...>`, `one or more ${spec.what} ${spec.keyName}s`)
      .action(async (keys: string[]) => {
        const wanted = [...new Set(keys.map((key) => key.trim()).filter(Boolean))];
        const { found, update } = await spec.apply(wanted, value);
        const missing = wanted.filter((key) => !found.some((f) => f.key === key));
        if (missing.length > 0) {
          throw new OpsError(
            `no ${spec.what} has the ${spec.keyName} ${missing.map((k) => `"${k}"`).join(", ")}; nothing was changed`,
          );
        }
        const targets = found.filter((f) => f.current !== value).map((f) => f.key);
        if (targets.length > 0) await update(targets);
        const already = found.length - targets.length;
        ctx.out(
          `${mode.past} ${targets.length} ${targets.length === 1 ? spec.what : spec.group}` +
            (already > 0 ? ` (${already} already ${mode.past})` : ""),
        );
        if (spec.after) ctx.out(spec.after(value));
      });
  }
}
