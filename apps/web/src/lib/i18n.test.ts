import i18next from "i18next";
import { en } from "../locales/en";
import { addCatalogue, createI18n, i18nFor, rememberPlainTexts } from "./i18n";

/** An instance as the server makes it: texts remembered (the browser's bundle goes without). */
function remembering(instance: ReturnType<typeof createI18n>) {
  rememberPlainTexts(instance);
  return instance;
}

/** Every key of the catalogue whose text is a string, with its text. */
function textsOf(tree: Record<string, unknown>, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") return [[key, value]];
    return value && typeof value === "object" ? textsOf(value as Record<string, unknown>, key) : [];
  });
}

/** i18next exactly as configured, without the remembered texts: what every answer must equal. */
function plainI18next() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** One value for each of a text's placeholders, with characters that must pass through as they are. */
function valuesFor(text: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [index, match] of [...text.matchAll(/\{\{([^{}]*)\}\}/g)].entries()) {
    values[match[1]!.trim()] = index % 2 === 0 ? `$& {{x}} <b>"${index}"</b> $1` : index + 0.5;
  }
  return values;
}

describe("i18n texts remembered per instance", () => {
  const texts = textsOf(en);

  it("when every catalogue text is asked for, with and without its values, then each answer is i18next's own", () => {
    const remembered = remembering(createI18n("en")).getFixedT("en");
    const reference = plainI18next().getFixedT("en");
    const withPlaceholders = texts.filter(([, text]) => text.includes("{{"));
    expect(withPlaceholders.length).toBeGreaterThan(20);
    for (const [key, text] of texts) {
      const values = valuesFor(text);
      // Twice: the first call reads the template, the second answers from what was remembered.
      for (let call = 0; call < 2; call++) {
        expect(remembered(key)).toBe(reference(key));
        expect(remembered(key, values)).toBe(reference(key, values));
      }
    }
    // Plurals: the base key with a count (and the text's other values), each count asked twice.
    const plurals = texts.filter(([key]) => key.endsWith("_one"));
    expect(plurals.length).toBeGreaterThan(3);
    for (const [key, text] of plurals) {
      const base = key.replace(/_one$/, "");
      for (const count of [0, 1, 2, 1, 0, 2]) {
        const options = { ...valuesFor(text), count };
        expect(remembered(base, options)).toBe(reference(base, options));
      }
    }
  });

  it("when options i18next reads itself are given (count, a missing value), then i18next answers them", () => {
    const remembered = remembering(createI18n("en")).getFixedT("en");
    const reference = plainI18next().getFixedT("en");
    const [pluralKey] = texts.find(([key]) => key.endsWith("_one"))!;
    const key = pluralKey.replace(/_one$/, "");
    for (const count of [1, 2, 1]) {
      expect(remembered(key, { count })).toBe(reference(key, { count }));
    }
    const [withValue, text] = texts.find(([, text]) => text.includes("{{"))!;
    expect(remembered(withValue, {})).toBe(reference(withValue, {}));
    expect(remembered(withValue, {})).toContain("{{");
    expect(remembered(withValue, valuesFor(text))).not.toBe(remembered(withValue, {}));
  });

  it("when an area is added after a key was asked for while missing, then the key reads the new text", () => {
    // The process's instance, as the server makes it (remembering): areas are added to the
    // instances made by i18nFor.
    vi.stubEnv("SSR", true);
    const t = i18nFor("en").getFixedT("en");
    vi.unstubAllEnvs();
    const key = "rememberTest.greeting";
    expect(t(key)).toBe(key);
    addCatalogue({ rememberTest: { greeting: "Hello {{name}}" } });
    expect(t(key, { name: "Sara" })).toBe("Hello Sara");
    expect(t(key)).toBe("Hello {{name}}");
    // Added again with more keys: what was remembered is read anew, the new keys too.
    addCatalogue({ rememberTest: { greeting: "Hi {{name}}", farewell: "Bye" } });
    expect(t(key, { name: "Sara" })).toBe("Hi Sara");
    expect(t("rememberTest.farewell")).toBe("Bye");
  });
});
