import type { ZodError, z } from "zod";
import { AppError } from "./errors.js";

/**
 * Turns a zod failure into a VALIDATION error: the first problem's message as it is (the schemas carry
 * the spec's exact texts, section 5), and every field's own reason in `fields`.
 */
export function zodToAppError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return new AppError("VALIDATION", error.issues[0]?.message ?? "Invalid request", { fields });
}

const KIND: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

/**
 * Messages for the checks a schema left to zod's defaults, naming the field in a sentence
 * ("last_name must be at most 100 characters"): zod's own ("Too big: expected string to have
 * <=100 characters") name nothing. Messages the schemas set themselves win over these.
 */
const readableIssue =
  (part: string) =>
  (issue: z.core.$ZodRawIssue): string | undefined => {
    const name = issue.path && issue.path.length > 0 ? issue.path.join(".") : `The request ${part}`;
    const limit =
      (issue as { maximum?: unknown; minimum?: unknown }).maximum ?? (issue as { minimum?: unknown }).minimum;
    const unit = issue.origin === "string" ? " characters" : issue.origin === "array" ? " items" : "";
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined
          ? `${name} is required`
          : `${name} must be ${KIND[issue.expected] ?? issue.expected}`;
      case "too_big":
        return `${name} must be at most ${String(limit)}${unit}`;
      case "too_small":
        return issue.origin === "string" && limit === 1
          ? `${name} is required`
          : `${name} must be at least ${String(limit)}${unit}`;
      case "invalid_value":
        return `${name} must be one of: ${issue.values.map(String).join(", ")}`;
      default:
        return `${name} is not valid`;
    }
  };

/** zod's per-parse options for each part of a request, built once: messages name the field or the part. */
export const readableIssues = {
  params: { error: readableIssue("params") },
  query: { error: readableIssue("query") },
  body: { error: readableIssue("body") },
  headers: { error: readableIssue("headers") },
} as const;
