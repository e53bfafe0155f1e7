// The CLI's own errors, apart from the command modules so that the entry loads them without the
// database client (src/cli.ts loads a command's module only when that command runs).

/** A mistake in how the command was called: exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A refusal or failure with a message that needs no stack trace: exit code 1. */
export class OpsError extends Error {
  override name = "OpsError";
}
