import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Paths never written to the log: credentials, cookies and one-time codes. Request bodies are not
 * logged at all; these cover errors and objects that carry them by accident.
 */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.new_password",
  "*.confirm_password",
  "*.otp",
  "*.code",
  "*.sessionID",
  "*.sid",
];

/** The process logger (JSON lines); tests pass their own stream to read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { service: "carcare-api" } },
    destination,
  );
}
