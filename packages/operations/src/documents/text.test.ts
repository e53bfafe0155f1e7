import { describe, expect, it } from "vitest";
import { drawText, type TextCanvas, textHeight } from "./text.js";

/** A canvas that measures every character as 5 points wide and records what is drawn where. */
function recorder() {
  const drawn: { text: string; x: number; y: number; font: string }[] = [];
  let font = "";
  const canvas: TextCanvas = {
    font: (name) => void (font = name),
    fontSize: () => undefined,
    widthOfString: (text) => [...text].length * 5,
    text: (text, x, y) => void drawn.push({ text, x, y, font }),
  };
  /** The drawn words of each line, left to right. */
  const lines = () => {
    const byY = new Map<number, typeof drawn>();
    for (const piece of drawn) byY.set(piece.y, [...(byY.get(piece.y) ?? []), piece]);
    return [...byY.values()].map((line) => line.sort((a, b) => a.x - b.x).map((piece) => piece.text));
  };
  return { canvas, drawn, lines };
}

const style = { size: 10, weight: 400 as const };

describe("laying out mixed English and Arabic text", () => {
  it("when the text is English, then it is drawn left to right in the Latin font and wraps at spaces", () => {
    const { canvas, drawn, lines } = recorder();
    const height = drawText(canvas, "Foam cannon with a long hose", 0, 0, 60, style);
    expect(lines()).toEqual([["Foam", "cannon"], ["with", "a", "long"], ["hose"]]);
    expect(height).toBe(textHeight(canvas, "Foam cannon with a long hose", 60, style));
    expect(new Set(drawn.map((piece) => piece.font))).toEqual(new Set(["plex-latin-400"]));
  });

  it("when the text is Arabic, then its words run right to left, each in the Arabic font, figures kept whole", () => {
    const { canvas, drawn, lines } = recorder();
    drawText(canvas, "شمع السيارات 500 مل", 0, 0, 500, style);
    expect(lines()).toEqual([["مل", "500", "السيارات", "شمع"]]);
    expect(drawn.find((piece) => piece.text === "شمع")?.font).toBe("plex-arabic-400");
    expect(drawn.find((piece) => piece.text === "500")?.font).toBe("plex-latin-400");
  });

  it("when Arabic text holds an English name, then the English words keep their own order", () => {
    const { canvas, lines } = recorder();
    drawText(canvas, "زيت Castrol Edge للمحرك", 0, 0, 500, style);
    expect(lines()).toEqual([["للمحرك", "Castrol", "Edge", "زيت"]]);
  });

  it("when English text holds Arabic words and a figure between them, then that stretch reads right to left", () => {
    const { canvas, lines } = recorder();
    drawText(canvas, "Wax شمع 500 مل (pack)", 0, 0, 500, style);
    expect(lines()).toEqual([["Wax", "مل", "500", "شمع", "(pack)"]]);
  });

  it("when Arabic text holds brackets, then they are mirrored so they still enclose their words read right to left", () => {
    const { canvas, lines } = recorder();
    drawText(canvas, "زيت (5 لتر)", 0, 0, 500, style);
    expect(lines()).toEqual([["(", "لتر", "5", ")", "زيت"]]);
  });

  it("when the lines of a text start in different scripts, then each line takes the direction of its own start", () => {
    const { canvas, lines } = recorder();
    drawText(canvas, "فيلا 12\nVilla 12 شارع", 0, 0, 500, style);
    expect(lines()).toEqual([
      ["12", "فيلا"],
      ["Villa", "12", "شارع"],
    ]);
  });

  it("when a word is longer than the line, then it is cut to fit, and right alignment ends at the box's edge", () => {
    const { canvas, drawn, lines } = recorder();
    drawText(canvas, "Supercalifragilistic", 10, 0, 50, { ...style, align: "right" });
    expect(lines()).toEqual([["Supercalif"], ["ragilistic"]]);
    expect(drawn.every((piece) => piece.x + piece.text.length * 5 === 60)).toBe(true);
  });

  it("when a name has letters outside the Latin file (Škoda), then they take the latin-ext file", () => {
    const { canvas, drawn } = recorder();
    drawText(canvas, "Škoda", 0, 0, 500, style);
    expect(drawn.map((piece) => [piece.text, piece.font])).toEqual([
      ["Š", "plex-latinExt-400"],
      ["koda", "plex-latin-400"],
    ]);
  });
});
