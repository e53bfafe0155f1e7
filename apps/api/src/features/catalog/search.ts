import type { AnalysedWord } from "./repository.js";

// How the catalogue reads what a shopper types (issue 28, decision 022): repository.analyseSearch
// reads the words in one statement, planSearch turns them into queries. Each product has a search
// document (products.search_vector, written by a trigger from its names, brand, category and
// description: see the migration 20261127075205_search). A search text is read here into a text
// search query over those documents:
// - its words are normalised by the same SQL function that made the documents (search_words_of), so
//   "Meguiar's" is "meguiars" and "5W-30" is "5w 30" on both sides;
// - word forms come from PostgreSQL's English stemmer (wipers and wiper are one word);
// - two adjacent words may also be written together ("dash cam" finds "dashcam" and the reverse,
//   since the documents hold each adjacent pair written together);
// - each word, and each adjacent pair, may be any term of its synonym groups (search_synonyms);
// - a word the catalogue does not know (search_words) is also read as the catalogue's closest words,
//   at most one wrong letter away for short words and two for longer ones (trigram distance picks
//   the candidates, Levenshtein distance decides): that correction is reported to the shopper;
// - suggestions read the last word as the beginning of a word; Arabic words are always read so
//   (their suffixes vary) and without their article.

/** A text search query (a to_tsquery('english', ...) text), and the same over names and brand only. */
export interface SearchQuery {
  text: string;
  /** The same words matched in the weight-A part of the document only: the names and the brand. */
  inNames: string;
}

/** A search text read into text search queries. */
export interface SearchPlan {
  /** Every word must match: null when the text has no word to search by. */
  all: SearchQuery | null;
  /** Any word may match (the closest matches when nothing matches every word). */
  any: SearchQuery | null;
  /** The words as read (normalised), for counting a miss. */
  normalised: string;
  /** The text with each unknown word replaced by its correction, when one was. */
  corrected?: string;
}

const ARABIC = /[\u0600-\u06FF]/;
/** What search_words_of leaves: letters and digits only, so a term is safe inside quotes. */
const TERM = /^[\p{L}\p{N}]+$/u;

/** One term of a query: quoted (to_tsquery stems it), a prefix when read as a word's beginning. */
function operand(term: string, prefix: boolean, weight: "" | "A"): string | null {
  if (!TERM.test(term)) return null;
  // An Arabic word is read as a beginning (its suffixes vary), from three letters: "لا" is not "لامع".
  const beginning = prefix || (ARABIC.test(term) && [...term].length >= 3);
  const label = `${beginning ? "*" : ""}${weight}`;
  return `'${term}'${label ? `:${label}` : ""}`;
}

/** A search text's words (repository.analyseSearch) read into text search queries. */
export function planSearch(words: AnalysedWord[]): SearchPlan {
  const normalised = words.map((word) => word.word).join(" ");
  const searched = words.filter((word) => !word.stopword);
  // The alternatives of each word: itself, its synonyms, its correction, and the adjacent pairs
  // (with their synonyms) it is part of, written together.
  const alternatives = searched.map((word) => {
    const terms = new Map<string, boolean>();
    const add = (term: string, prefix: boolean) => terms.set(term, (terms.get(term) ?? false) || prefix);
    add(word.base, word.prefix);
    for (const synonym of word.synonyms) add(synonym, false);
    for (const correction of word.corrections) add(correction, word.prefix);
    return { word, terms, add };
  });
  alternatives.forEach((current, index) => {
    const next = alternatives[index + 1];
    if (!next || next.word.position !== current.word.position + 1) return;
    const pair = current.word.base + next.word.base;
    for (const side of [current, next]) {
      side.add(pair, next.word.prefix);
      for (const synonym of current.word.pairSynonyms) side.add(synonym, false);
    }
  });
  const groupsOf = (weight: "" | "A") =>
    alternatives
      .map(({ terms }) => {
        const operands = [...terms]
          .map(([term, prefix]) => operand(term, prefix, weight))
          .filter((item) => item !== null);
        return operands.length > 0 ? `(${operands.join(" | ")})` : null;
      })
      .filter((group) => group !== null);
  const groups = groupsOf("");
  const inNames = groupsOf("A");
  const corrected = words.some((word) => word.corrections.length > 0)
    ? words.map((word) => word.corrections[0] ?? word.word).join(" ")
    : undefined;
  return {
    all: groups.length > 0 ? { text: groups.join(" & "), inNames: inNames.join(" & ") } : null,
    any: groups.length > 0 ? { text: groups.join(" | "), inNames: inNames.join(" | ") } : null,
    normalised,
    ...(corrected === undefined ? {} : { corrected }),
  };
}
