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
  // Rendering many pages is the server's cost; a browser renders one, so its bundle goes without.
  if (import.meta.env.SSR) rememberPlainTexts(instance);
  return instance;
}

/**
 * A page asks for a few hundred texts (labels, headings, each card's "Add {{name}} to cart") and each
 * `t` call costs i18next an options merge, a key lookup and a scan for placeholders: about a tenth of
 * a server render. The catalogue only grows (no text changes) and nothing changes an instance's
 * language, so each text's template is looked up once per instance and key: a text without options
 * is answered as it is, and one whose options are only values for plain `{{name}}` placeholders is
 * filled here, exactly as i18next fills them (escapeValue is off; a value is never read as a
 * placeholder). Anything else (plurals with count, returnObjects, formats, nesting, a placeholder
 * without its value) goes to i18next as before. What was remembered is forgotten when an area is
 * added, so a key that was missing then is read again.
 */
export function rememberPlainTexts(instance: i18n): void {
  // i18next's TFunction types do not survive wrapping: the wrapper takes and gives what i18next does.
  type LooseT = ((...args: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LooseT;
  const fixedTs = new Map<string, LooseT>();
  const texts = new Map<string, unknown>();
  const answers = new Map<string, unknown>();
  instance.store.on("added", () => {
    texts.clear();
    answers.clear();
  });

  const remembering = (t: LooseT, scope: string): LooseT => {
    // Options i18next reads (a count's plural, a context) with plain values: the answer depends on
    // nothing else, so it is remembered by the options' text too, a bounded number of them.
    const answerOf = (key: string, options: unknown): unknown => {
      const id = rememberableOptions(options) ? `${scope}\u0000${key}\u0000${JSON.stringify(options)}` : null;
      if (id === null) return t(key, options);
      let answer = answers.get(id);
      if (answer === undefined) {
        answer = t(key, options);
        if (answers.size >= REMEMBERED_ANSWERS_MAX) answers.clear();
        answers.set(id, answer);
      }
      return answer;
    };
    const templateOf = (key: string): unknown => {
      const id = `${scope}\u0000${key}`;
      let template = texts.get(id);
      if (template === undefined) {
        template = t(key, { skipInterpolation: true });
        texts.set(id, template);
      }
      return template;
    };
    const plain = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 1) return t(key, ...rest);
      const values = rest[0];
      if (values !== undefined && !onlyPlaceholderValues(values)) return answerOf(key, values);
      const template = templateOf(key);
      if (typeof template !== "string") return t(key, ...rest);
      if (!template.includes("{{")) return template.includes("$t(") ? t(key, ...rest) : template;
      return values === undefined ? t(key) : (fill(template, values) ?? t(key, ...rest));
    };
    return Object.assign(plain, { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix });
  };

  const rememberingGetFixedT = (...args: unknown[]) => {
    const [lng, ns, keyPrefix, options] = args;
    // A key prefix given as a selector function cannot be part of a text's key: not remembered.
    if (typeof keyPrefix === "function") return getFixedT(...args);
    const scopeNs = (options as { scopeNs?: unknown } | undefined)?.scopeNs;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, scopeNs ?? null]);
    let fixedT = fixedTs.get(scope);
    if (!fixedT) {
      fixedT = remembering(getFixedT(...args), scope);
      fixedTs.set(scope, fixedT);
    }
    return fixedT;
  };
  instance.getFixedT = rememberingGetFixedT as unknown as i18n["getFixedT"];
}

/** Option names i18next reads itself: a call with any of them is never answered from a template. */
const I18NEXT_OPTIONS = new Set([
  "count",
  "context",
  "ordinal",
  "returnObjects",
  "returnDetails",
  "returnNull",
  "returnEmptyString",
  "joinArrays",
  "defaultValue",
  "lng",
  "lngs",
  "fallbackLng",
  "ns",
  "keyPrefix",
  "nsSeparator",
  "keySeparator",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "replace",
  "appendNamespaceToCIMode",
]);

function onlyPlaceholderValues(values: unknown): values is Record<string, string | number> {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return false;
  for (const [name, value] of Object.entries(values)) {
    if (I18NEXT_OPTIONS.has(name) || (typeof value !== "string" && typeof value !== "number")) return false;
  }
  return true;
}

/** Answers to calls with options kept per instance; past this many they are all forgotten at once. */
const REMEMBERED_ANSWERS_MAX = 5000;
/** Options whose answer is an object (shared by every caller if remembered) or passes through a function. */
const UNREMEMBERED_OPTIONS = new Set(["returnObjects", "returnDetails", "postProcess"]);

function rememberableOptions(options: unknown): boolean {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return false;
  for (const [name, value] of Object.entries(options)) {
    if (UNREMEMBERED_OPTIONS.has(name)) return false;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return false;
  }
  return true;
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const PLAIN_NAME = /^[A-Za-z0-9_]+$/;

/** The template with its `{{name}}` placeholders filled, or undefined when i18next must do it. */
function fill(template: string, values: Record<string, string | number>): string | undefined {
  if (template.includes("$t(")) return undefined;
  let usable = true;
  let placeholders = 0;
  const text = template.replace(PLACEHOLDER, (_placeholder, name: string) => {
    placeholders += 1;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (!PLAIN_NAME.test(name) || value === undefined) usable = false;
    return String(value);
  });
  // Braces that are not plain placeholders ("{{{a}}}", "{{- a}}") are read by i18next's own rules.
  const opened = template.split("{{").length - 1;
  const closed = template.split("}}").length - 1;
  return usable && opened === placeholders && closed === placeholders ? text : undefined;
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
