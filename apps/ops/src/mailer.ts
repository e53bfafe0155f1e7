// How `pnpm ops` sends the emails the store's rules write (invoices): through SMTP_URL as the store
// does, otherwise into the store's dev outbox table, where /dev/outbox shows them.
import type { PrismaClient } from "@carcare/db";
import { type MailSender, type OutgoingEmail, outboxText } from "@carcare/operations";
import nodemailer from "nodemailer";

/** A sender that is closed when the command ends. */
export interface OpsMailer extends MailSender {
  close(): void;
}

export function createOpsMailer(options: {
  prisma: PrismaClient;
  smtpUrl: string | undefined;
  from: string;
}): OpsMailer {
  if (!options.smtpUrl) {
    return {
      send: async (email: OutgoingEmail) => {
        // The outbox keeps no files: the names of the attached ones are listed under the text.
        const { to, subject, html } = email;
        await options.prisma.outboxEmail.create({ data: { to, subject, html, text: outboxText(email) } });
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (email: OutgoingEmail) => {
      // Attachments (tax invoice PDFs) go as they are: nodemailer takes {filename, content, contentType}.
      await transport.sendMail({ from: options.from, ...email });
    },
    close: () => transport.close(),
  };
}
