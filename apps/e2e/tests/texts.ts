import { readFileSync } from "node:fs";

// The web's texts as the browser tests read them: apps/web/messages/<language>.json (Paraglide's
// message format), reached with the catalogue's old dotted shape, e.g. `texts("en").catalog.listing.
// results_other`, so a test names a text by its place, not by its words. Placeholders read `{{name}}`
// (each spec's `t(text, values)` fills them); a plural's form is picked by its suffix (`_one`, `_other`).

type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Messages = Record<string, string | Variant[]>;

const loaded = new Map<string, Messages>();
function messagesOf(language: "en" | "ar"): Messages {
  let messages = loaded.get(language);
  if (!messages) {
    const file = new URL(`../../web/messages/${language}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, "utf8")) as Messages;
    loaded.set(language, messages);
  }
  return messages;
}

const asTemplate = (text: string) =>
  text.replace(/\{#?\/?(\w+)\}/g, (whole, name: string) =>
    whole.startsWith("{#") || whole.startsWith("{/") ? "" : `{{${name}}}`,
  );

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The web's texts in a language: `texts("en")("cart.empty.title")` is that text, placeholders as
 * `{{name}}`; a plural's form by its suffix (`catalog.listing.results_one`). A missing text throws.
 */
export function texts(language: "en" | "ar"): (place: string) => string {
  const messages = messagesOf(language);
  return (place) => {
    const key = place.replace(/\./g, "_");
    const text = messages[key];
    if (typeof text === "string") return asTemplate(text);
    // A plural named without a form reads as its "other" form ("6 months").
    if (Array.isArray(text)) {
      const other = text[0]?.match["countPlural=other"];
      if (other !== undefined) return asTemplate(other);
    }
    const plural = key.match(PLURAL);
    const variants = plural ? messages[plural[1]!] : undefined;
    const form =
      plural && Array.isArray(variants) ? variants[0]?.match[`countPlural=${plural[2]}`] : undefined;
    if (form === undefined) throw new Error(`no text ${place} in the web's ${language} messages`);
    return asTemplate(form);
  };
}
