// The outbox's retries (issue 31 point 2): every store process with SMTP_URL looks for due pending
// emails every RETRY_EVERY_MS and sends them (sendDueEmails: one row lock per email, so processes
// never send one twice). The waits between tries are RETRY_DELAYS_MS in @carcare/operations.
import { type RetryOutcome, sendDueEmails } from "@carcare/operations";
import type { Logger } from "pino";
import type { Db } from "./database.js";
import type { Mailer } from "./mailer.js";

/** How often a process looks for due emails; the shortest wait between tries is a minute. */
export const RETRY_EVERY_MS = 30_000;

export interface OutboxWorker {
  /** One look for due emails now (also what the timer runs); resolves with what it sent or not. */
  runOnce(): Promise<RetryOutcome[]>;
  /** Stops the timer and waits for a look in progress. */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** How often to look (default RETRY_EVERY_MS); 0: only when runOnce is called. */
  everyMs?: number;
}): OutboxWorker {
  const { db, mailer, logger } = options;
  const deliver = mailer.deliver;
  let running: Promise<RetryOutcome[]> | null = null;
  const runOnce = (): Promise<RetryOutcome[]> => {
    if (!deliver) return Promise.resolve([]);
    running ??= sendDueEmails(db, deliver)
      .then((outcomes) => {
        for (const outcome of outcomes) {
          const fields = { outboxId: outcome.id, to: outcome.to, subject: outcome.subject };
          if (outcome.sent) logger.info(fields, "email sent from the outbox on a retry");
          else if (outcome.nextAttemptAt)
            logger.warn(
              { ...fields, error: outcome.error, retryAt: outcome.nextAttemptAt.toISOString() },
              "email retry failed; tried again later",
            );
          else
            logger.error({ ...fields, error: outcome.error }, "email failed for good after its last retry");
        }
        return outcomes;
      })
      .catch((error: unknown) => {
        // The database may be away for a moment: the next look tries again.
        logger.warn({ err: error }, "the outbox could not be read for retries");
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const everyMs = options.everyMs ?? RETRY_EVERY_MS;
  const timer = deliver && everyMs > 0 ? setInterval(() => void runOnce(), everyMs) : null;
  timer?.unref();
  return {
    runOnce,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
