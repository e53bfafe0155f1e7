// The operator rules' one error: a closed set of codes with messages written for people. The API's
// status map and the CLI's exit codes both read `code`; neither side's error class is imported here.

/** What went wrong, in the same words as the API's AppError codes. */
export type OperationErrorCode = "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT";

/** A refusal by an operator rule (bad input, nothing found, or a state that forbids the change). */
export class OperationError extends Error {
  override name = "OperationError";

  constructor(
    readonly code: OperationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new OperationError("BAD_REQUEST", message);
export const notFound = (message: string) => new OperationError("NOT_FOUND", message);
export const conflict = (message: string) => new OperationError("CONFLICT", message);
