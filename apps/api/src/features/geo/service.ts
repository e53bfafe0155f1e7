import { EMIRATES, type GeocodeResult, haversineKm } from "@carcare/contracts";
import type { Logger } from "pino";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { m } from "@carcare/contracts/messages";
import { notFound } from "../../lib/errors.js";
import { said } from "../../lib/text.js";
import type { Language } from "../../lib/language.js";
import { EMIRATE_NAMES_AR, GAZETTEER, type GazetteerPlace } from "./gazetteer.js";

/** An external geocoder: a place for the text, or null when it knows none. Must honour the signal. */
export type GeocodeProvider = (
  query: string,
  signal: AbortSignal,
) => Promise<{ lat: number; lng: number; name: string } | null>;

export const PROVIDER_TIMEOUT_MS = 1500;

/** Whether one more external lookup may be made now for this client (an IP address). */
export type ProviderBudget = (client: string) => Promise<boolean>;

/**
 * Caps external lookups so that no script can spend the provider's quota through the store: each
 * client gets `perClientPerMinute`, and each worker process `perSecond` (LocationIQ's free plan
 * allows 2 a second). The counts live in the worker's memory, so with several workers a client may
 * get up to that many times its share. Over either cap the gazetteer answers alone: the customer still
 * gets a place, not an error.
 */
export function createProviderBudget({ perClientPerMinute = 20, perSecond = 2 } = {}): ProviderBudget {
  const perClient = new RateLimiterMemory({ points: perClientPerMinute, duration: 60 });
  const overall = new RateLimiterMemory({ points: perSecond, duration: 1 });
  return async (client) => {
    try {
      await perClient.consume(client);
      await overall.consume("all");
      return true;
    } catch (refusal) {
      // A spent budget rejects with the limiter's state, never an Error; anything else is a bug.
      if (refusal instanceof Error) throw refusal;
      return false;
    }
  };
}

// ------------------------------------------------------------------ text keys

/**
 * Lower case, no accents or apostrophes, words separated by single spaces (Latin and Arabic letters).
 * Arabic folds as the catalogue's search does (arabic_normalise): the hamza and madda forms of alef
 * (أ إ آ, which NFKD splits into alef and a mark) and alef wasla (ٱ) become ا, ة becomes ه, ى becomes
 * ي, and the tashkeel (marks, dropped with every other mark) and tatweel (ـ) go.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’‘`ʼ\u0640]/g, "")
    .replace(/\u0671/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Words that describe a place rather than name it: "Khalifa City" and "Khalifa" are the same search,
 * as are "مدينة خليفة" and "خليفة", "جزيرة ياس" and "ياس" (Arabic ones folded, with or without "ال").
 */
const GENERIC_WORDS = new Set(["area", "city", "district", "island", "the", "region", "community", "town"]);
const GENERIC_ARABIC_WORDS = new Set(["مدينه", "جزيره", "منطقه", "حي"]);
const isGeneric = (word: string) =>
  GENERIC_WORDS.has(word) || GENERIC_ARABIC_WORDS.has(word.replace(/^ال/, ""));
/** The Arabic article in its usual transliterations (Al Reem, Ar Rams, As Sila, Adh Dhayd), and written apart. */
const ARTICLES = new Set(["al", "el", "ar", "as", "ad", "adh", "an", "ash", "at", "az", "ال"]);

/**
 * A spelling-tolerant key: generic words and articles dropped, the spelling variants of Arabic
 * transliteration folded together (Mussafah = Musaffah = Musafah, Karama = Karamah, Jumeira = Jumeirah).
 */
export function soundKey(folded: string): string {
  const words = folded.split(" ").filter((word) => word && !isGeneric(word));
  const named = words.length > 1 ? words.filter((word) => !ARTICLES.has(word)) : words;
  return named
    .map((word) =>
      word
        .replace(/^(al|el|ال)(?=\p{L}{3,})/u, "")
        .replace(/ee/g, "i")
        .replace(/oo|ou/g, "u")
        .replace(/q/g, "k")
        .replace(/ph/g, "f")
        .replace(/y/g, "i")
        .replace(/(\p{L})\1+/gu, "$1")
        .replace(/(?<=\p{L}{2})h$/u, ""),
    )
    .join("");
}

interface IndexedName {
  place: GazetteerPlace;
  /** 0 for the place's own name, 1 for an alias. */
  kind: 0 | 1;
  folded: string;
  sound: string;
}

/** Each place's names: the English and Arabic ones rank as its own name, the others as aliases. */
const INDEX: readonly IndexedName[] = GAZETTEER.flatMap((place) =>
  [place.name, place.nameAr, ...(place.aliases ?? [])].map((text, i) => {
    const folded = foldText(text);
    return { place, kind: i < 2 ? 0 : 1, folded, sound: soundKey(folded) } satisfies IndexedName;
  }),
);

/** The emirates by their English and Arabic names ("أبو ظبي" too), for narrowing a search. */
const FOLDED_EMIRATES = EMIRATES.flatMap((emirate) =>
  [emirate, EMIRATE_NAMES_AR[emirate], ...(emirate === "Abu Dhabi" ? ["أبو ظبي"] : [])].map((name) => ({
    emirate,
    folded: foldText(name),
  })),
);
/** Country words people add at the end of an address; they narrow nothing. */
const COUNTRY_WORDS = /\b(united arab emirates|uae)\b/g;
/** The same in Arabic, folded ("الإمارات العربية المتحدة"); \b knows no Arabic letters. */
const ARABIC_COUNTRY_WORDS = /(^| )(الامارات العربيه المتحده|دوله الامارات)(?= |$)/g;

// ------------------------------------------------------------------ gazetteer search

/**
 * How well an indexed name answers the query, lower is better; null for no match. Order: the exact
 * name, an exact alias, the same spelling-tolerant key, a prefix, a word inside the name, and last the
 * query mentioning the name (a typed address such as "Villa 5, Khalifa City A, Abu Dhabi").
 */
function rank(entry: IndexedName, folded: string, sound: string): number | null {
  if (entry.folded === folded) return entry.kind;
  if (sound !== "" && entry.sound === sound) return 2;
  if (folded.length >= 2 && entry.folded.startsWith(folded)) return 3 + entry.folded.length / 1000;
  if (sound.length >= 3 && entry.sound.startsWith(sound)) return 4 + entry.sound.length / 1000;
  if (folded.length >= 3 && ` ${entry.folded}`.includes(` ${folded}`)) return 5 + entry.folded.length / 1000;
  if (sound.length >= 4 && entry.sound.includes(sound)) return 6 + entry.sound.length / 1000;
  if (entry.folded.length >= 3 && ` ${folded} `.includes(` ${entry.folded} `)) {
    // The longest name mentioned is the most specific one.
    return 7 + 1 / (1 + entry.folded.length);
  }
  return null;
}

/** Whether the text has a word that names something ("city", "al" or "area" alone name nothing). */
const hasNamingWord = (folded: string) =>
  folded.split(" ").some((word) => word && !isGeneric(word) && !ARTICLES.has(word));

function bestMatch(folded: string, emirate?: string): GazetteerPlace | null {
  if (!hasNamingWord(folded)) return null;
  const sound = soundKey(folded);
  let best: { place: GazetteerPlace; score: number } | null = null;
  for (const entry of INDEX) {
    if (emirate && entry.place.emirate !== emirate) continue;
    const score = rank(entry, folded, sound);
    // Strictly better only: on a tie the earlier place (Abu Dhabi first) wins.
    if (score !== null && (best === null || score < best.score)) best = { place: entry.place, score };
  }
  return best?.place ?? null;
}

/**
 * Finds a place in the store's gazetteer, ignoring case, accents and common spelling variants. An
 * emirate named in the query ("Al Nahda, Sharjah") narrows the search to that emirate.
 */
export function searchGazetteer(query: string): GazetteerPlace | null {
  const folded = foldText(query)
    .replace(COUNTRY_WORDS, " ")
    .replace(ARABIC_COUNTRY_WORDS, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (folded === "") return null;
  for (const { emirate, folded: name } of FOLDED_EMIRATES) {
    const rest = ` ${folded} `.replace(` ${name} `, " ").trim();
    if (rest !== folded.trim() && rest !== "") {
      const inEmirate = bestMatch(rest, emirate);
      if (inEmirate) return inEmirate;
    }
  }
  return bestMatch(folded);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known place whose name is spelled most like the query, if any is close: for "did you mean". */
export function suggestPlace(query: string): GazetteerPlace | null {
  const sound = soundKey(foldText(query));
  if (sound.length < 3) return null;
  let best: { place: GazetteerPlace; distance: number } | null = null;
  for (const entry of INDEX) {
    const distance = editDistance(sound, entry.sound);
    if (best === null || distance < best.distance) best = { place: entry.place, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(sound.length / 3)) ? best.place : null;
}

// ------------------------------------------------------------------ geocoding

/** The emirate of the nearest known place within 60 km, for places an external provider found. */
function emirateNear(point: { lat: number; lng: number }): string {
  let best: { emirate: string; distance: number } | null = null;
  for (const place of GAZETTEER) {
    const distance = haversineKm(point, place);
    if (best === null || distance < best.distance) best = { emirate: place.emirate, distance };
  }
  return best && best.distance <= 60 ? best.emirate : "";
}

async function askProvider(
  provider: GeocodeProvider,
  query: string,
  timeoutMs: number,
  logger: Logger | undefined,
): Promise<GeocodeResult | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const found = await Promise.race([provider(query, controller.signal), timeout]);
    if (!found) return null;
    const { lat, lng } = found;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      logger?.warn({ query }, "geocoder answered an invalid position; using the gazetteer");
      return null;
    }
    return { lat, lng, name: found.name || query, emirate: emirateNear({ lat, lng }), source: "provider" };
  } catch (error) {
    logger?.warn({ err: error, query }, "geocoder failed; using the gazetteer");
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The place's name in the answer's language: Arabic answers name it as UAE signs write it. */
const nameIn = (place: GazetteerPlace, language: Language) => (language === "ar" ? place.nameAr : place.name);

/** A gazetteer answer; `emirate` stays one of EMIRATES (a value clients compare), only the name is said. */
function fromGazetteer(place: GazetteerPlace, language: Language): GeocodeResult {
  return {
    lat: place.lat,
    lng: place.lng,
    name: nameIn(place, language),
    emirate: place.emirate,
    source: "gazetteer",
  };
}

export interface GeocodeOptions {
  /** Tried for anything the gazetteer does not know exactly; null or absent means gazetteer only. */
  provider?: GeocodeProvider | null;
  /** Asked before each provider lookup, with `client`; absent means no cap (tests, scripts). */
  budget?: ProviderBudget;
  client?: string;
  timeoutMs?: number;
  logger?: Logger;
  /** The language the answer names a gazetteer place in (and a 404 suggests one); English when absent. */
  language?: Language;
}

/**
 * Turns a typed place into a position. A name or spelling the gazetteer knows answers at once (no
 * external call); otherwise the provider, when configured and within its budget, gets
 * PROVIDER_TIMEOUT_MS; when it fails, is slow, finds nothing or is over budget, the gazetteer's
 * partial matches answer. 404 when nothing matches.
 */
export async function geocode(query: string, options: GeocodeOptions = {}): Promise<GeocodeResult> {
  const place = searchGazetteer(query);
  if (options.provider && !(place && isCertainMatch(query, place))) {
    if (!options.budget || (await options.budget(options.client ?? "unknown"))) {
      const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
      const found = await askProvider(options.provider, query, timeoutMs, options.logger);
      if (found) return found;
    } else {
      options.logger?.info({ query }, "geocoder lookups over budget; the gazetteer answers alone");
    }
  }
  if (place) return fromGazetteer(place, options.language ?? "en");
  const suggestion = suggestPlace(query);
  throw notFound(
    suggestion
      ? // Said in the language the error is sent in, so the suggested place and emirate are named in it.
        (language: Language) =>
          m.geoNotFoundSuggest(
            {
              query,
              name: nameIn(suggestion, language),
              emirate: language === "ar" ? EMIRATE_NAMES_AR[suggestion.emirate] : suggestion.emirate,
            },
            { locale: language },
          )
      : said(m.geoNotFound, { query }),
  );
}

/** Whether the query is one of the place's names or spellings (not only a part of one). */
function isCertainMatch(query: string, place: GazetteerPlace): boolean {
  const folded = foldText(query);
  const sound = soundKey(folded);
  return INDEX.some((entry) => entry.place === place && (entry.folded === folded || entry.sound === sound));
}

// ------------------------------------------------------------------ a real provider

export const LOCATIONIQ_SEARCH_URL = "https://us1.locationiq.com/v1/search";

/**
 * A provider on LocationIQ's search API (the "key and q" geocoder the store's web client used),
 * limited to the UAE. `fetchImpl` is injectable so tests never reach the internet.
 */
export function createLocationIqProvider(apiKey: string, fetchImpl: typeof fetch = fetch): GeocodeProvider {
  return async (query, signal) => {
    const url = new URL(LOCATIONIQ_SEARCH_URL);
    url.search = new URLSearchParams({
      key: apiKey,
      q: query,
      format: "json",
      limit: "1",
      countrycodes: "ae",
    }).toString();
    const response = await fetchImpl(url, { signal, headers: { accept: "application/json" } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
    const body = (await response.json()) as unknown;
    const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
    if (!first) return null;
    const lat = Number(first.lat);
    const lng = Number(first.lon);
    const name = typeof first.display_name === "string" ? first.display_name.split(",")[0]!.trim() : query;
    return { lat, lng, name };
  };
}
