// The outbox (issue 31 point 2): no email is lost or reported sent when it was not. What the store
// does not send at once is kept here: stored (no SMTP_URL, or MAIL_DISABLED=true: kept, never sent
// by itself), pending (SMTP refused it or was down: the store's worker retries it with backoff), then
// sent or failed. `pnpm ops emails` lists it; `pnpm ops emails retry <id>` sends one now.
import { conflict, notFound } from "./errors.js";
import { type OutgoingEmail, outboxText } from "./mail.js";
import { type Db, type Tx, withTransaction } from "./repositories/db.js";
import * as repo from "./repositories/outbox.js";
import type { OutboxEmail } from "./repositories/outbox.js";

export type { OutboxEmail };

const MINUTE = 60_000;

/**
 * The wait after each failed try: 1 min, 5 min, 30 min, 2 h, 12 h. The first try is the send itself;
 * when the try after the last wait fails too (6 tries in about 15 hours), the email is failed and
 * waits for an operator (`pnpm ops emails retry <id>`).
 */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE);
export const MAX_SEND_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed tries; null: give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** The message of a failed send, short enough for a list (SMTP answers can be long). */
export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

const keptAttachments = (email: OutgoingEmail): repo.KeptAttachment[] | null =>
  email.attachments?.length
    ? email.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content.toString("base64"),
      }))
    : null;

/**
 * Keeps an email that is not sent (no SMTP_URL, or mail disabled). Its text is the one the outbox
 * shows (the mailers give outboxText: the attached files' names listed under it); the files
 * themselves are kept for a later `emails retry`, which sends the text without that list (emailOf).
 */
export async function storeEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await repo.insertOutboxRow(db, {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    status: "stored",
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    attachments: keptAttachments(email),
  });
}

/** Keeps an email whose first send failed with `error`, for the worker to retry; returns when. */
export async function keepForRetry(
  db: Db,
  email: OutgoingEmail,
  error: unknown,
  now = new Date(),
): Promise<Date> {
  const next = nextAttemptAt(1, now)!;
  await repo.insertOutboxRow(db, {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    status: "pending",
    attempts: 1,
    nextAttemptAt: next,
    lastError: errorText(error),
    attachments: keptAttachments(email),
  });
  return next;
}

/** The email a kept row sends: its text without the file list a stored row adds, its files. */
export function emailOf(row: OutboxEmail): OutgoingEmail {
  const kept = (row.attachments as repo.KeptAttachment[] | null) ?? [];
  const attachments = kept.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.content, "base64"),
  }));
  const list = outboxText({ to: row.to, subject: row.subject, text: "", html: "", attachments });
  const text = attachments.length > 0 && row.text.endsWith(list) ? row.text.slice(0, -list.length) : row.text;
  return {
    to: row.to,
    subject: row.subject,
    text,
    html: row.html,
    ...(attachments.length > 0 && { attachments }),
  };
}

/** Sends one email now through SMTP; rejects when the server did not accept it. */
export type SmtpSend = (email: OutgoingEmail) => Promise<void>;

export interface RetryOutcome {
  id: number;
  to: string;
  subject: string;
  sent: boolean;
  /** The failed try's error; null when sent. */
  error: string | null;
  /** The next try (null: sent, or given up: failed). */
  nextAttemptAt: Date | null;
}

/** One locked row: sends it, records the outcome in the same unit of work. */
async function sendLocked(tx: Tx, row: OutboxEmail, send: SmtpSend, now: () => Date): Promise<RetryOutcome> {
  const base = { id: row.id, to: row.to, subject: row.subject };
  try {
    await send(emailOf(row));
  } catch (error) {
    const message = errorText(error);
    const next = nextAttemptAt(row.attempts + 1, now());
    await repo.markFailedTry(tx, row.id, message, next);
    return { ...base, sent: false, error: message, nextAttemptAt: next };
  }
  await repo.markSent(tx, row.id, now());
  return { ...base, sent: true, error: null, nextAttemptAt: null };
}

/**
 * The store's retry: sends the pending emails that are due, one at a time, each under its row lock
 * (another worker skips it), at most `limit` in one call. Each outcome is recorded: sent, pending
 * again after the next wait, or failed after the last try.
 */
export async function sendDueEmails(
  db: Db,
  send: SmtpSend,
  options: { now?: () => Date; limit?: number } = {},
): Promise<RetryOutcome[]> {
  const now = options.now ?? (() => new Date());
  const limit = options.limit ?? 20;
  const outcomes: RetryOutcome[] = [];
  while (outcomes.length < limit) {
    const outcome = await withTransaction(db, async (tx) => {
      const row = await repo.lockNextDue(tx, now());
      return row ? sendLocked(tx, row, send, now) : null;
    });
    if (!outcome) break;
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * An operator's retry of one email now (`pnpm ops emails retry <id>`): a pending, failed or stored
 * one is sent at once; a sent one is refused, and so is one another process is sending right now.
 */
export async function retryEmailNow(
  db: Db,
  id: number,
  send: SmtpSend,
  now: () => Date = () => new Date(),
): Promise<RetryOutcome> {
  const outcome = await withTransaction(db, async (tx) => {
    const row = await repo.lockById(tx, id);
    if (!row) return null;
    if (row.status === "sent") {
      throw conflict(
        `Email ${id} to ${row.to} was already sent` + (row.sentAt ? ` (${row.sentAt.toISOString()}).` : "."),
      );
    }
    return sendLocked(tx, row, send, now);
  });
  if (outcome) return outcome;
  if (await repo.findOutboxRow(db, id)) {
    throw conflict(`Email ${id} is being sent by the store right now; look again in a minute.`);
  }
  throw notFound(`No email ${id} in the outbox.`);
}

/** The outbox, newest first: what is pending or failed, or (all) every email kept. */
export const listOutboxEmails = (db: Db, options: { all?: boolean; limit?: number } = {}) =>
  repo.listOutboxRows(db, options.all ?? false, options.limit ?? 100);
