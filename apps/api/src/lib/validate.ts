import type { ZodError, z } from "zod";
import { m } from "@carcare/contracts/messages";
import { AppError } from "./errors.js";
import type { Language } from "./language.js";

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
  return new AppError("VALIDATION", error.issues[0]?.message ?? m.errorInvalidRequest({}, EN), { fields });
}

const EN = { locale: "en" } as const;

type IssueMessage = (inputs: { name: string; limit: string }, options: { locale: Language }) => string;

/** zod's expected types in words: "last_name must be a whole number". */
const KIND: Record<string, (inputs: { name: string }, options: { locale: Language }) => string> = {
  string: m.issueKindText,
  number: m.issueKindNumber,
  int: m.issueKindInt,
  boolean: m.issueKindBoolean,
  object: m.issueKindObject,
  array: m.issueKindArray,
};

const PART_NAMES = {
  params: m.partParams,
  query: m.partQuery,
  body: m.partBody,
  headers: m.partHeaders,
} as const;
type Part = keyof typeof PART_NAMES;

/** The bounds' messages by what zod measured: characters of a text, items of a list, or a value. */
const TOO_BIG: Record<string, IssueMessage> = { string: m.issueTooLongText, array: m.issueTooManyItems };
const TOO_SMALL: Record<string, IssueMessage> = { string: m.issueTooShortText, array: m.issueTooFewItems };

/**
 * Messages for the checks a schema left to zod's defaults, naming the field in a sentence
 * ("last_name must be at most 100 characters"), in the request's language: zod's own ("Too big:
 * expected string to have <=100 characters") name nothing. Messages the schemas set themselves win
 * over these (catalogue texts in English, said in the request's language by toHttp).
 */
const readableIssue =
  (part: Part, language: Language) =>
  (issue: z.core.$ZodRawIssue): string | undefined => {
    const locale = { locale: language };
    const name =
      issue.path && issue.path.length > 0
        ? m.fieldNamed({ path: issue.path.join(".") }, locale)
        : PART_NAMES[part]({}, locale);
    const limit = String(
      (issue as { maximum?: unknown; minimum?: unknown }).maximum ?? (issue as { minimum?: unknown }).minimum,
    );
    switch (issue.code) {
      case "invalid_type": {
        if (issue.input === undefined) return m.issueRequired({ name }, locale);
        const kind = KIND[issue.expected];
        return kind ? kind({ name }, locale) : m.issueKindOther({ name, kind: issue.expected }, locale);
      }
      case "too_big":
        return (TOO_BIG[issue.origin ?? ""] ?? m.issueTooBig)({ name, limit }, locale);
      case "too_small":
        return issue.origin === "string" && limit === "1"
          ? m.issueRequired({ name }, locale)
          : (TOO_SMALL[issue.origin ?? ""] ?? m.issueTooSmall)({ name, limit }, locale);
      case "invalid_value":
        return m.issueOneOf({ name, values: issue.values.map(String).join(", ") }, locale);
      default:
        return m.issueInvalid({ name }, locale);
    }
  };

const issuesIn = (language: Language) =>
  ({
    params: { error: readableIssue("params", language) },
    query: { error: readableIssue("query", language) },
    body: { error: readableIssue("body", language) },
    headers: { error: readableIssue("headers", language) },
  }) as const;

/** zod's per-parse options for each part of a request and each language, built once. */
export const readableIssuesIn: Record<Language, ReturnType<typeof issuesIn>> = {
  en: issuesIn("en"),
  ar: issuesIn("ar"),
};
/** The English ones (today's texts). */
export const readableIssues = readableIssuesIn.en;
