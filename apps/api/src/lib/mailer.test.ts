import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentOf, partOf, startSmtpReceiver } from "../../test/smtp.js";
import { createMailer, type OutgoingEmail } from "./mailer.js";

const logger = pino({ level: "silent" });
// Bytes that survive no text re-encoding by accident: every byte value, twice.
const pdfBytes = Buffer.concat([
  Buffer.from("%PDF-1.7\n"),
  Buffer.from([...Array(256).keys(), ...Array(256).keys()]),
]);
const email: OutgoingEmail = {
  to: "buyer@example.com",
  subject: "Tax Invoice INV-2026-000001",
  text: "Your tax invoice is attached.",
  html: "<p>Your tax invoice is attached.</p>",
  attachments: [{ filename: "INV-2026-000001.pdf", content: pdfBytes, contentType: "application/pdf" }],
};

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.stop());

describe("the mailer's attachments", () => {
  it("when an email has an attachment, then SMTP delivers the file byte for byte with its name and type", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "Store <no-reply@example.com>",
      logger,
      saveToOutbox: () => Promise.reject(new Error("not the outbox")),
    });
    try {
      await mailer.send(email);
    } finally {
      mailer.close();
    }
    const received = await smtp.waitFor("buyer@example.com");
    expect(partOf(received, "text/plain")).toContain("Your tax invoice is attached.");
    const file = attachmentOf(received, "INV-2026-000001.pdf");
    expect(file?.contentType).toBe("application/pdf");
    expect(file?.content.equals(pdfBytes)).toBe(true);
  });

  it("when an email has no attachment, then none is sent", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "s@example.com",
      logger,
      saveToOutbox: async () => {},
    });
    try {
      await mailer.send({ ...email, to: "plain@example.com", attachments: undefined });
    } finally {
      mailer.close();
    }
    const received = await smtp.waitFor("plain@example.com");
    expect(received.raw).not.toMatch(/Content-Disposition: attachment/i);
  });

  it("when there is no SMTP_URL, then the dev outbox keeps the text with the attached files' names", async () => {
    const kept: OutgoingEmail[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "s@example.com",
      logger,
      saveToOutbox: async (saved) => void kept.push(saved),
    });
    await mailer.send(email);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.text).toBe(
      `Your tax invoice is attached.\n\nAttachments:\n- INV-2026-000001.pdf (application/pdf, ${pdfBytes.length} bytes)`,
    );
    expect(kept[0]!.html).toBe(email.html);
  });
});
