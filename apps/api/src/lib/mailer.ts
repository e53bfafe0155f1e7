import { type MailSender, type OutgoingEmail, outboxText } from "@carcare/operations";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

export { DEFAULT_MAIL_FROM, type OutgoingEmail } from "@carcare/operations";

/**
 * Sends email: real SMTP when SMTP_URL is set, otherwise into the database outbox for developers.
 * It is the MailSender the operator rules (invoices) are given.
 */
export interface Mailer extends MailSender {
  readonly kind: "smtp" | "outbox";
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  saveToOutbox: (email: OutgoingEmail) => Promise<void>;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: "outbox",
      send: async (email) => {
        // The outbox keeps no files: the names of the attached ones are listed under the text.
        await options.saveToOutbox({ ...email, text: outboxText(email) });
        options.logger.info(
          { to: email.to, subject: email.subject },
          "email kept in the dev outbox (/dev/outbox)",
        );
      },
      close: () => undefined,
    };
  }
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: "smtp",
    send: async (email) => {
      // Attachments (tax invoice PDFs) go as they are: nodemailer takes {filename, content, contentType}.
      await transport.sendMail({ from: options.from, ...email });
      options.logger.info({ to: email.to, subject: email.subject }, "email sent");
    },
    close: () => transport.close(),
  };
}

/**
 * Sends without making the caller wait: the code-sending endpoints must answer in the same time
 * whether or not an account exists. Failures are logged, never shown.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, email: OutgoingEmail): void {
  setImmediate(() => {
    mailer
      .send(email)
      .catch((error: unknown) => logger.error({ err: error, subject: email.subject }, "email failed"));
  });
}
