// What shoppers type into the search, for the bench (run.ts) and the soak (soak.ts).
import { NAME_WORDS } from "./seed.js";

/**
 * What shoppers type into the search (issue 28), made of the words the bench's product names are
 * built from (NAME_WORDS), in a fixed shuffled order: many distinct texts, as real traffic has, so
 * the per-worker copies of public answers (5 s) answer only a part and the queries are measured too.
 */
export function searchTexts() {
  const words = [
    ...new Set([...NAME_WORDS.adjectives, ...NAME_WORDS.nouns].flatMap((t) => t.toLowerCase().split(" "))),
  ];
  const nounPairs = NAME_WORDS.nouns.map((noun) => noun.toLowerCase().split(" ") as [string, string]);
  const adjectives = NAME_WORDS.adjectives.map((adjective) => adjective.toLowerCase());
  // A deterministic pseudo-random sequence, so every run asks the same texts in the same order.
  let seed = 28;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  /** One letter replaced by its neighbour in the alphabet (not the first: shoppers get that right). */
  const misspell = (text: string) => {
    const at = 1 + Math.floor(random() * (text.length - 1));
    const letter = text[at]!;
    const wrong =
      letter === "z"
        ? "y"
        : letter < "a" || letter > "z"
          ? letter
          : String.fromCharCode(letter.charCodeAt(0) + 1);
    return text.slice(0, at) + wrong + text.slice(at + 1);
  };
  const prefixes = (word: string) =>
    Array.from({ length: Math.min(word.length, 6) - 1 }, (_, i) => word.slice(0, i + 2));
  const suggestions = new Set<string>();
  // Every word's beginnings, 2 to 6 letters.
  for (const word of words) for (const prefix of prefixes(word)) suggestions.add(prefix);
  // Two words, the last one a beginning: a product's two name words, or an adjective and a noun.
  for (const [first, second] of nounPairs)
    for (const prefix of prefixes(second)) suggestions.add(`${first} ${prefix}`);
  for (let i = 0; i < 600; i += 1) {
    const noun = pick(nounPairs)[0];
    suggestions.add(`${pick(adjectives).split(" ").at(-1)!} ${pick(prefixes(noun))}`);
  }
  // A few beginnings with one wrong letter (4 to 6 letters long).
  const longWords = words.filter((word) => word.length >= 4);
  for (let i = 0; i < 60; i += 1) suggestions.add(misspell(pick(prefixes(pick(longWords)).slice(2))));

  const searches = new Set<string>();
  for (const word of words) searches.add(word);
  // Plurals as shoppers type them.
  for (const [first, second] of nounPairs) searches.add(`${second}s`).add(`${first} ${second}s`);
  for (const [first, second] of nounPairs) searches.add(`${first} ${second}`);
  for (let i = 0; i < 300; i += 1)
    searches.add(`${pick(adjectives).split(" ").at(-1)!} ${pick(nounPairs)[0]}`);
  // Words with one wrong letter.
  for (let i = 0; i < 80; i += 1) searches.add(misspell(pick(longWords)));
  const shuffle = (list: string[]) => {
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  return { suggestions: shuffle([...suggestions]), searches: shuffle([...searches]) };
}
