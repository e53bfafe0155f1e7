import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, for reading codes. */
  decoded: string;
}

/**
 * A real SMTP receiver on a free local port: the API sends through SMTP_URL to it. With `refuse`,
 * it answers every recipient with a permanent failure (550), as a broken mail server would;
 * `setRefusing` changes that while it runs (a server that comes back).
 */
export async function startSmtpReceiver({ refuse = false }: { refuse?: boolean } = {}): Promise<{
  url: string;
  messages: ReceivedEmail[];
  setRefusing(value: boolean): void;
  /** The newest email to `to` that matches, waiting for it to arrive. */
  waitFor(
    to: string,
    predicate?: (email: ReceivedEmail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedEmail>;
  stop(): Promise<void>;
}> {
  const messages: ReceivedEmail[] = [];
  let refusing = refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const decoded = raw
          .replace(/=\r?\n/g, "")
          // A run of escapes is the UTF-8 bytes of one or more characters (e.g. "×" is =C3=97).
          .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, decoded });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setRefusing: (value) => {
      refusing = value;
    },
    async waitFor(to, predicate = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.findLast((m) => m.to.includes(to.toLowerCase()) && predicate(m));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no email to ${to} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 4-digit code in a code email. */
export function codeIn(email: ReceivedEmail): string {
  const match = /is: (\d{4})/.exec(email.decoded);
  if (!match?.[1]) throw new Error("no code in the email");
  return match[1];
}

/** One MIME part of a decoded email (text/plain or text/html), without its headers. */
export function partOf(email: ReceivedEmail, type: "text/plain" | "text/html"): string {
  const start = email.decoded.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`the email has no ${type} part`);
  const body = email.decoded.indexOf("\r\n\r\n", start);
  const end = email.decoded.indexOf("\r\n--", body);
  return email.decoded.slice(body + 4, end < 0 ? undefined : end).replace(/\r\n/g, "\n");
}

/**
 * One part of an email, decoded: Arabic parts travel base64 (nodemailer's choice for mostly non-ASCII
 * text), English ones quoted-printable (`decoded` undoes those).
 */
export function decodedPartOf(email: ReceivedEmail, type: "text/plain" | "text/html"): string {
  const start = email.raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`the email has no ${type} part`);
  const bodyStart = email.raw.indexOf("\r\n\r\n", start);
  const headers = email.raw.slice(start, bodyStart);
  if (!/Content-Transfer-Encoding: base64/i.test(headers)) return partOf(email, type);
  const end = email.raw.indexOf("\r\n--", bodyStart);
  const body = email.raw.slice(bodyStart + 4, end < 0 ? undefined : end).replace(/\s+/g, "");
  return Buffer.from(body, "base64").toString("utf8").replace(/\r\n/g, "\n");
}

/** An email's Subject, its RFC 2047 encoded words (base64 or quoted-printable UTF-8) decoded. */
export function decodedSubjectOf(email: ReceivedEmail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(email.raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

/** An attached file of an email (nodemailer sends files base64), found by its name; null if none. */
export function attachmentOf(
  email: ReceivedEmail,
  filename: string,
): { contentType: string; content: Buffer } | null {
  const named =
    email.raw.indexOf(`filename=${filename}`) >= 0 ? `filename=${filename}` : `filename="${filename}"`;
  const at = email.raw.indexOf(named);
  if (at < 0) return null;
  const partStart = email.raw.lastIndexOf("\r\n--", at);
  const bodyStart = email.raw.indexOf("\r\n\r\n", at);
  const headers = email.raw.slice(partStart, bodyStart);
  const contentType = /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1] ?? "";
  const end = email.raw.indexOf("\r\n--", bodyStart);
  const body = email.raw.slice(bodyStart + 4, end < 0 ? undefined : end).replace(/\s+/g, "");
  return { contentType, content: Buffer.from(body, "base64") };
}
