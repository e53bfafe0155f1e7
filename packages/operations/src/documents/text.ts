// Lines of text in a PDF that may mix English and Arabic (a customer's name, address or a product's
// name): wrapped to a width, each run drawn with the font file that has its glyphs, and laid out
// in the order the Unicode bidirectional algorithm gives (bidi-js), so a line that starts in Arabic
// reads right to left with its English names and figures in their own order (pdfkit itself neither
// picks fonts per script nor reorders; through fontkit it shapes an Arabic run's joined letters).
import bidiJs, { type EmbeddingLevels } from "bidi-js";
import { fontName, type FontScript, type FontWeight } from "./fonts.js";

// bidi-js is CommonJS whose module.exports is the factory, but its types declare an ES default export,
// so TypeScript (NodeNext) places the factory one level down from what Node's import gives.
const bidiFactory = bidiJs as unknown as typeof bidiJs.default;
const bidi = bidiFactory();

/** The pdfkit document, as far as laying out text needs it. */
export interface TextCanvas {
  font(name: string): unknown;
  fontSize(size: number): unknown;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false }): unknown;
}

export interface TextStyle {
  size: number;
  weight: FontWeight;
  /** Line height as a multiple of the size. */
  leading?: number;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** What the family's "latin" file covers (its unicode-range, roughly): the rest of non-Arabic is latin-ext. */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
const isLatin = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return LATIN_RANGES.some(([from, to]) => code >= from && code <= to);
};

const scriptOf = (char: string): FontScript =>
  ARABIC.test(char) ? "arabic" : isLatin(char) ? "latin" : "latinExt";

/** A piece of a line: text in one font file, or a space between words. */
interface Piece {
  text: string;
  script: FontScript;
  space: boolean;
}

/** Splits a word into runs of one font file each. */
function runsOf(word: string): Piece[] {
  const pieces: Piece[] = [];
  for (const char of word) {
    const script = scriptOf(char);
    const last = pieces.at(-1);
    if (last && last.script === script) last.text += char;
    else pieces.push({ text: char, script, space: false });
  }
  return pieces;
}

function width(canvas: TextCanvas, pieces: Piece[], style: TextStyle): number {
  let total = 0;
  for (const piece of pieces) {
    canvas.font(fontName(piece.script, style.weight));
    canvas.fontSize(style.size);
    total += canvas.widthOfString(piece.text);
  }
  return total;
}

/** A word wider than the line, cut into pieces that fit (by characters). */
function cutWord(canvas: TextCanvas, word: string, max: number, style: TextStyle): string[] {
  const parts: string[] = [];
  let current = "";
  for (const char of word) {
    if (current && width(canvas, runsOf(current + char), style) > max) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** A paragraph (a line of the text as given): its words joined by single spaces, and their bidi levels. */
interface Paragraph {
  text: string;
  levels: EmbeddingLevels;
}

/** One line of a paragraph: its characters from `start` to `end`, inclusive (none when start > end). */
interface Line {
  paragraph: Paragraph;
  start: number;
  end: number;
}

/** The text's lines within `maxWidth`, wrapped at spaces (a word too long for a line is cut). */
function wrap(canvas: TextCanvas, text: string, maxWidth: number, style: TextStyle): Line[] {
  const lines: Line[] = [];
  const spaceWidth = width(canvas, [{ text: " ", script: "latin", space: true }], style);
  for (const given of text.split("\n")) {
    const words = given.split(/\s+/).filter(Boolean);
    const joined = words.join(" ");
    // Each paragraph takes its direction from its first strong character (the algorithm's default).
    const paragraph: Paragraph = { text: joined, levels: bidi.getEmbeddingLevels(joined) };
    let line: Line = { paragraph, start: 0, end: -1 };
    let lineWidth = 0;
    let offset = 0;
    for (const whole of words) {
      for (const part of cutWord(canvas, whole, maxWidth, style)) {
        const partWidth = width(canvas, runsOf(part), style);
        const empty = line.end < line.start;
        if (!empty && lineWidth + spaceWidth + partWidth > maxWidth) {
          lines.push(line);
          line = { paragraph, start: offset, end: offset - 1 };
          lineWidth = 0;
        } else if (!empty) lineWidth += spaceWidth;
        if (line.end < line.start) line.start = offset;
        line.end = offset + part.length - 1;
        lineWidth += partWidth;
        offset += part.length;
      }
      offset += 1; // the space after the word
    }
    lines.push(line);
  }
  return lines;
}

/** fontkit (pdfkit's shaper) lays a run holding Arabic letters out right to left: it reverses it. */
const laidOutRightToLeft = (text: string) => /\p{Script=Arabic}/u.test(text);

/**
 * The line's pieces in the order they are drawn, left to right: the Unicode bidirectional algorithm
 * (bidi-js) orders its characters, and mirrors brackets that read right to left; a piece is a stretch
 * of one font file and one level within a word. Each piece's text is what pdfkit must be handed for
 * its glyphs to come out in that order: an Arabic run that reads right to left goes in reading order
 * (fontkit joins its letters and reverses it), other text as it is to be seen.
 */
function visualOrder({ paragraph, start, end }: Line): Piece[] {
  if (end < start) return [];
  const { text, levels } = paragraph;
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const runs: { first: number; last: number; level: number; script: FontScript; space: boolean }[] = [];
  for (const index of order) {
    const space = text[index] === " ";
    const script = space ? "latin" : scriptOf(text[index]!);
    const level = levels.levels[index]!;
    const run = runs.at(-1);
    const next = run && (run.level % 2 === 1 ? run.last - 1 : run.last + 1);
    if (run && !space && !run.space && run.script === script && run.level === level && next === index) {
      run.last = index;
    } else runs.push({ first: index, last: index, level, script, space });
  }
  return runs.map(({ first, last, level, script, space }) => {
    let logical = "";
    for (let i = Math.min(first, last); i <= Math.max(first, last); i += 1)
      logical += mirrored.get(i) ?? text[i];
    const reversed = (level % 2 === 1) !== laidOutRightToLeft(logical);
    return { text: reversed ? [...logical].reverse().join("") : logical, script, space };
  });
}

/** The height `text` takes when drawn with drawText. */
export function textHeight(canvas: TextCanvas, text: string, maxWidth: number, style: TextStyle): number {
  return wrap(canvas, text, maxWidth, style).length * style.size * (style.leading ?? 1.35);
}

/**
 * Draws `text` from (x, y) within `maxWidth`, wrapping at spaces (a word too long for a line is cut),
 * aligned to the start or the end of the box; answers the height it took.
 */
export function drawText(
  canvas: TextCanvas,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle & { align?: "left" | "right" },
): number {
  const lineHeight = style.size * (style.leading ?? 1.35);
  const lines = wrap(canvas, text, maxWidth, style);
  lines.forEach((line, index) => {
    const pieces = visualOrder(line);
    const lineWidth = width(canvas, pieces, style);
    let left = style.align === "right" ? x + maxWidth - lineWidth : x;
    for (const piece of pieces) {
      canvas.font(fontName(piece.script, style.weight));
      canvas.fontSize(style.size);
      if (!piece.space) canvas.text(piece.text, left, y + index * lineHeight, { lineBreak: false });
      left += canvas.widthOfString(piece.text);
    }
  });
  return lines.length * lineHeight;
}
