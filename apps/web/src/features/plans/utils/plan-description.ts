const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A plan card's text from the plan's description HTML (sanitised by the API): the first paragraph as
 * its summary and every list item as a feature bullet. Plain strings, so the card renders no HTML and
 * this works on the server, where there is no DOMParser.
 */
export function parsePlanDescription(html: string): { summary: string | null; features: string[] } {
  const features = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi)]
    .map((match) => textOf(match[1] ?? ""))
    .filter((feature) => feature !== "");
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p\s*>/i.exec(html)?.[1];
  const summary = paragraph === undefined ? null : textOf(paragraph) || null;
  return { summary, features };
}
