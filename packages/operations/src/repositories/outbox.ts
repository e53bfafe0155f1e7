// The outbox table (issue 31): emails kept instead of sent (stored), sends to retry (pending), and
// what became of them (sent, failed). One worker sends a row at a time, holding its row lock for the
// send (FOR UPDATE SKIP LOCKED), so several store processes never send the same email twice.
import { type OutboxEmail, type OutboxStatus, Prisma } from "@carcare/db";
import { type Db, execute, prismaOf, queryRows, type Tx } from "./db.js";

export type { OutboxEmail };

/** A kept attached file: its bytes as base64, in the row's JSON. */
export interface KeptAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface NewOutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string;
  status: Extract<OutboxStatus, "stored" | "pending">;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  attachments: KeptAttachment[] | null;
}

/**
 * Keeps one email. A stored one commits asynchronously (as cart adds do, decision 004): a dev outbox
 * email is not money, and after each order an insert waiting for its WAL flush made concurrent orders
 * wait too (bench place_order: 253 orders/s with it, 369 without). A pending one (a send to retry)
 * waits for its flush: losing it is what the outbox is for.
 */
export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<number> {
  const commit = row.status === "stored" ? "off" : "on";
  const attachments = row.attachments ? JSON.stringify(row.attachments) : null;
  const rows = await queryRows<{ id: number }>(
    db,
    Prisma.sql`
    WITH commit_mode AS (SELECT set_config('synchronous_commit', ${commit}, true))
    INSERT INTO outbox_emails ("to", subject, text, html, status, attempts, next_attempt_at, last_error, attachments)
    SELECT ${row.to}, ${row.subject}, ${row.text}, ${row.html}, ${row.status}::"OutboxStatus",
           ${row.attempts}::int, ${row.nextAttemptAt}::timestamptz, ${row.lastError}::text, ${attachments}::jsonb
    FROM commit_mode
    RETURNING id`,
  );
  return rows[0]!.id;
}

const ROW_COLUMNS = Prisma.sql`id, "to", subject, text, html, status, attempts,
  next_attempt_at AS "nextAttemptAt", last_error AS "lastError", sent_at AS "sentAt",
  created_at AS "createdAt", attachments`;

/**
 * The next pending email due at `now`, locked for this unit of work; null when none is due or every
 * due one is being sent by another worker.
 */
export async function lockNextDue(tx: Tx, now: Date): Promise<OutboxEmail | null> {
  const rows = await queryRows<OutboxEmail>(
    tx,
    Prisma.sql`SELECT ${ROW_COLUMNS} FROM outbox_emails
               WHERE status = 'pending' AND next_attempt_at <= ${now}
               ORDER BY next_attempt_at, id LIMIT 1
               FOR UPDATE SKIP LOCKED`,
  );
  return rows[0] ?? null;
}

/** One email by id, locked for this unit of work; null when it does not exist or another holds it. */
export async function lockById(tx: Tx, id: number): Promise<OutboxEmail | null> {
  const rows = await queryRows<OutboxEmail>(
    tx,
    Prisma.sql`SELECT ${ROW_COLUMNS} FROM outbox_emails WHERE id = ${id} FOR UPDATE SKIP LOCKED`,
  );
  return rows[0] ?? null;
}

/** Records a try that SMTP accepted. */
export async function markSent(tx: Tx, id: number, at: Date): Promise<void> {
  await execute(
    tx,
    Prisma.sql`UPDATE outbox_emails
               SET status = 'sent', attempts = attempts + 1, sent_at = ${at}, next_attempt_at = NULL, last_error = NULL
               WHERE id = ${id}`,
  );
}

/** Records a failed try: pending again at `nextAttemptAt`, or failed (given up) when that is null. */
export async function markFailedTry(
  tx: Tx,
  id: number,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await execute(
    tx,
    Prisma.sql`UPDATE outbox_emails
               SET status = ${nextAttemptAt ? "pending" : "failed"}::"OutboxStatus", attempts = attempts + 1,
                   next_attempt_at = ${nextAttemptAt}::timestamptz, last_error = ${error}
               WHERE id = ${id}`,
  );
}

/** The outbox, newest first: only what is pending or failed, or (all) every email. */
export const listOutboxRows = (db: Db, all: boolean, limit: number): Promise<OutboxEmail[]> =>
  prismaOf(db).outboxEmail.findMany({
    where: all ? {} : { status: { in: ["pending", "failed"] } },
    orderBy: { id: "desc" },
    take: limit,
  });

/** One email by id, unlocked. */
export const findOutboxRow = (db: Db, id: number): Promise<OutboxEmail | null> =>
  prismaOf(db).outboxEmail.findUnique({ where: { id } });
