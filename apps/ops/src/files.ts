import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { OpsError, UsageError } from "./context.js";

export const FILE_FORMATS = ["json", "csv"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** One record of an import file with the row number a person would give it. */
export interface FileRecord {
  /** JSON: position in the array, first object is row 1. CSV: spreadsheet row, header is row 1, first record row 2. */
  row: number;
  /** Null when a JSON array element is not an object. */
  values: Record<string, unknown> | null;
}

export interface ReadFile {
  format: FileFormat;
  records: FileRecord[];
  /** CSV only: the header's column names. */
  columns?: string[];
}

export function formatFromPath(path: string): FileFormat | null {
  const ext = extname(path).toLowerCase();
  if (ext === ".json") return "json";
  if (ext === ".csv") return "csv";
  return null;
}

/** Reads a .json (an array of objects) or .csv (header row, then one record per row) import file. */
export function readImportFile(path: string): ReadFile {
  const format = formatFromPath(path);
  if (!format) throw new UsageError(`cannot tell the format of ${path}: use a .json or .csv file`);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new OpsError(
      code === "ENOENT" ? `no such file: ${path}` : `cannot read ${path}: ${(error as Error).message}`,
    );
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return format === "json" ? readJson(path, text) : readCsv(path, text);
}

function readJson(path: string, text: string): ReadFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new OpsError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new OpsError(`${path} must hold a JSON array of objects, one per row`);
  return {
    format: "json",
    records: data.map((values: unknown, index) => ({
      row: index + 1,
      values:
        values !== null && typeof values === "object" && !Array.isArray(values)
          ? (values as Record<string, unknown>)
          : null,
    })),
  };
}

function readCsv(path: string, text: string): ReadFile {
  let rows: string[][];
  try {
    rows = parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw new OpsError(`${path} is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header) return { format: "csv", records: [], columns: [] };
  const columns = header.map((name) => name.trim());
  const records = body.map((cells, index) => {
    const row = index + 2;
    if (cells.length !== columns.length) {
      throw new OpsError(
        `${path} row ${row}: has ${cells.length} cells but the header has ${columns.length} columns`,
      );
    }
    const values: Record<string, unknown> = {};
    // An empty cell is "empty" (null): it clears an optional field; a column left out leaves it alone.
    columns.forEach((column, i) => (values[column] = cells[i] === "" ? null : cells[i]));
    return { row, values };
  });
  return { format: "csv", records, columns };
}

export type FileValue = string | number | boolean | null | string[];

/** Writes rows in the import format: a JSON array (2-space indented) or CSV with a header row. */
export function renderRows(
  format: FileFormat,
  columns: readonly string[],
  rows: Record<string, FileValue>[],
): string {
  if (format === "json") {
    const ordered = rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
    );
    return `${JSON.stringify(ordered, null, 2)}\n`;
  }
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(row[column] ?? null))),
    { header: true, columns: [...columns], record_delimiter: "\n" },
  );
}

function csvCell(value: FileValue): string {
  if (value === null) return "";
  if (Array.isArray(value)) return value.join("|");
  return String(value);
}
