import { z } from "zod";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

/**
 * The largest value of PostgreSQL's `integer` (int4), which every id column is: a bigger id can name
 * no row, and sending it to the database fails the query instead of finding nothing.
 */
export const MAX_DB_ID = 2_147_483_647;

export const ID_MESSAGES = {
  notWhole: m.idNotWhole({}, EN),
  notPositive: m.idNotPositive({}, EN),
  tooLarge: m.idTooLarge({}, EN),
} as const;

/** What the OpenAPI document says an id accepts: a whole number, or its digits as text (paths and forms). */
const ID_JSON_SCHEMA = {
  anyOf: [
    { type: "integer", minimum: 1, maximum: MAX_DB_ID },
    { type: "string", pattern: "^\\s*\\d{1,10}\\s*$" },
  ],
  example: 12,
};

/**
 * An id from a path, query or form (digits only, as text or a JSON number): a whole number from 1 to
 * MAX_DB_ID. Pass `messages` where the spec's clients expect their own words.
 */
export function idSchema(messages: Partial<Record<keyof typeof ID_MESSAGES, string>> = {}) {
  const text = { ...ID_MESSAGES, ...messages };
  return z
    .union([z.string(), z.number()], { error: text.notWhole })
    .transform((value, ctx) => {
      const digits = typeof value === "number" ? String(value) : value.trim();
      // Ten digits already pass MAX_DB_ID; anything longer (or "1e3", "0x10", "1.5") is refused as text.
      if (!/^\d{1,10}$/.test(digits)) {
        const message = /^\d+$/.test(digits)
          ? text.tooLarge
          : /^-\d+$/.test(digits)
            ? text.notPositive
            : text.notWhole;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const id = Number(digits);
      if (id < 1 || id > MAX_DB_ID) {
        ctx.addIssue({ code: "custom", message: id < 1 ? text.notPositive : text.tooLarge });
        return z.NEVER;
      }
      return id;
    })
    .meta(ID_JSON_SCHEMA);
}
export const IdSchema = idSchema();

/** A path id: the spec's routes carry numeric ids such as /edit_product/12/. */
export const IdParamSchema = z.object({ id: IdSchema });
export type IdParam = z.output<typeof IdParamSchema>;

export const UNSAFE_TEXT_MESSAGE = m.unsafeText({}, EN);

// A NUL byte cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is not a character at
// all (it has no UTF-8 form): either would fail the query rather than be refused as input.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and shown as it is (no NUL, no lone surrogate). */
export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text);
}

/**
 * A string that refuses NUL bytes and lone surrogates before any other check: the base of every free
 * text field. `error` is the message for a missing or non-string value.
 */
export function safeString(error?: string) {
  return (error === undefined ? z.string() : z.string({ error })).refine(isSafeText, {
    error: UNSAFE_TEXT_MESSAGE,
    abort: true,
  });
}

/** A simple success body: { message } as the spec's clients toast it. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
