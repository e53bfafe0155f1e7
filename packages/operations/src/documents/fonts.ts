// The fonts the tax documents embed: IBM Plex Sans Arabic (the web's font, @fontsource), whose files
// are split by script. A run of text takes the file that has its glyphs (text.ts picks it).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Which of the family's files a run of text is drawn with. */
export type FontScript = "arabic" | "latin" | "latinExt";
export type FontWeight = 400 | 600;

const files: Record<FontScript, string> = { arabic: "arabic", latin: "latin", latinExt: "latin-ext" };
const loaded = new Map<string, Buffer>();

/** The font file's bytes, read once per process. */
export function fontBytes(script: FontScript, weight: FontWeight): Buffer {
  const key = `${script}-${weight}`;
  let bytes = loaded.get(key);
  if (!bytes) {
    const path = require.resolve(
      `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${files[script]}-${weight}-normal.woff`,
    );
    bytes = readFileSync(path);
    loaded.set(key, bytes);
  }
  return bytes;
}

/** The name a document registers a font file under. */
export const fontName = (script: FontScript, weight: FontWeight) => `plex-${script}-${weight}`;

export const FONT_SCRIPTS: readonly FontScript[] = ["arabic", "latin", "latinExt"];
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 600];
