import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id, also sent as X-Request-Id and written on its log lines. */
      id: string;
    }
  }
}

/**
 * Gives every request an id (the X-Request-Id header) and writes one line per API request when its
 * response ends: id, method, URL, status and milliseconds. Nothing else of the request is logged:
 * no headers, no bodies, so no cookie, password or code can reach the log through it; emails and
 * phone numbers in the URL's query string are replaced by REDACTED (see redactQuery).
 *
 * Why not pino-http: it builds a child logger holding the serialised request for every request,
 * which cost about 15% of the catalogue's throughput in `pnpm bench` for the same one line.
 */
export function accessLog(logger: Logger, logPrefix: string): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    if (!req.url.startsWith(logPrefix)) return next();
    const started = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = {
        reqId: id,
        method: req.method,
        url: redactQuery(req.originalUrl),
        status: res.statusCode,
        ms,
      };
      // A client that hung up before the answer was sent is worth a line of its own.
      if (!res.writableFinished) logger.info({ ...line, aborted: true }, "request aborted");
      else if (res.statusCode >= 500) logger.error(line, "request failed");
      else logger.info(line, "request completed");
    };
    res.once("finish", finish);
    res.once("close", finish);
    next();
  };
}

export const REDACTED = "REDACTED";

// An email has an @ (also percent-encoded as %40); a phone number is 8 to 15 digits, perhaps after a +
// (or 00) and with spaces, dashes, dots or brackets between them, but not a decimal (a coordinate).
const EMAIL = /@|%40/i;
const PHONE = /^(\+|00)?[\d\s().-]{8,24}$/;
const DECIMAL = /^[+-]?\d+\.\d+$/;

function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

const isPersonal = (value: string) => {
  if (EMAIL.test(value)) return true;
  const decoded = decodeLeniently(value).trim();
  const digits = decoded.replace(/\D/g, "").length;
  return PHONE.test(decoded) && !DECIMAL.test(decoded) && digits >= 8 && digits <= 15;
};

/**
 * The URL with every query value that is an email or a phone number replaced (/api/dev/outbox?to=…,
 * a search for one's own number): the access log is kept longer and read by more people than the
 * data it would otherwise copy.
 */
export function redactQuery(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return isPersonal(pair) ? REDACTED : pair;
      return isPersonal(pair.slice(equals + 1)) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join("&")}`;
}
