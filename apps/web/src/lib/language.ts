import { DEFAULT_LANGUAGE, intlLocaleOf, isLanguage, type Language } from "@carcare/contracts/constants";
import { getLocale } from "../paraglide/runtime.js";

// The page's language (issue 27, decision 021). Paraglide's compiled messages read it through
// getLocale(): on the server from the request being rendered (entry.server.tsx runs each request in
// its language), in the browser from `<html lang>`, set once before hydration (entry.client.tsx).
// A page never changes language: the switch is a link to the other language's address.

export type { Language } from "@carcare/contracts/constants";

/** The language of the page being rendered. */
export function currentLanguage(): Language {
  const locale = getLocale();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

/** The Intl locale of the page: prices, dates and counts are written for the UAE in its language. */
export function intlLocale(): string {
  return intlLocaleOf(currentLanguage());
}

/** The address prefix of a language's pages: Arabic pages live under `/ar`, English at the root. */
export const ARABIC_PREFIX = "/ar";

/**
 * A store address in a language: `/cart` is `/ar/cart` in Arabic, `/` is `/ar`, `/#about` is
 * `/ar#about`, `/accessories?search=x` is `/ar/accessories?search=x`. Addresses that are not the
 * store's pages (absolute URLs, `#…`, the API) and addresses already in Arabic are returned as they are.
 */
export function localHref(path: string, language: Language = currentLanguage()): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path.startsWith("/api/") || path.startsWith("/images/") || path.startsWith("/assets/")) return path;
  // Already an Arabic address (a component may be handed one made by its caller): as it is.
  if (languageOfPath(path.split(/[?#]/)[0] ?? path) === "ar") return path;
  const rest = path === "/" ? "" : /^\/[?#]/.test(path) ? path.slice(1) : path;
  return `${ARABIC_PREFIX}${rest}`;
}

/** A page's address without its language prefix: `/ar/cart?x=1` is `/cart?x=1`, `/ar` is `/`. */
export function unprefixedPath(path: string): string {
  if (path === ARABIC_PREFIX) return "/";
  if (path.startsWith(`${ARABIC_PREFIX}/`)) return path.slice(ARABIC_PREFIX.length);
  if (path.startsWith(`${ARABIC_PREFIX}?`) || path.startsWith(`${ARABIC_PREFIX}#`))
    return `/${path.slice(3)}`;
  return path;
}

/** The language of a page address: `/ar` and `/ar/...` are Arabic. */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : DEFAULT_LANGUAGE;
}
