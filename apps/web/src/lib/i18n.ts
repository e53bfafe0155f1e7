import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "../locales/en";

export const DEFAULT_LANGUAGE = "en";

/**
 * The store's one i18n layer (i18next; decision 006). Resources are bundled and initialised
 * synchronously, so the server and the browser render the same text on the first pass.
 */
export function createI18n(language: string = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const areas of routeCatalogues) instance.addResourceBundle(language, "translation", areas, true, true);
  return instance;
}

const instances = new Map<string, i18n>();
/** The texts route modules brought (addCatalogue), for instances made after they loaded. */
const routeCatalogues: Record<string, unknown>[] = [];

/**
 * Adds an area of the catalogue that only some pages use (the home page's, the services pages'): the
 * route module that shows it calls this when it loads, so its text travels in that route's chunk, not
 * in every page's first load. Route modules load before their page renders, on the server and in the
 * browser alike, so both render the same text; so do lazily loaded sections, which add theirs the
 * same way. Areas are merged deeply: two calls may each bring part of one area.
 */
export function addCatalogue(areas: Record<string, unknown>): void {
  routeCatalogues.push(areas);
  for (const instance of instances.values()) {
    instance.addResourceBundle(DEFAULT_LANGUAGE, "translation", areas, true, true);
  }
}

/**
 * The instance for a language, made once per process: the catalogues are fixed and nothing changes an
 * instance's language, so the server's requests can share it (making one costs more than a page's text).
 */
export function i18nFor(language: string = DEFAULT_LANGUAGE): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/**
 * A list in the catalogue, read with `t(key, { returnObjects: true })`: its strings, or none when the
 * key is missing (t then answers the key itself), so a page never breaks on a missing translation.
 */
export function linesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : [];
}
