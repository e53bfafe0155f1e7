import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

/** The sender when MAIL_FROM is not set (the API and `pnpm ops`). */
export const DEFAULT_MAIL_FROM = "CarCare Abu Dhabi <no-reply@carcare.ae>";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email: real SMTP when SMTP_URL is set, otherwise into the database outbox for developers. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(email: OutgoingEmail): Promise<void>;
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
        await options.saveToOutbox(email);
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
