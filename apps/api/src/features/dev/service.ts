import { storeEmail } from "@carcare/operations";
import type { Db } from "../../lib/database.js";
import type { OutgoingEmail } from "../../lib/mailer.js";
import * as repo from "./repository.js";

/**
 * The mailer's delivery when nothing is sent (no SMTP_URL, or MAIL_DISABLED=true): the email is kept
 * in the outbox table (status stored), which /dev/outbox shows outside production.
 */
export const saveToOutbox = (db: Db, email: OutgoingEmail): Promise<void> => storeEmail(db, email);

/** The newest emails of the outbox (to one address, any case, or to anyone), newest first. */
export const listOutbox = (db: Db, to: string | undefined, limit: number) => repo.listOutbox(db, to, limit);
