import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguageOf,
} from "@carcare/contracts/constants";
import type { Request } from "express";

export type { Language } from "@carcare/contracts/constants";

/** One cookie's value from a Cookie header, or undefined (the store sets no other cookie worth parsing here). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The language an API request is answered in (issue 27): the store's language cookie when set, else
 * Accept-Language when it prefers Arabic or English, else English, so existing clients that send
 * neither keep today's English answers.
 */
export function requestLanguage(req: Pick<Request, "headers">): Language {
  const chosen = cookieValue(req.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguageOf(req.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}
