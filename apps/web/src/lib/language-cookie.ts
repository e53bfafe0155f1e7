import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from "@carcare/contracts/constants";

// The shopper's language, remembered in a cookie the API reads too (apps/api/src/lib/language.ts), so
// what the API answers a page (messages, product names) is in the page's language.

/** Remembers the shopper's language for a year. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The remembered language's value, or undefined on a first visit. */
export function rememberedLanguage(): string | undefined {
  return document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
}

/**
 * Before the page's first request: a remembered language other than the page's becomes the page's
 * (opening an address in a language is choosing it). A first visit stays unremembered until the
 * shopper chooses (layout/language-switch.tsx offers Arabic to a browser that prefers it).
 */
export function followPageLanguage(page: Language): void {
  const remembered = rememberedLanguage();
  if (remembered !== undefined && remembered !== page) rememberLanguage(page);
}
