import { Prisma } from "@carcare/db";

/** PostgreSQL's and the drivers' codes for "the database is not there right now". */
const UNREACHABLE_CODES = new Set([
  // node's socket errors, as pg reports them
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  // SQLSTATE class 08 (connection exception) and 57P0x (admin shutdown, crash shutdown, cannot connect now)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  // Prisma: cannot reach, timed out, connection closed, pool timeout
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);

const UNREACHABLE_TEXT = /connection terminated|connection refused|server closed the connection|can't reach database|econnrefused/i;

/**
 * True when an error (or anything in its cause chain) says PostgreSQL cannot be reached, as opposed
 * to a query that failed: such requests answer 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNREACHABLE_TEXT.test(message)) return true;
    current = cause;
  }
  return false;
}
