import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguageOf,
} from "@carcare/contracts/constants";
import type { Request, Response } from "express";

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
 * A catalogue text in the answer's language (issue 27): the Arabic one when Arabic is asked for and
 * there is Arabic text, else the English one, never a blank.
 */
export function inLanguage(language: Language, english: string, arabic: string | null | undefined): string {
  return language === "ar" && arabic && arabic.trim() !== "" ? arabic : english;
}

/**
 * What a public, cacheable answer varies with (its Vary header): the request's language comes from
 * the language cookie or Accept-Language, so a shared cache must not hand one language's copy to a
 * request in the other.
 */
export const LANGUAGE_VARY = ["Accept-Language", "Cookie"] as const;

/** Marks an answer as depending on the request's language (Vary), for shared caches. */
export function varyByLanguage(res: Pick<Response, "vary">): void {
  for (const field of LANGUAGE_VARY) res.vary(field);
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
