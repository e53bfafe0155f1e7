import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Paths never written to the log: credentials, cookies and one-time codes. Request bodies and
 * headers are not logged at all (see the serializers in app.ts); these cover objects that carry
 * secrets by accident. Explicit paths, not wildcards: pino checks them on every line, and
 * wildcard paths cost several times more on the hot path.
 */
const SECRET_KEYS = ["password", "new_password", "confirm_password", "otp", "code", "sid", "sessionID"];
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `body.${key}`),
  // An error's own `code` is its kind (a SQLSTATE, ECONNREFUSED, EAUTH), which a 500 needs to be
  // diagnosed; no error the store raises carries a one-time code there.
  ...SECRET_KEYS.filter((key) => key !== "code").map((key) => `err.${key}`),
];

/** The process logger (JSON lines); tests pass their own stream to read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { service: "carcare-api" } },
    destination,
  );
}
