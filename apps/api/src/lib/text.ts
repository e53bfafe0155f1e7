import { m } from "@carcare/contracts/messages";
import type { Language } from "./language.js";

// Where the API's texts become words in a language (issue 27). Services and schemas name what they
// say in English, as before: a fixed text of the message catalogue (packages/contracts/messages,
// English the source), or, for a text with values, a `said(m.someMessage, { ... })`. The answer is
// put into the request's language only when it is sent: errors in errors.ts toHttp (the error
// handler's and the in-process CallError's one way), success messages in route.ts. English is never
// looked up: an existing client that asks for no language gets exactly today's texts.

/** A text to be said later, in the language of the answer. */
export type Said = (language: Language) => string;
/** What an error or a success body says: a catalogue text in English, or a message with its values. */
export type Text = string | Said;

type MessageWithInputs<I> = (inputs: I, options?: { locale?: Language }) => string;

/** A catalogue message with its values, said in whichever language the answer is in. */
export function said<I>(message: MessageWithInputs<I>, inputs: I): Said {
  return (language) => message(inputs, { locale: language });
}

type AnyMessage = (inputs?: object, options?: { locale?: Language }) => string;
let byEnglish: Map<string, AnyMessage> | undefined;

/**
 * The catalogue's messages by their English text (the first of equal texts wins). A message with
 * values is listed under its text with none filled in, which no real text matches.
 */
function catalogueByEnglish(): Map<string, AnyMessage> {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const message of Object.values(m) as AnyMessage[]) {
      const english = message({}, { locale: "en" });
      if (!byEnglish.has(english)) byEnglish.set(english, message);
    }
  }
  return byEnglish;
}

/**
 * `text` in `language`: a Said says itself; an English catalogue text becomes the same message in
 * that language; any other string (a name, a text the catalogue does not hold) is left as it is.
 */
export function sayIn(text: Text, language: Language): string {
  if (typeof text !== "string") return text(language);
  if (language === "en") return text;
  const message = catalogueByEnglish().get(text);
  return message ? message({}, { locale: language }) : text;
}
