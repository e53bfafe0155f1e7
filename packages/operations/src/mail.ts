// How operator rules send email without knowing the transport: the API hands over its Mailer, the
// CLI its own (SMTP_URL, else the dev outbox). Both only need `send`.
import type { BusinessContacts } from "@carcare/contracts";

/** One email: plain text and HTML of the same message. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Anything that can send an email; a rejected promise means it was not sent. */
export interface MailSender {
  send(email: OutgoingEmail): Promise<void>;
}

/** What sending an invoice needs: a sender and the store's contacts printed on it. */
export interface InvoiceMail {
  mailer: MailSender;
  store: BusinessContacts;
}
