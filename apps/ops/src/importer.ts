import { basename } from "node:path";
import { IMPORT_COLUMNS, type ImportEntity } from "@carcare/contracts";
import { PRICE_ACTOR_SETTING, PRICE_SOURCE_SETTING, type PrismaClient } from "@carcare/db";
import type { z } from "zod";
import {
  type EntityDefinition,
  ENTITIES,
  type ListedChange,
  type NumberedRow,
  type RowIssue,
  type StockMode,
} from "./entities.js";
import { type FileRecord, readImportFile } from "./files.js";
import { createProgress, type Progress } from "./progress.js";

export interface ImportResult {
  entity: ImportEntity;
  file: string;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows with at least one problem; when above 0 nothing was written. */
  rejected: number;
  issues: RowIssue[];
  /** Each created or changed record with what changes (old → new); empty when the file is rejected. */
  changes: ListedChange[];
  /** Rows taken with a warning: a product's stock overwritten under --stock=set. */
  warnings: RowIssue[];
  dryRun: boolean;
  milliseconds: number;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Who imports, recorded with any price change (e.g. "ops:maryam"). */
  actor?: string | undefined;
  /** How a product file's stock is taken (default check: refuse a stock changed since the export). */
  stock?: StockMode;
  progressStream: { write(chunk: string): boolean; isTTY?: boolean };
}

/** The one-line outcome of an import, as the operator reads it. */
export function summaryLine(result: ImportResult): string {
  const counts = `created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, rejected ${result.rejected}`;
  const seconds = (result.milliseconds / 1000).toFixed(2);
  const tail =
    result.rejected > 0 ? " - nothing was written" : result.dryRun ? " - dry run, nothing was written" : "";
  return `${result.entity} from ${basename(result.file)}: ${counts} (${seconds} s)${tail}`;
}

export function issueLine(file: string, issue: RowIssue): string {
  return `${basename(file)} row ${issue.row}${issue.field ? `, field ${issue.field}` : ""}: ${issue.message}`;
}

export function warningLine(file: string, warning: RowIssue): string {
  return `warning: ${basename(file)} row ${warning.row}: ${warning.message}`;
}

/** Widest key the change list pads to; a longer one pushes its own line's changes along. */
const LABEL_WIDTH = 24;

/** One line per created or changed record, keys aligned: "ACC-001  price 45.00 → 49.00 AED, stock 11 → 15". */
export function changeLines(result: ImportResult): string[] {
  const width = Math.min(LABEL_WIDTH, Math.max(0, ...result.changes.map((c) => c.label.length)));
  return result.changes.map((c) => `  ${c.label.padEnd(width)}  ${c.change}`);
}

/** Reads zod's issues as "field: reason", unknown keys one by one. */
function issuesOf(row: number, error: z.ZodError, columns: readonly string[]): RowIssue[] {
  const out: RowIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({
          row,
          field: key,
          message: `is not a field of this file (the fields are ${columns.join(", ")})`,
        });
      }
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : null;
    out.push({ row, field, message: issue.message });
  }
  return out;
}

function validate(
  def: EntityDefinition<unknown, object>,
  records: FileRecord[],
  progress: Progress,
): { rows: NumberedRow<unknown>[]; issues: RowIssue[] } {
  const columns = IMPORT_COLUMNS[def.entity];
  const rows: NumberedRow<unknown>[] = [];
  const issues: RowIssue[] = [];
  const firstRowOfKey = new Map<string, number>();
  for (const record of records) {
    progress.advance(1);
    if (record.values === null) {
      issues.push({ row: record.row, field: null, message: "must be an object of field names and values" });
      continue;
    }
    const parsed = def.schema.safeParse(record.values);
    if (!parsed.success) {
      issues.push(...issuesOf(record.row, parsed.error, columns));
      continue;
    }
    const key = def.key(parsed.data);
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      issues.push({
        row: record.row,
        field: def.keyField,
        message: `repeats row ${first}: each ${def.noun.one} may appear once`,
      });
      continue;
    }
    firstRowOfKey.set(key, record.row);
    rows.push({ row: record.row, data: parsed.data });
  }
  return { rows, issues };
}

class Rejected extends Error {}

/**
 * Imports one file in one transaction: every row is validated (schema, repeated keys, references)
 * before anything is written; any problem rejects the whole file. Records are matched by their
 * natural key, so importing the same file again changes nothing.
 */
export async function importFile(
  prisma: PrismaClient,
  entity: ImportEntity,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const startedAt = performance.now();
  const def = ENTITIES[entity];
  const file = readImportFile(path);
  const result: ImportResult = {
    entity,
    file: path,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    issues: [],
    changes: [],
    warnings: [],
    dryRun: options.dryRun,
    milliseconds: 0,
  };
  const progress = createProgress(options.progressStream, file.records.length, entity);
  try {
    const columns = IMPORT_COLUMNS[entity];
    const headerIssues: RowIssue[] = (file.columns ?? [])
      .filter((column) => !columns.includes(column))
      .map((column) => ({
        row: 1,
        field: column,
        message: `is not a column of this file (the columns are ${columns.join(", ")})`,
      }));

    progress.phase("checking", file.records.length);
    const { rows, issues } =
      headerIssues.length > 0 ? { rows: [], issues: headerIssues } : validate(def, file.records, progress);

    await prisma
      .$transaction(
        async (tx) => {
          // Two imports of the same entity at once would race on the natural keys: take turns.
          await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`carcare-ops-import:${entity}`}))`;
          const plan = await def.plan(tx, rows, { stock: options.stock ?? "check" });
          const allIssues = [...issues, ...plan.issues].sort((a, b) => a.row - b.row);
          if (allIssues.length > 0) {
            result.issues = allIssues;
            // A wrong header spoils every row; otherwise count the rows with a problem.
            result.rejected =
              headerIssues.length > 0
                ? Math.max(file.records.length, 1)
                : new Set(allIssues.map((issue) => issue.row)).size;
            throw new Rejected();
          }
          result.created = plan.creates.length;
          result.updated = plan.updates.length;
          result.unchanged = plan.unchanged;
          result.changes = plan.listed;
          result.warnings = plan.warnings;
          if (options.dryRun) return;
          // The price history's trigger records this file's price changes as an import (decision 017).
          await tx.$queryRaw`SELECT set_config(${PRICE_SOURCE_SETTING}, 'import', true),
            set_config(${PRICE_ACTOR_SETTING}, ${options.actor ?? ""}, true)`;
          progress.phase("writing", plan.creates.length + plan.updates.length);
          await def.write(tx, plan, (n) => progress.advance(n));
        },
        { maxWait: 30_000, timeout: 10 * 60_000 },
      )
      .catch((error: unknown) => {
        if (!(error instanceof Rejected)) throw error;
      });
  } finally {
    progress.stop();
  }
  result.milliseconds = performance.now() - startedAt;
  return result;
}
