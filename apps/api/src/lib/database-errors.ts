import { Prisma } from "@carcare/db";

/** PostgreSQL's and the drivers' codes for "the database is not there right now". */
const UNREACHABLE_CODES = new Set([
  // node's socket errors, as pg reports them
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  // SQLSTATE class 08 (connection exception), 57P0x (admin shutdown, crash shutdown, cannot connect
  // now: starting up, in recovery, shutting down) and 53300 (too many connections)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  // Prisma: cannot reach, timed out, connection closed, pool timeout
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);

/**
 * What @prisma/adapter-pg calls a pg error it recognises (meta.driverAdapterError.cause.kind): a
 * refused connection, a connection the server closed, a socket timeout, a full server.
 */
const UNREACHABLE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/**
 * pg's own errors carry no code: a connection that died under a query ("Connection terminated
 * unexpectedly"), a pooled client that already saw its connection fail, a pool that timed out.
 */
const UNREACHABLE_TEXT =
  /connection terminated|connection refused|server closed the connection|can't reach database|econnrefused|not queryable|timeout exceeded when trying to connect/i;

/** The cause @prisma/adapter-pg records in a Prisma error's meta, if any. */
function adapterCause(error: object): { kind?: unknown; code?: unknown } | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: unknown } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  return typeof cause === "object" && cause !== null ? cause : undefined;
}

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
    const adapter =
      adapterCause(current) ?? (current as { cause?: { kind?: unknown; code?: unknown } }).cause;
    if (typeof adapter === "object" && adapter !== null) {
      if (typeof adapter.kind === "string" && UNREACHABLE_ADAPTER_KINDS.has(adapter.kind)) return true;
      if (
        adapter.kind === "postgres" &&
        typeof adapter.code === "string" &&
        UNREACHABLE_CODES.has(adapter.code)
      )
        return true;
    }
    current = cause;
  }
  return false;
}
