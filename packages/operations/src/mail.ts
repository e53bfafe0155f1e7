// How operator rules send email without knowing the transport: the API hands over its Mailer, the
// CLI its own (SMTP_URL, else the outbox). Both only need `send`, which says what became of it.
import type { BusinessContacts } from "@carcare/contracts";
import type { SellerIdentity } from "./documents/seller.js";

/** A file sent with an email (a tax invoice or credit note PDF). */
export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One email: plain text and HTML of the same message, and any files attached to it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[] | undefined;
}

/**
 * The text a dev outbox keeps for an email (it stores no files): the text, then the names of the
 * attached files, so a developer sees that a PDF went with it.
 */
export function outboxText(email: OutgoingEmail): string {
  const files = email.attachments ?? [];
  if (files.length === 0) return email.text;
  const names = files.map((file) => `- ${file.filename} (${file.contentType}, ${file.content.length} bytes)`);
  return [email.text, "", "Attachments:", ...names].join("\n");
}

/**
 * What became of an email handed to a sender (issue 31): sent (the SMTP server accepted it); stored
 * (kept in the outbox only and never sent: no SMTP_URL, or MAIL_DISABLED=true); pending (the SMTP
 * server refused it or could not be reached: kept in the outbox, where the store's worker retries
 * it). `reason` says why it was not sent, in words an operator reads.
 */
export type MailDelivery = { status: "sent" } | { status: "stored" | "pending"; reason: string };

/** Anything that can send an email; a rejected promise means it was neither sent nor kept. */
export interface MailSender {
  send(email: OutgoingEmail): Promise<MailDelivery>;
}

/** What sending an invoice needs: a sender and the store's contacts printed on it. */
export interface InvoiceMail {
  mailer: MailSender;
  store: BusinessContacts;
  /**
   * The store's address as customers open it (PUBLIC_URL), for the status emails' link to the order
   * page; absent: http://localhost:3000.
   */
  siteUrl?: string | undefined;
  /**
   * The seller the tax documents name (STORE_LEGAL_NAME, STORE_ADDRESS, STORE_TRN: sellerIdentity);
   * absent: the store's name, the default address and no TRN (a placeholder is printed).
   */
  seller?: SellerIdentity | undefined;
  /**
   * NODE_ENV=production: then a confirm is refused, before anything changes, while the seller has no
   * TRN (no tax invoice may be issued without one).
   */
  production?: boolean | undefined;
}
