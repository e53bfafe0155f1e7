import { createDb, type OwnDb } from "@carcare/db";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpsMailer } from "../src/mailer.js";
import { createOpsTestContext, type OpsTestContext } from "./helpers.js";

const pdfBytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([...Array(256).keys()])]);
const email = {
  to: "buyer@example.com",
  subject: "Tax Credit Note CN-2026-000001",
  text: "Your credit note is attached.",
  html: "<p>Your credit note is attached.</p>",
  attachments: [{ filename: "CN-2026-000001.pdf", content: pdfBytes, contentType: "application/pdf" }],
};

let ctx: OpsTestContext;
let own: OwnDb;
let server: SMTPServer;
let smtpUrl: string;
const received: string[] = [];

beforeAll(async () => {
  ctx = await createOpsTestContext();
  own = createDb(ctx.databaseUrl, { poolSize: 2 });
  // A real SMTP receiver on a free local port, as the API's email tests use.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  smtpUrl = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await own.close();
  await ctx.close();
});

describe("pnpm ops' mailer and attachments", () => {
  it("when SMTP_URL is set, then the attached PDF arrives byte for byte with its name and type", async () => {
    const mailer = createOpsMailer({ db: own.db, smtpUrl, from: "s@example.com" });
    try {
      expect(await mailer.send(email)).toEqual({ status: "sent" });
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(1);
    const raw = received[0]!;
    const at = raw.indexOf("filename=CN-2026-000001.pdf");
    expect(at).toBeGreaterThan(0);
    const headers = raw.slice(raw.lastIndexOf("\r\n--", at), raw.indexOf("\r\n\r\n", at));
    expect(headers).toMatch(/Content-Type: application\/pdf/);
    expect(headers).toMatch(/Content-Transfer-Encoding: base64/);
    const bodyStart = raw.indexOf("\r\n\r\n", at) + 4;
    const body = raw.slice(bodyStart, raw.indexOf("\r\n--", bodyStart)).replace(/\s+/g, "");
    expect(Buffer.from(body, "base64").equals(pdfBytes)).toBe(true);
  });

  it("when there is no SMTP_URL, then the dev outbox keeps the email and lists the attached file", async () => {
    const mailer = createOpsMailer({ db: own.db, smtpUrl: undefined, from: "s@example.com" });
    expect(await mailer.send(email)).toEqual({ status: "stored", reason: "no SMTP_URL" });
    const kept = await ctx.prisma.outboxEmail.findMany({ where: { to: "buyer@example.com" } });
    expect(kept.map((row) => row.text)).toEqual([
      `Your credit note is attached.\n\nAttachments:\n- CN-2026-000001.pdf (application/pdf, ${pdfBytes.length} bytes)`,
    ]);
  });
});
