// Lines of text in a PDF that may mix English and Arabic (a customer's name, address or a product's
// name): wrapped to a width, each run drawn with the font file that has its glyphs, and laid out
// right to left where Arabic leads (pdfkit itself neither picks fonts per script nor reorders).
// The reordering is the simple part of the Unicode bidirectional algorithm that such text needs:
// runs of the other direction keep their own order inside a line of the leading direction.
import { fontName, type FontScript, type FontWeight } from "./fonts.js";

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

/** Is the text's first strong character Arabic (then its lines read right to left)? */
export const isRightToLeft = (text: string): boolean => {
  for (const char of text) {
    if (ARABIC.test(char)) return true;
    if (/\p{L}/u.test(char)) return false;
  }
  return false;
};

/** A figure ("500", "1,250.00"): between two Arabic words it reads with them, right to left. */
const isFigure = (piece: Piece) => !piece.space && /^[\d.,%+\-\u0660-\u066C]+$/.test(piece.text);

/**
 * Reverses each maximal stretch of pieces that starts and ends with one matching `inRun`; spaces,
 * and figures when `carry` says so, inside a stretch go with it.
 */
function reverseRuns(
  pieces: Piece[],
  inRun: (piece: Piece) => boolean,
  carry: (piece: Piece) => boolean = () => false,
): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < pieces.length) {
    if (!inRun(pieces[i]!)) {
      out.push(pieces[i]!);
      i += 1;
      continue;
    }
    // The stretch ends at its last matching piece: trailing spaces stay outside.
    let end = i;
    for (let j = i; j < pieces.length; j += 1) {
      const piece = pieces[j]!;
      if (inRun(piece)) end = j;
      else if (!piece.space && !carry(piece)) break;
    }
    out.push(...pieces.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out;
}

/** The pieces of one line in the order they are drawn, left to right. */
function visualOrder(pieces: Piece[], rightToLeft: boolean): Piece[] {
  const arabic = (piece: Piece) => !piece.space && piece.script === "arabic";
  if (!rightToLeft) return reverseRuns(pieces, arabic, isFigure);
  // Right to left: the whole line turns round, then the runs of Latin text and figures turn back.
  return reverseRuns([...pieces].reverse(), (piece) => !piece.space && piece.script !== "arabic");
}

/** The text's lines within `maxWidth`, each as its pieces in reading (logical) order. */
function wrap(canvas: TextCanvas, text: string, maxWidth: number, style: TextStyle): Piece[][] {
  const lines: Piece[][] = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    const space: Piece = { text: " ", script: "latin", space: true };
    const spaceWidth = width(canvas, [space], style);
    let line: Piece[] = [];
    let lineWidth = 0;
    for (const whole of words) {
      for (const word of cutWord(canvas, whole, maxWidth, style)) {
        const pieces = runsOf(word);
        const wordWidth = width(canvas, pieces, style);
        if (line.length > 0 && lineWidth + spaceWidth + wordWidth > maxWidth) {
          lines.push(line);
          line = [];
          lineWidth = 0;
        }
        if (line.length > 0) {
          line.push(space);
          lineWidth += spaceWidth;
        }
        line.push(...pieces);
        lineWidth += wordWidth;
      }
    }
    lines.push(line);
  }
  return lines;
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
  const rightToLeft = isRightToLeft(text);
  const lineHeight = style.size * (style.leading ?? 1.35);
  const lines = wrap(canvas, text, maxWidth, style);
  lines.forEach((line, index) => {
    const pieces = visualOrder(line, rightToLeft);
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
