import type { Db } from "../../lib/database.js";
import type { OutgoingEmail } from "../../lib/mailer.js";
import * as repo from "./repository.js";

/** The embedded mailer's delivery when no SMTP server is set: the email waits in the outbox table. */
export const saveToOutbox = (db: Db, email: OutgoingEmail): Promise<void> =>
  repo.insertOutboxEmail(db, email);

/** The newest emails of the outbox (to one address, any case, or to anyone), newest first. */
export const listOutbox = (db: Db, to: string | undefined, limit: number) => repo.listOutbox(db, to, limit);
