import { type MailDelivery, type MailSender, type OutgoingEmail, outboxText } from "@carcare/operations";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

export { DEFAULT_MAIL_FROM, type OutgoingEmail } from "@carcare/operations";

/**
 * Sends email: real SMTP when SMTP_URL is set, otherwise into the database outbox, where nothing is
 * sent (the developers' /dev/outbox shows it). With MAIL_DISABLED=true nothing is sent either. `send`
 * says what became of each email (MailDelivery); it is the MailSender the operator rules are given.
 */
export interface Mailer extends MailSender {
  readonly kind: "smtp" | "outbox";
  /** Why emails are kept and not sent (kind outbox), in an operator's words; null when sending. */
  readonly notSending: string | null;
  /** SMTP only: sends one email now, nothing else (the outbox's retries); rejects when not accepted. */
  readonly deliver: ((email: OutgoingEmail) => Promise<void>) | null;
  close(): void;
}

/** Why nothing is sent, as the CLI and the logs say it. */
export const NOT_SENT_NO_SMTP = "no SMTP_URL";
export const NOT_SENT_DISABLED = "email disabled: MAIL_DISABLED=true";

/**
 * A hung mail server must not hold a send (and, on a retry, its row lock) for nodemailer's default
 * minutes: a try that takes longer fails and is retried later.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: {
  smtpUrl: string | undefined;
  /** MAIL_DISABLED=true: nothing is sent, even with SMTP_URL; every email is kept in the outbox. */
  disabled?: boolean | undefined;
  from: string;
  logger: Logger;
  saveToOutbox: (email: OutgoingEmail) => Promise<void>;
  /**
   * Keeps an email whose send failed, for the retry worker; resolves with the next try's time.
   * Absent: a failed send rejects, and the caller decides.
   */
  queueForRetry?: ((email: OutgoingEmail, error: unknown) => Promise<Date>) | undefined;
}): Mailer {
  if (options.disabled || !options.smtpUrl) {
    const reason = options.disabled ? NOT_SENT_DISABLED : NOT_SENT_NO_SMTP;
    return {
      kind: "outbox",
      notSending: reason,
      deliver: null,
      send: async (email): Promise<MailDelivery> => {
        // The outbox keeps the text with the attached files' names listed under it.
        await options.saveToOutbox({ ...email, text: outboxText(email) });
        options.logger.info(
          { to: email.to, subject: email.subject },
          options.disabled
            ? `email not sent (${reason}): kept in the outbox`
            : "email kept in the dev outbox (/dev/outbox), not sent: no SMTP_URL",
        );
        return { status: "stored", reason };
      },
      close: () => undefined,
    };
  }
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl, SMTP_TIMEOUTS);
  // Attachments (tax invoice PDFs) go as they are: nodemailer takes {filename, content, contentType}.
  const deliver = async (email: OutgoingEmail) => {
    await transport.sendMail({ from: options.from, ...email });
  };
  const queueForRetry = options.queueForRetry;
  return {
    kind: "smtp",
    notSending: null,
    deliver,
    send: async (email): Promise<MailDelivery> => {
      try {
        await deliver(email);
      } catch (error) {
        if (!queueForRetry) throw error;
        let retryAt: Date;
        try {
          retryAt = await queueForRetry(email, error);
        } catch (keepError) {
          options.logger.error(
            { err: keepError, subject: email.subject },
            "a failed email could not be kept",
          );
          throw error;
        }
        options.logger.error(
          { err: error, to: email.to, subject: email.subject, retryAt: retryAt.toISOString() },
          "email failed; kept in the outbox and retried",
        );
        return { status: "pending", reason: (error as Error).message };
      }
      options.logger.info({ to: email.to, subject: email.subject }, "email sent");
      return { status: "sent" };
    },
    close: () => transport.close(),
  };
}

/**
 * Sends without making the caller wait: the code-sending endpoints must answer in the same time
 * whether or not an account exists. Failures are logged (a failed send is kept for a retry when the
 * mailer can keep it), never shown.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, email: OutgoingEmail): void {
  setImmediate(() => {
    mailer
      .send(email)
      .catch((error: unknown) => logger.error({ err: error, subject: email.subject }, "email failed"));
  });
}
