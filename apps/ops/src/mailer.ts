// How `pnpm ops` sends the emails the store's rules write (invoices, status emails, credit notes):
// through SMTP_URL as the store does; a send SMTP refuses is kept in the store's outbox, which the
// store's worker retries. Without SMTP_URL, or with MAIL_DISABLED=true, nothing is sent: the email
// is kept in the outbox (the dev outbox page shows it in development) and reported "stored, not sent".
import type { Db } from "@carcare/db";
import {
  keepForRetry,
  type MailDelivery,
  type MailSender,
  type OutgoingEmail,
  outboxText,
  storeEmail,
} from "@carcare/operations";
import nodemailer from "nodemailer";

/** A sender that is closed when the command ends. */
export interface OpsMailer extends MailSender {
  /** SMTP only: sends one email now, nothing else (`emails retry`); rejects when not accepted. */
  readonly deliver: ((email: OutgoingEmail) => Promise<void>) | null;
  /** Why nothing is sent (no SMTP_URL, or MAIL_DISABLED=true); null when sending. */
  readonly notSending: string | null;
  close(): void;
}

/** Why nothing is sent, as the CLI says it: "stored, not sent (<reason>)". */
export const NOT_SENT_NO_SMTP = "no SMTP_URL";
export const NOT_SENT_DISABLED = "email disabled: MAIL_DISABLED=true";

/** The store's timeouts: a hung mail server fails the try instead of holding the command. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createOpsMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  disabled?: boolean | undefined;
  from: string;
}): OpsMailer {
  if (options.disabled || !options.smtpUrl) {
    const reason = options.disabled ? NOT_SENT_DISABLED : NOT_SENT_NO_SMTP;
    return {
      deliver: null,
      notSending: reason,
      send: async (email: OutgoingEmail): Promise<MailDelivery> => {
        // The outbox's text lists the attached files' names under it; the files are kept too.
        await storeEmail(options.db, { ...email, text: outboxText(email) });
        return { status: "stored", reason };
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl, SMTP_TIMEOUTS);
  // Attachments (tax invoice PDFs) go as they are: nodemailer takes {filename, content, contentType}.
  const deliver = async (email: OutgoingEmail) => {
    await transport.sendMail({ from: options.from, ...email });
  };
  return {
    deliver,
    notSending: null,
    send: async (email: OutgoingEmail): Promise<MailDelivery> => {
      try {
        await deliver(email);
        return { status: "sent" };
      } catch (error) {
        // Not lost: kept for the store's retries (pnpm ops emails lists it); when even that fails,
        // the send's own error is the one to report.
        await keepForRetry(options.db, email, error).catch(() => Promise.reject(error));
        return { status: "pending", reason: (error as Error).message };
      }
    },
    close: () => transport.close(),
  };
}
