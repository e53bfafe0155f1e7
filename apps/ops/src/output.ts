import { dayOfDateColumn, storeTimestamp } from "@carcare/calendar";

export type Cell = string | number | boolean | null | undefined;

/** Rows as aligned columns under a header; "(none)" when there are no rows. */
export function renderTable(
  columns: { key: string; title: string; right?: boolean }[],
  rows: Record<string, Cell>[],
): string {
  if (rows.length === 0) return "(none)\n";
  const text = (value: Cell) => (value === null || value === undefined ? "" : String(value));
  const widths = columns.map((column) =>
    Math.max(column.title.length, ...rows.map((row) => text(row[column.key]).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (columns[i]!.right ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [
    line(columns.map((column) => column.title)),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) => line(columns.map((column) => text(row[column.key])))),
  ]
    .map((l) => `${l}\n`)
    .join("");
}

/** "AED 1,234.50" from fils, exact. */
export function aedText(fils: number): string {
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  return `${fils < 0 ? "-" : ""}AED ${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** An instant as Abu Dhabi local time, "2025-03-01 14:05". */
export function abuDhabiTime(instant: Date): string {
  return storeTimestamp(instant);
}

/** A @db.Date column's calendar day. */
export function calendarDay(date: Date): string {
  return dayOfDateColumn(date);
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
