import { type OutboxEmail, Prisma } from "@carcare/db";
import { type Db, execute, prismaOf } from "../../lib/database.js";
import type { OutgoingEmail } from "../../lib/mailer.js";

/**
 * Keeps an email in the developers' outbox, in one prepared statement that commits asynchronously
 * (as cart adds do, decision 004): an outbox email is not money, and sent after each order, an
 * insert that waited for its own WAL flush made concurrent orders wait too (bench place_order with
 * it: 253 orders/s; without the insert: 369).
 */
export async function insertOutboxEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await execute(
    db,
    Prisma.sql`
    WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
    INSERT INTO outbox_emails ("to", subject, text, html)
    SELECT ${email.to}, ${email.subject}, ${email.text}, ${email.html} FROM async_commit`,
  );
}

/** The newest outbox emails, to one address (any case) or to anyone. */
export const listOutbox = (db: Db, to: string | undefined, limit: number): Promise<OutboxEmail[]> =>
  prismaOf(db).outboxEmail.findMany({
    where: to ? { to: { equals: to, mode: "insensitive" } } : {},
    orderBy: { id: "desc" },
    take: limit,
  });
