// Locally generated artwork for the demo catalogue: pure functions that return small SVG documents.
// No external fonts or images: text uses system-ui, everything else is drawn with paths and gradients.
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SERVICES } from "./data.js";

export type CategoryName = "Car Interior" | "Car Exterior" | "Electronics & Gadgets" | "Performance";

export type ProductArtKind =
  | "seat"
  | "racingSeat"
  | "floorMat"
  | "steering"
  | "phoneHolder"
  | "dashCam"
  | "freshener"
  | "polish"
  | "shampoo"
  | "jug"
  | "waxTin"
  | "spray"
  | "cloth"
  | "carCover"
  | "wiper"
  | "ledBulb"
  | "inflator"
  | "jumpStarter"
  | "spoiler"
  | "exhaustTip"
  | "coneFilter"
  | "panelFilter"
  | "brakePads"
  | "brakeDisc"
  | "sparkPlug"
  | "tyre"
  | "sunshade"
  | "pillow"
  | "organiser"
  | "gps"
  | "vacuum"
  | "fmTransmitter"
  | "coilover";

export interface ProductArt {
  kind: ProductArtKind;
  /** The item's main colour. */
  tint: string;
  /** Short text printed on labels (e.g. "GOLD WAX"); defaults by kind. */
  caption?: string;
}

export type ServiceSceneCategory =
  "Car Painting" | "Car Washing" | "Fitting" | "General Checkup" | "Spare Parts Services";

interface Palette {
  bg1: string;
  bg2: string;
  accent: string;
  deep: string;
}

export const CATEGORY_PALETTES: Record<CategoryName, Palette> = {
  "Car Interior": { bg1: "#fff7ed", bg2: "#fdba74", accent: "#ea580c", deep: "#7c2d12" },
  "Car Exterior": { bg1: "#ecfeff", bg2: "#67e8f9", accent: "#0891b2", deep: "#164e63" },
  "Electronics & Gadgets": { bg1: "#eef2ff", bg2: "#a5b4fc", accent: "#4f46e5", deep: "#312e81" },
  Performance: { bg1: "#fef2f2", bg2: "#fca5a5", accent: "#dc2626", deep: "#7f1d1d" },
};

// ---------------------------------------------------------------- helpers

const FONT = "system-ui, sans-serif";

function rgb(c: string): [number, number, number] {
  const h = c.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((x) => x + x)
          .join("")
      : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Blends colour a towards b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}
const lt = (c: string, t: number) => mix(c, "#ffffff", t);
const dk = (c: string, t: number) => mix(c, "#000000", t);
const n1 = (v: number) => String(Math.round(v * 10) / 10);

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Stops are colours, optionally "colour@opacity". */
function stops(list: string[]): string {
  return list
    .map((s, i) => {
      const [c, o] = s.split("@");
      const off = list.length === 1 ? 0 : i / (list.length - 1);
      return `<stop offset="${n1(off)}" stop-color="${c}"${o ? ` stop-opacity="${o}"` : ""}/>`;
    })
    .join("");
}

function lin(id: string, list: string[], dir: "v" | "h" | "d" = "v"): string {
  const [x2, y2] = dir === "h" ? [1, 0] : dir === "d" ? [1, 1] : [0, 1];
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

function rad(id: string, list: string[], cx = 0.5, cy = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".5">${stops(list)}</radialGradient>`;
}

function svg(w: number, h: number, body: string): string {
  const compact = body.replace(/\n\s*/g, "").replace(/>\s+</g, "><");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${compact}</svg>\n`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${n1(x)}" y="${n1(y)}" font-family="${FONT}" font-size="${n1(size)}" font-weight="800" fill="${fill}" text-anchor="middle"${extra}>${escapeXml(content)}</text>`;
}

/** A font size that fits `content` in `width` (bold system-ui is about 0.6em per character). */
function fit(content: string, width: number, max: number): number {
  return Math.min(max, width / (Math.max(content.length, 1) * 0.62));
}

/** A four-pointed sparkle. */
function sparkle(x: number, y: number, s: number, fill: string, op = 0.9): string {
  const p = (dx: number, dy: number) => `${n1(x + dx * s)} ${n1(y + dy * s)}`;
  return `<path d="M${p(0, -1)}Q${p(0.12, -0.12)} ${p(1, 0)}Q${p(0.12, 0.12)} ${p(0, 1)}Q${p(-0.12, 0.12)} ${p(-1, 0)}Q${p(-0.12, -0.12)} ${p(0, -1)}Z" fill="${fill}" opacity="${op}"/>`;
}

/** A deterministic pseudo-random sequence (mulberry32), for decoration that must not change between runs. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(textValue: string): number {
  let h = 2166136261;
  for (const ch of textValue) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const METAL = ["#f8f9fa", "#ced4da", "#868e96", "#dee2e6", "#f1f3f5"];

// ---------------------------------------------------------------- item drawings (800 x 800 space)

interface Ctx {
  /** tint, category accent, category deep colour */
  t: string;
  a: string;
  d: string;
  label: string;
  caption: string;
  /** A document-unique gradient id for a local name. */
  id: (name: string) => string;
}
const url = (c: Ctx, name: string) => `url(#${c.id(name)})`;

type Drawing = (c: Ctx) => string;

const seat: Drawing = (c) => {
  const side = dk(c.t, 0.22);
  const stitch = `stroke="${lt(c.t, 0.45)}" stroke-width="3" stroke-dasharray="10 8" opacity=".8" fill="none"`;
  return `<defs>${lin(c.id("s"), [lt(c.t, 0.28), c.t, dk(c.t, 0.25)])}</defs>
<rect x="364" y="205" width="12" height="40" fill="#adb5bd"/><rect x="424" y="205" width="12" height="40" fill="#adb5bd"/>
<rect x="322" y="110" width="156" height="104" rx="46" fill="${url(c, "s")}"/>
<path d="M336 140H464" ${stitch}/>
<path d="M278 262Q280 236 308 234H492Q520 236 522 262L544 522Q546 556 512 556H288Q254 556 256 522Z" fill="${side}"/>
<path d="M322 248H478L492 540H308Z" fill="${url(c, "s")}"/>
<path d="M322 248L308 540M478 248L492 540" stroke="${c.a}" stroke-width="9"/>
<path d="M318 320H482M316 390H486M313 460H488" ${stitch}/>
<path d="M290 262Q292 250 304 248L300 520Q290 520 288 510Z" fill="#fff" opacity=".18"/>
<path d="M236 570Q240 548 268 546H532Q560 548 564 570L588 642Q594 676 560 676H240Q206 676 212 642Z" fill="${side}"/>
<path d="M298 558H502L520 664H280Z" fill="${url(c, "s")}"/>
<path d="M298 558L280 664M502 558L520 664" stroke="${c.a}" stroke-width="9"/>
<path d="M290 612H510" ${stitch}/>`;
};

const racingSeat: Drawing = (c) => {
  const shell = dk(c.t, 0.3);
  return `<defs>${lin(c.id("s"), [lt(c.t, 0.3), c.t, dk(c.t, 0.2)], "h")}${lin(c.id("sh"), [lt(shell, 0.2), shell, dk(shell, 0.3)], "h")}</defs>
<path d="M292 126Q292 92 328 92H472Q508 92 508 126L514 236Q560 246 564 300L574 560Q576 600 544 610L566 654Q570 684 540 684H260Q230 684 234 654L256 610Q224 600 226 560L236 300Q240 246 286 236Z" fill="${url(c, "sh")}"/>
<rect x="330" y="132" width="140" height="440" rx="46" fill="${url(c, "s")}"/>
<rect x="350" y="176" width="26" height="56" rx="12" fill="${dk(c.t, 0.55)}"/><rect x="424" y="176" width="26" height="56" rx="12" fill="${dk(c.t, 0.55)}"/>
<rect x="330" y="300" width="140" height="20" fill="${c.a}"/>
${text(400, 315, 15, "#fff", c.label.toUpperCase())}
<path d="M268 310Q300 296 318 320L322 560Q296 580 272 566Z" fill="${lt(shell, 0.18)}"/>
<path d="M532 310Q500 296 482 320L478 560Q504 580 528 566Z" fill="${lt(shell, 0.12)}"/>
<path d="M282 600Q400 560 518 600L536 660H264Z" fill="${url(c, "s")}"/>
<path d="M352 132V572M448 132V572" stroke="${lt(c.t, 0.4)}" stroke-width="3" stroke-dasharray="9 7" opacity=".7"/>
<path d="M300 130Q302 108 326 104" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35" fill="none"/>`;
};

const floorMat: Drawing = (c) => {
  const ribs = Array.from(
    { length: 10 },
    (_, i) => `<rect x="34" y="${44 + i * 27}" width="232" height="11" rx="5"/>`,
  ).join("");
  return `<defs><g id="${c.id("m")}">
<path d="M30 0H270Q300 0 300 30V300Q300 330 280 352L232 408Q222 420 204 420H30Q0 420 0 390V30Q0 0 30 0Z" fill="${dk(c.t, 0.3)}"/>
<path d="M34 16H266Q284 16 284 34V296Q284 318 268 336L224 390Q216 400 202 400H34Q16 400 16 382V34Q16 16 34 16Z" fill="${c.t}"/>
<g fill="${dk(c.t, 0.18)}">${ribs}</g>
<rect x="40" y="320" width="150" height="64" rx="14" fill="${dk(c.t, 0.4)}"/>
<path d="M50 340H180M50 352H180M50 364H180" stroke="${lt(c.t, 0.15)}" stroke-width="3" stroke-dasharray="4 6"/>
<rect x="206" y="40" width="44" height="16" rx="8" fill="${c.a}"/>
<path d="M24 24Q60 8 120 10" stroke="#fff" stroke-width="5" opacity=".3" fill="none" stroke-linecap="round"/>
</g></defs>
<use href="#${c.id("m")}" transform="translate(330 150) rotate(9)"/>
<use href="#${c.id("m")}" transform="translate(170 228) rotate(-7)"/>`;
};

const steering: Drawing = (c) => {
  const spoke = dk(c.t, 0.35);
  return `<defs>${lin(c.id("r"), [lt(c.t, 0.35), c.t, dk(c.t, 0.35)])}${rad(c.id("h"), ["#495057", "#212529"], 0.4, 0.35)}</defs>
<circle cx="400" cy="390" r="214" fill="none" stroke="${url(c, "r")}" stroke-width="64"/>
<circle cx="400" cy="390" r="214" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="11 9" opacity=".55"/>
<path d="M381.3 176.8A214 214 0 0 1 418.7 176.8" stroke="${c.a}" stroke-width="66" fill="none"/>
<path d="M150 300A254 254 0 0 1 240 196M650 300A254 254 0 0 0 560 196" stroke="#fff" stroke-width="7" opacity=".35" fill="none" stroke-linecap="round"/>
<path d="M200 360L330 348L340 436L206 418Z" fill="${spoke}"/>
<path d="M600 360L470 348L460 436L594 418Z" fill="${spoke}"/>
<path d="M356 470H444L462 592H338Z" fill="${spoke}"/>
<circle cx="400" cy="398" r="84" fill="url(#${c.id("h")})"/>
<circle cx="400" cy="398" r="32" fill="none" stroke="${c.a}" stroke-width="7"/>
<circle cx="400" cy="398" r="10" fill="${c.a}"/>`;
};

const phoneHolder: Drawing = (
  c,
) => `<defs>${lin(c.id("sc"), [lt(c.a, 0.55), lt(c.a, 0.2)], "d")}${lin(c.id("b"), ["#495057", "#212529"])}</defs>
<path d="M300 666Q306 594 400 590Q494 594 500 666Z" fill="url(#${c.id("b")})"/>
<ellipse cx="400" cy="668" rx="112" ry="16" fill="#212529"/>
<path d="M400 600V480" stroke="#343a40" stroke-width="28" stroke-linecap="round"/>
<circle cx="400" cy="478" r="30" fill="#495057"/>
<rect x="282" y="122" width="236" height="426" rx="36" fill="#15171a"/>
<rect x="295" y="136" width="210" height="398" rx="26" fill="url(#${c.id("sc")})"/>
<rect x="372" y="148" width="56" height="14" rx="7" fill="#15171a"/>
<path d="M295 250L505 210M295 410L505 330M360 136L420 534M470 136L440 534" stroke="#fff" stroke-width="12" opacity=".55"/>
<path d="M340 500Q360 380 430 320T462 196" stroke="${c.d}" stroke-width="9" fill="none" stroke-linecap="round" stroke-dasharray="2 16"/>
<path d="M462 170C440 170 430 186 430 200C430 222 462 246 462 246S494 222 494 200C494 186 484 170 462 170Z" fill="#e03131"/>
<circle cx="462" cy="200" r="10" fill="#fff"/>
<rect x="300" y="462" width="200" height="60" rx="14" fill="#fff" opacity=".9"/>
<rect x="316" y="478" width="80" height="10" rx="5" fill="${c.d}"/><rect x="316" y="496" width="120" height="10" rx="5" fill="#adb5bd"/>
<rect x="258" y="286" width="34" height="132" rx="14" fill="${c.t}"/><rect x="508" y="286" width="34" height="132" rx="14" fill="${c.t}"/>
<rect x="332" y="536" width="136" height="28" rx="14" fill="${c.t}"/>
<rect x="264" y="300" width="8" height="100" rx="4" fill="#fff" opacity=".3"/>`;

const dashCam: Drawing = (
  c,
) => `<defs>${lin(c.id("b"), [lt(c.t, 0.22), c.t, dk(c.t, 0.35)])}${rad(c.id("g"), ["#3b5bdb", "#0b1020"], 0.4, 0.35)}${lin(c.id("m"), METAL, "d")}</defs>
<rect x="332" y="130" width="136" height="30" rx="10" fill="#343a40"/>
<rect x="386" y="150" width="28" height="110" fill="#495057"/>
<circle cx="400" cy="262" r="24" fill="#343a40"/>
<rect x="222" y="262" width="356" height="262" rx="62" fill="url(#${c.id("b")})"/>
<path d="M250 300Q260 280 290 276H510" stroke="#fff" stroke-width="5" opacity=".25" fill="none" stroke-linecap="round"/>
<circle cx="400" cy="396" r="110" fill="#0d0f12"/>
<circle cx="400" cy="396" r="92" fill="url(#${c.id("m")})"/>
<circle cx="400" cy="396" r="98" fill="none" stroke="${c.a}" stroke-width="6"/>
<circle cx="400" cy="396" r="74" fill="url(#${c.id("g")})"/>
<circle cx="400" cy="396" r="44" fill="#0b1020" opacity=".6"/>
<circle cx="418" cy="414" r="18" fill="#4c6ef5" opacity=".45"/>
<ellipse cx="372" cy="362" rx="20" ry="10" transform="rotate(-35 372 362)" fill="#fff" opacity=".75"/>
<circle cx="532" cy="306" r="18" fill="#ff6b6b" opacity=".3"/><circle cx="532" cy="306" r="8" fill="#fa5252"/>
<path d="M520 470H552M520 484H552M520 498H552" stroke="${dk(c.t, 0.5)}" stroke-width="5" stroke-linecap="round"/>
${text(290, 496, 20, lt(c.t, 0.7), c.label)}`;

const freshener: Drawing = (
  c,
) => `<defs>${lin(c.id("l"), [lt(c.t, 0.2), c.t, dk(c.t, 0.25)])}${lin(c.id("w"), ["#d4a373", "#9c6644"], "h")}</defs>
<path d="M400 90Q366 90 366 130L392 282M400 90Q434 90 434 130L408 282" stroke="${dk(c.a, 0.2)}" stroke-width="5" fill="none"/>
<circle cx="400" cy="92" r="12" fill="none" stroke="${dk(c.a, 0.2)}" stroke-width="5"/>
<rect x="352" y="270" width="96" height="84" rx="16" fill="url(#${c.id("w")})"/>
<path d="M366 290H434M366 312H426M366 334H436" stroke="#7f5539" stroke-width="3" opacity=".45"/>
<rect x="374" y="350" width="52" height="22" fill="#ced4da"/>
<rect x="282" y="366" width="236" height="280" rx="44" fill="#fff" opacity=".4" stroke="#fff" stroke-width="6"/>
<path d="M296 452Q348 432 400 450T504 450V598Q504 632 470 632H330Q296 632 296 598Z" fill="url(#${c.id("l")})"/>
<rect x="330" y="480" width="140" height="100" rx="12" fill="#fff" opacity=".92"/>
<path d="M400 498Q426 512 420 540Q402 552 386 540Q376 516 400 498Z" fill="${c.a}"/>
${text(400, 570, 18, c.d, c.label)}
<rect x="300" y="384" width="16" height="220" rx="8" fill="#fff" opacity=".55"/>
<circle cx="484" cy="420" r="8" fill="#fff" opacity=".7"/>`;

function bottleBody(c: Ctx): string {
  return `<defs>${lin(c.id("b"), [dk(c.t, 0.25), lt(c.t, 0.25), c.t, dk(c.t, 0.35)], "h")}${lin(c.id("cap"), [lt(c.d, 0.3), c.d], "h")}</defs>
<rect x="348" y="150" width="104" height="74" rx="14" fill="url(#${c.id("cap")})"/>
<path d="M362 166V214M380 166V214M398 166V214M416 166V214M434 166V214" stroke="#fff" stroke-width="3" opacity=".2"/>
<path d="M364 222H436V254Q484 264 490 312L496 620Q496 664 452 664H348Q304 664 304 620L310 312Q316 264 364 254Z" fill="url(#${c.id("b")})"/>
<rect x="322" y="350" width="156" height="210" rx="18" fill="#fff"/>
${text(400, 402, fit(c.label, 140, 30), c.d, c.label)}
<rect x="322" y="424" width="156" height="44" fill="${c.a}"/>
${text(400, 454, fit(c.caption, 140, 22), "#fff", c.caption)}
<path d="M340 500H460M340 520H430" stroke="#ced4da" stroke-width="8" stroke-linecap="round"/>
<path d="M326 300Q330 272 356 266L350 620Q332 618 326 600Z" fill="#fff" opacity=".3"/>`;
}

const polish: Drawing = (c) => `${bottleBody(c)}
<ellipse cx="578" cy="640" rx="92" ry="30" fill="${dk("#fcc419", 0.2)}"/>
<path d="M486 610Q486 584 578 584Q670 584 670 610V640H486Z" fill="#fcc419"/>
<ellipse cx="578" cy="606" rx="92" ry="28" fill="#ffe066"/>
${sparkle(560, 250, 36, "#fff")}${sparkle(620, 330, 20, c.a, 0.8)}${sparkle(230, 300, 26, "#fff")}`;

const shampoo: Drawing = (c) => {
  const rnd = prng(hash(c.label + c.caption));
  const bubbles = Array.from({ length: 14 }, () => {
    const x = 190 + rnd() * 420;
    const y = 120 + rnd() * 260;
    const r = 10 + rnd() * 30;
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}"/>`;
  }).join("");
  return `<g fill="#fff" fill-opacity=".35" stroke="#fff" stroke-width="3" opacity=".9">${bubbles}</g>${bottleBody(c)}
<path d="M470 640Q500 600 560 610Q600 560 650 600Q690 610 680 660H470Z" fill="#fff" opacity=".92"/>
<circle cx="560" cy="620" r="26" fill="#fff"/><circle cx="610" cy="604" r="30" fill="#fff"/>`;
};

const jug: Drawing = (
  c,
) => `<defs>${lin(c.id("b"), [dk(c.t, 0.2), lt(c.t, 0.2), c.t, dk(c.t, 0.35)], "h")}</defs>
<rect x="296" y="176" width="86" height="60" rx="12" fill="${c.d}"/>
<rect x="306" y="224" width="66" height="30" fill="${dk(c.t, 0.3)}"/>
<path d="M286 250H476Q530 252 540 300L552 624Q552 664 512 664H288Q248 664 248 624L254 300Q258 250 286 250Z" fill="url(#${c.id("b")})"/>
<path d="M450 282H500Q514 282 516 298L518 352Q518 366 504 366H452Q438 366 438 352V296Q438 282 450 282Z" fill="${dk(c.t, 0.45)}"/>
<rect x="278" y="400" width="244" height="200" rx="20" fill="#fff"/>
${text(400, 452, fit(c.label, 220, 38), c.d, c.label)}
<rect x="278" y="474" width="244" height="46" fill="${c.a}"/>
${text(400, 506, fit(c.caption, 220, 26), "#fff", c.caption)}
<path d="M300 550H500M300 574H440" stroke="#ced4da" stroke-width="9" stroke-linecap="round"/>
<path d="M268 310Q270 284 290 278L286 620Q272 616 270 600Z" fill="#fff" opacity=".3"/>
<path d="M596 560Q580 600 596 614Q612 600 596 560Z" fill="${c.t}"/>`;

const waxTin: Drawing = (
  c,
) => `<defs>${lin(c.id("m"), METAL, "h")}${lin(c.id("l"), [lt(c.a, 0.2), dk(c.a, 0.2)], "d")}${rad(c.id("w"), [lt(c.t, 0.45), c.t, dk(c.t, 0.15)], 0.4, 0.4)}</defs>
<ellipse cx="500" cy="330" rx="180" ry="164" fill="url(#${c.id("m")})"/>
<ellipse cx="500" cy="330" rx="158" ry="144" fill="url(#${c.id("l")})"/>
${text(500, 322, fit(c.label, 250, 46), "#fff", c.label)}
${text(500, 364, 24, lt(c.a, 0.7), c.caption)}
<path d="M196 500V590A196 58 0 0 0 588 590V500Z" fill="url(#${c.id("m")})"/>
<ellipse cx="392" cy="500" rx="196" ry="58" fill="#dee2e6"/>
<ellipse cx="392" cy="502" rx="178" ry="50" fill="url(#${c.id("w")})"/>
<path d="M300 500Q330 470 392 480T480 506Q440 530 380 520" stroke="${lt(c.t, 0.6)}" stroke-width="6" fill="none" opacity=".7"/>
<rect x="196" y="540" width="392" height="16" fill="${c.a}" opacity=".85"/>
${sparkle(250, 230, 30, "#fff")}${sparkle(660, 520, 22, "#fff")}`;

const spray: Drawing = (c) => {
  const mist = Array.from({ length: 12 }, (_, i) => {
    const ang = -0.5 + (i % 6) * 0.14;
    const d = 60 + Math.floor(i / 6) * 70 + (i % 3) * 12;
    return `<circle cx="${n1(566 + Math.cos(ang) * d)}" cy="${n1(212 + Math.sin(ang) * d)}" r="${n1(6 + (i % 4) * 3)}"/>`;
  }).join("");
  return `<defs>${lin(c.id("b"), [dk(c.t, 0.2), lt(c.t, 0.3), c.t, dk(c.t, 0.3)], "h")}${lin(c.id("h"), ["#ffffff", "#dee2e6"])}</defs>
<g fill="${c.a}" opacity=".35">${mist}</g>
<rect x="358" y="250" width="84" height="46" rx="8" fill="${dk(c.d, 0.1)}"/>
<path d="M344 196Q344 160 384 156H500Q522 156 526 178L530 200H566V226H526L510 258H362Q344 258 344 240Z" fill="url(#${c.id("h")})"/>
<rect x="556" y="198" width="18" height="30" rx="4" fill="${c.a}"/>
<path d="M398 258Q408 310 444 338Q454 350 438 354Q392 336 380 262Z" fill="${c.d}"/>
<path d="M350 330Q342 296 372 290H428Q458 296 450 330L492 622Q494 664 454 664H346Q306 664 308 622Z" fill="url(#${c.id("b")})"/>
<path d="M404 296L410 640" stroke="#fff" stroke-width="4" opacity=".4"/>
<rect x="334" y="420" width="132" height="172" rx="14" fill="#fff"/>
${text(400, 466, fit(c.label, 118, 24), c.d, c.label)}
<rect x="334" y="484" width="132" height="36" fill="${c.a}"/>
${text(400, 509, fit(c.caption, 120, 18), "#fff", c.caption)}
<path d="M352 548H448M352 566H420" stroke="#ced4da" stroke-width="7" stroke-linecap="round"/>
<path d="M352 348Q356 320 372 312L344 610Q332 606 330 590Z" fill="#fff" opacity=".3"/>`;
};

const cloth: Drawing = (c) => {
  const cols = [c.t, c.a, mix(c.t, "#fcc419", 0.65)] as const;
  const towels = cols
    .map((col, i) => {
      const y = 560 - i * 100;
      const x = 200 + (i % 2) * 24;
      return `<path d="M${x + 40} ${y - 50}H${x + 400}L${x + 380} ${y}H${x}Z" fill="${lt(col, 0.12)}"/>
<rect x="${x}" y="${y}" width="380" height="84" rx="20" fill="${col}"/>
<rect x="${x}" y="${y}" width="380" height="84" rx="20" fill="url(#${c.id("p")})"/>
<path d="M${x + 14} ${y + 14}H${x + 366}" stroke="#fff" stroke-width="3" stroke-dasharray="8 7" opacity=".55"/>
<path d="M${x} ${y + 42}Q${x - 24} ${y + 20} ${x + 4} ${y + 4}" stroke="${dk(col, 0.25)}" stroke-width="6" fill="none"/>`;
    })
    .join("");
  return `<defs><pattern id="${c.id("p")}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2" fill="#fff" opacity=".2"/></pattern></defs>
${towels}
<path d="M200 360H380L330 444H220Q200 444 200 424Z" fill="${lt(cols[2], 0.35)}"/>
<path d="M380 360L330 444" stroke="${dk(cols[2], 0.2)}" stroke-width="5"/>
<rect x="520" y="600" width="60" height="22" rx="6" fill="#fff" opacity=".85"/>`;
};

// A side-view saloon car in a 560 x 210 box (wheels at x 120 and 440, ground at y 204).
const CAR_BODY =
  "M24 150Q10 150 12 128L18 100Q22 88 40 86L150 78Q190 30 250 22L360 20Q400 22 440 70L520 86Q548 90 552 112L555 140Q555 152 540 152L490 152A50 50 0 0 0 390 152L170 152A50 50 0 0 0 70 152Z";

function car(x: number, y: number, s: number, colour: string, idp: string): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="158" r="44" fill="#1f2327"/><circle cx="${cx}" cy="158" r="27" fill="url(#${idp}r)"/><circle cx="${cx}" cy="158" r="8" fill="#495057"/>`;
  return `<defs>${lin(`${idp}c`, [lt(colour, 0.3), colour, dk(colour, 0.3)])}${lin(`${idp}g`, ["#dbe4ff", "#5c7cfa"], "d")}${lin(`${idp}r`, METAL, "d")}</defs>
<g transform="translate(${n1(x)} ${n1(y)}) scale(${s})">
<ellipse cx="282" cy="204" rx="286" ry="12" fill="#000" opacity=".2"/>
<path d="${CAR_BODY}" fill="url(#${idp}c)"/>
<path d="M162 82Q198 42 248 36L300 35V82Z" fill="url(#${idp}g)"/><path d="M312 35L356 34Q388 38 424 80L312 82Z" fill="url(#${idp}g)"/>
<path d="M306 84V150M200 84Q196 120 204 150M410 86Q404 120 408 150" stroke="${dk(colour, 0.4)}" stroke-width="2" fill="none"/>
<rect x="250" y="96" width="24" height="6" rx="3" fill="${dk(colour, 0.4)}"/><rect x="354" y="96" width="24" height="6" rx="3" fill="${dk(colour, 0.4)}"/>
<path d="M526 96Q546 98 550 112L530 110Z" fill="#fff3bf"/><path d="M16 100L36 94V112L14 114Z" fill="#e03131"/>
<path d="M176 142H384" stroke="${dk(colour, 0.35)}" stroke-width="4"/>
<path d="M60 94L150 86M260 28L350 26" stroke="#fff" stroke-width="4" opacity=".4" stroke-linecap="round"/>
${wheel(120)}${wheel(440)}</g>`;
}

const carCover: Drawing = (c) => `<defs>${lin(c.id("v"), [lt(c.t, 0.4), c.t, dk(c.t, 0.25)])}</defs>
<g transform="translate(58 400) scale(1.22)">
<circle cx="120" cy="158" r="44" fill="#1f2327"/><circle cx="440" cy="158" r="44" fill="#1f2327"/>
<path d="M20 170Q8 150 12 126L18 98Q24 84 42 84L150 74Q190 24 250 16L362 14Q404 18 444 66L522 82Q552 88 556 114L560 172Q540 180 520 170Q500 182 470 174Q440 186 410 174Q380 184 350 176Q320 186 290 176Q260 186 230 176Q200 186 170 176Q140 186 110 174Q80 184 56 172Q36 182 20 170Z" fill="url(#${c.id("v")})"/>
<path d="M30 160Q290 176 552 162" stroke="${dk(c.t, 0.35)}" stroke-width="5" fill="none" stroke-dasharray="3 6"/>
<path d="M170 80Q210 110 200 160M300 20Q320 90 300 168M420 60Q400 110 430 166M90 90Q120 120 100 160" stroke="#fff" stroke-width="6" fill="none" opacity=".35"/>
<path d="M230 40Q260 80 250 150M360 24Q350 90 372 160" stroke="${dk(c.t, 0.3)}" stroke-width="5" fill="none" opacity=".35"/>
<path d="M436 70Q452 58 466 74Q452 86 436 70Z" fill="${dk(c.t, 0.15)}"/>
<rect x="320" y="104" width="70" height="26" rx="6" fill="${c.a}"/>
${text(355, 123, fit(c.label, 62, 16), "#fff", c.label)}</g>
${sparkle(190, 330, 26, "#fff")}${sparkle(640, 300, 20, "#fff")}${sparkle(560, 360, 12, c.a)}`;

const drop = (x: number, y: number, s: number) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -30C12 -12 20 0 20 10A20 20 0 0 1 -20 10C-20 0 -12 -12 0 -30Z"/>`;

const wiper: Drawing = (c) => `<defs>${lin(c.id("b"), [lt(c.t, 0.3), c.t, dk(c.t, 0.4)])}</defs>
<path d="M60 560Q400 120 760 240" stroke="#fff" stroke-width="120" fill="none" opacity=".25" stroke-linecap="round"/>
<g transform="rotate(-32 400 420)">
<rect x="90" y="440" width="620" height="12" rx="6" fill="#111"/>
<path d="M92 444C240 406 560 406 708 444L704 450H96Z" fill="url(#${c.id("b")})"/>
<rect x="350" y="398" width="100" height="44" rx="10" fill="${c.a}"/><circle cx="400" cy="418" r="8" fill="${dk(c.a, 0.5)}"/>
<rect x="80" y="432" width="28" height="22" rx="6" fill="${c.d}"/><rect x="692" y="432" width="28" height="22" rx="6" fill="${c.d}"/>
<rect x="160" y="540" width="470" height="10" rx="5" fill="#111"/>
<path d="M162 543C280 512 510 512 628 543L624 548H166Z" fill="url(#${c.id("b")})"/>
<rect x="358" y="506" width="74" height="36" rx="8" fill="${c.a}"/>
</g>
<g fill="#a5d8ff" stroke="#fff" stroke-width="3">${drop(180, 250, 1.4)}${drop(600, 520, 1.1)}${drop(660, 300, 0.8)}${drop(250, 600, 0.9)}${drop(520, 200, 0.7)}</g>`;

const ledBulb: Drawing = (
  c,
) => `<defs>${rad(c.id("glow"), ["#ffffff", `${lt(c.t, 0.6)}@.8`, `${c.t}@0`])}${lin(c.id("m"), METAL, "h")}${lin(c.id("s"), [dk(c.a, 0.3), "#1f2937"], "h")}
<g id="${c.id("u")}">
<circle cx="0" cy="-230" r="200" fill="url(#${c.id("glow")})"/>
<rect x="-22" y="-380" width="44" height="240" rx="10" fill="url(#${c.id("m")})"/>
<g fill="#fff9db" stroke="#fcc419" stroke-width="3"><rect x="-15" y="-360" width="30" height="24" rx="4"/><rect x="-15" y="-318" width="30" height="24" rx="4"/><rect x="-15" y="-276" width="30" height="24" rx="4"/><rect x="-15" y="-234" width="30" height="24" rx="4"/></g>
<rect x="-80" y="-142" width="160" height="40" rx="8" fill="url(#${c.id("m")})"/>
<rect x="-100" y="-104" width="200" height="18" rx="6" fill="#c9a227"/>
<rect x="-70" y="-86" width="140" height="150" rx="10" fill="url(#${c.id("s")})"/>
<path d="M-50 -80V56M-25 -80V56M0 -80V56M25 -80V56M50 -80V56" stroke="#000" stroke-width="9" opacity=".35"/>
<path d="M0 64C0 120 60 120 90 150" stroke="#212529" stroke-width="12" fill="none"/>
</g></defs>
<use href="#${c.id("u")}" transform="translate(520 560) scale(.8)" opacity=".9"/>
<use href="#${c.id("u")}" transform="translate(330 600)"/>`;

const inflator: Drawing = (c) => `<defs>${lin(c.id("b"), [lt(c.t, 0.2), c.t, dk(c.t, 0.35)])}</defs>
<path d="M220 560C110 560 110 690 240 676S430 650 560 690" stroke="#111" stroke-width="16" fill="none" stroke-linecap="round"/>
<rect x="546" y="670" width="56" height="30" rx="8" transform="rotate(16 574 685)" fill="#c9a227"/>
<path d="M290 300V226Q290 196 320 196H480Q510 196 510 226V300H470V240H330V300Z" fill="${dk(c.t, 0.3)}"/>
<rect x="214" y="296" width="372" height="306" rx="52" fill="url(#${c.id("b")})"/>
<rect x="214" y="296" width="372" height="30" rx="15" fill="${c.a}" opacity=".9"/>
<rect x="262" y="352" width="214" height="118" rx="16" fill="#0b1220"/>
${text(350, 440, 72, "#66d9e8", "35")}
${text(432, 440, 22, "#66d9e8", "PSI")}
<rect x="282" y="368" width="40" height="8" rx="4" fill="#66d9e8" opacity=".5"/>
<g fill="${lt(c.t, 0.25)}"><circle cx="528" cy="372" r="20"/><circle cx="528" cy="420" r="20"/><circle cx="528" cy="468" r="20"/></g>
<path d="M518 372H538M518 420H538M528 410V430" stroke="#fff" stroke-width="4"/>
<path d="M262 520H540M262 542H540M262 564H540" stroke="${dk(c.t, 0.5)}" stroke-width="8" stroke-linecap="round"/>
<path d="M236 320Q240 306 256 304" stroke="#fff" stroke-width="5" opacity=".35" fill="none"/>`;

function clamp(x: number, y: number, rot: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-70" y="-22" width="120" height="44" rx="18" fill="${colour}"/>
<path d="M46 -20L120 -8L116 2L46 4ZM46 20L120 8L116 -2L46 -4Z" fill="${dk(colour, 0.2)}"/>
<path d="M60 -10L70 -4L80 -10L90 -4L100 -10L110 -4" stroke="#adb5bd" stroke-width="3" fill="none"/></g>`;
}

const jumpStarter: Drawing = (c) => `<defs>${lin(c.id("b"), [lt(c.t, 0.2), c.t, dk(c.t, 0.35)], "h")}</defs>
<path d="M340 560C320 640 240 610 200 650" stroke="#c92a2a" stroke-width="14" fill="none"/>
<path d="M460 560C480 640 560 610 600 650" stroke="#212529" stroke-width="14" fill="none"/>
${clamp(170, 660, 160, "#e03131")}${clamp(630, 660, 20, "#343a40")}
<rect x="266" y="200" width="268" height="380" rx="46" fill="url(#${c.id("b")})"/>
<rect x="266" y="200" width="268" height="380" rx="46" fill="none" stroke="${c.a}" stroke-width="10"/>
<rect x="320" y="186" width="160" height="24" rx="10" fill="${dk(c.t, 0.4)}"/>
<g fill="#51cf66"><rect x="322" y="268" width="30" height="14" rx="7"/><rect x="362" y="268" width="30" height="14" rx="7"/><rect x="402" y="268" width="30" height="14" rx="7"/></g>
<rect x="442" y="268" width="30" height="14" rx="7" fill="#495057"/>
<circle cx="400" cy="382" r="52" fill="${dk(c.t, 0.45)}" stroke="${lt(c.t, 0.2)}" stroke-width="4"/>
<path d="M378 364A30 30 0 1 0 422 364M400 344V384" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>
${text(400, 484, fit(c.label, 200, 30), "#fff", c.label)}
<rect x="330" y="512" width="44" height="16" rx="4" fill="#111"/><rect x="426" y="512" width="44" height="16" rx="4" fill="#111"/>
<path d="M290 240Q292 222 310 220" stroke="#fff" stroke-width="6" opacity=".35" fill="none"/>`;

const spoiler: Drawing = (c) => `<defs>${lin(c.id("p"), [lt(c.t, 0.35), c.t, dk(c.t, 0.4)])}
<pattern id="${c.id("cf")}" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="16" height="16" fill="#2b2f36"/><rect width="8" height="8" fill="#3d434c"/><rect x="8" y="8" width="8" height="8" fill="#3d434c"/></pattern></defs>
<path d="M40 600Q400 500 760 580L780 780H20Z" fill="url(#${c.id("p")})"/>
<path d="M60 610Q400 520 740 590" stroke="#fff" stroke-width="6" opacity=".35" fill="none"/>
<path d="M40 660Q120 640 200 634L196 666Q120 672 44 690ZM760 640Q680 620 600 618L604 650Q680 654 756 670Z" fill="#e03131"/>
<rect x="330" y="660" width="140" height="40" rx="6" fill="#f8f9fa" opacity=".9"/>
<path d="M268 372L300 566H344L322 364ZM520 346L540 548H584L572 342Z" fill="#212529"/>
<path d="M130 402Q420 324 700 342L698 366Q420 352 136 426Z" fill="#1a1d21"/>
<path d="M120 330Q400 256 690 298L700 342Q420 322 130 402Z" fill="url(#${c.id("cf")})"/>
<path d="M140 336Q400 270 680 306" stroke="#fff" stroke-width="4" opacity=".3" fill="none"/>
<path d="M96 304L150 292L166 424L110 436ZM684 280L728 284L736 380L694 372Z" fill="${c.a}"/>
${text(260, 376, 20, lt(c.a, 0.3), c.label.toUpperCase(), ' transform="rotate(-12 260 376)"')}`;

const exhaustTip: Drawing = (
  c,
) => `<defs>${lin(c.id("m"), ["#f8f9fa", "#ced4da", "#495057", "#adb5bd", "#f1f3f5"])}${lin(c.id("ti"), [`${c.t}@0`, c.t, "#845ef7", "#fab005"], "h")}${rad(c.id("in"), ["#000", "#343a40"])}
<g id="${c.id("u")}"><rect x="-330" y="-60" width="140" height="120" fill="#868e96"/>
<rect x="-200" y="-110" width="400" height="220" fill="url(#${c.id("m")})"/>
<rect x="40" y="-110" width="160" height="220" fill="url(#${c.id("ti")})" opacity=".75"/>
<ellipse cx="-200" cy="0" rx="30" ry="110" fill="#868e96"/>
<ellipse cx="200" cy="0" rx="44" ry="110" fill="#dee2e6"/>
<ellipse cx="204" cy="0" rx="34" ry="94" fill="url(#${c.id("in")})"/>
<rect x="-180" y="-96" width="360" height="10" fill="#fff" opacity=".6"/>
</g></defs>
<use href="#${c.id("u")}" transform="translate(430 300) rotate(-10) scale(.8)"/>
<use href="#${c.id("u")}" transform="translate(400 500) rotate(-10)"/>
${text(330, 520, 26, "#495057", c.label.toUpperCase(), ' transform="rotate(-10 330 520)" opacity=".7"')}`;

const coneFilter: Drawing = (c) => {
  const pleats = Array.from({ length: 13 }, (_, i) => {
    const x = 272 + i * 25;
    const f = (x - 260) / 340;
    return `M${x} ${n1(252 + 40 * f)}L${x} ${n1(548 - 40 * f)}`;
  }).join("");
  return `<defs>${lin(c.id("c"), [lt(c.t, 0.3), c.t, dk(c.t, 0.35)])}${lin(c.id("m"), METAL)}
<pattern id="${c.id("w")}" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 0L12 12M12 0L0 12" stroke="#fff" stroke-width="1.2" opacity=".35"/></pattern></defs>
<rect x="150" y="326" width="120" height="148" rx="22" fill="#212529"/>
<rect x="182" y="316" width="30" height="168" rx="6" fill="url(#${c.id("m")})"/>
<path d="M260 250L600 290Q650 400 600 510L260 550Z" fill="url(#${c.id("c")})"/>
<path d="${pleats}" stroke="${dk(c.t, 0.45)}" stroke-width="8"/>
<path d="M260 250L600 290Q650 400 600 510L260 550Z" fill="url(#${c.id("w")})"/>
<ellipse cx="604" cy="400" rx="52" ry="116" fill="url(#${c.id("m")})"/>
<ellipse cx="610" cy="400" rx="34" ry="80" fill="${c.d}"/>
${text(610, 410, 24, "#fff", c.label.slice(0, 3).toUpperCase())}
<path d="M270 268L590 302" stroke="#fff" stroke-width="5" opacity=".4"/>`;
};

const panelFilter: Drawing = (c) => {
  const lerp = (a: [number, number], b: [number, number], t: number) =>
    `${n1(a[0] + (b[0] - a[0]) * t)} ${n1(a[1] + (b[1] - a[1]) * t)}`;
  const pleats = Array.from({ length: 16 }, (_, i) => {
    const t = (i + 0.5) / 16;
    return `<path d="M${lerp([212, 340], [306, 446], t)}L${lerp([516, 268], [616, 362], t)}" stroke="${i % 2 ? dk(c.t, 0.3) : lt(c.t, 0.35)}" stroke-width="9"/>`;
  }).join("");
  return `<path d="M180 336L302 476V520L180 380Z" fill="${dk(c.a, 0.45)}"/>
<path d="M302 476L650 368V412L302 520Z" fill="${dk(c.a, 0.25)}"/>
<path d="M180 336L530 238L650 368L302 476Z" fill="${c.a}"/>
<path d="M206 336L522 256L626 364L308 456Z" fill="${c.t}"/>
${pleats}
<path d="M180 336L530 238" stroke="#fff" stroke-width="4" opacity=".5"/>
${text(470, 450, 26, "#fff", c.label.toUpperCase(), ' transform="rotate(-17 470 450)"')}`;
};

const brakePads: Drawing = (c) => `<defs>${lin(c.id("m"), METAL, "d")}<g id="${c.id("p")}">
<path d="M14 40Q160 -14 306 40L318 130Q160 96 2 130Z" fill="url(#${c.id("m")})"/>
<circle cx="12" cy="92" r="16" fill="url(#${c.id("m")})"/><circle cx="308" cy="92" r="16" fill="url(#${c.id("m")})"/>
<path d="M40 58Q160 18 280 58L288 122Q160 96 32 122Z" fill="${c.t}"/>
<rect x="156" y="38" width="8" height="80" fill="${dk(c.t, 0.5)}"/>
<path d="M46 64Q160 28 274 64" stroke="#fff" stroke-width="4" opacity=".25" fill="none"/>
<rect x="60" y="26" width="40" height="14" rx="4" fill="${c.a}"/></g></defs>
<use href="#${c.id("p")}" transform="translate(220 230) rotate(-8) scale(1.15)"/>
<use href="#${c.id("p")}" transform="translate(210 400) rotate(6) scale(1.2)"/>
${text(400, 640, 30, c.d, c.label.toUpperCase(), ' opacity=".75"')}`;

const brakeDisc: Drawing = (c) => {
  const holes: string[] = [];
  for (const [r, off, count] of [
    [150, 0, 14],
    [184, 0.22, 14],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + off;
      holes.push(`<circle cx="${n1(360 + Math.cos(a) * r)}" cy="${n1(410 + Math.sin(a) * r)}" r="8"/>`);
    }
  }
  const lugs = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    return `<circle cx="${n1(360 + Math.cos(a) * 60)}" cy="${n1(410 + Math.sin(a) * 60)}" r="13"/>`;
  }).join("");
  return `<defs>${rad(c.id("d"), ["#f1f3f5", "#ced4da", "#adb5bd", "#868e96"])}${lin(c.id("k"), [lt(c.t, 0.25), c.t, dk(c.t, 0.3)], "d")}${rad(c.id("h"), ["#868e96", "#495057"])}</defs>
<circle cx="360" cy="410" r="236" fill="url(#${c.id("d")})"/>
<circle cx="360" cy="410" r="236" fill="none" stroke="#868e96" stroke-width="6"/>
<circle cx="360" cy="410" r="200" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>
<g fill="#343a40">${holes.join("")}</g>
<circle cx="360" cy="410" r="108" fill="url(#${c.id("h")})"/>
<g fill="#212529">${lugs}</g><circle cx="360" cy="410" r="34" fill="#212529"/>
<path d="M514 226Q652 260 668 410Q652 560 514 594L494 520Q582 490 586 410Q582 330 494 300Z" fill="url(#${c.id("k")})"/>
<path d="M526 252Q626 290 640 400" stroke="#fff" stroke-width="6" opacity=".35" fill="none"/>
${text(604, 416, fit(c.label, 180, 34), "#fff", c.label.toUpperCase(), ' transform="rotate(90 604 416)"')}`;
};

const sparkPlug: Drawing = (c) => {
  const threads = Array.from({ length: 11 }, (_, i) => `M-34 ${102 + i * 13}L34 ${108 + i * 13}`).join("");
  return `<defs>${lin(c.id("m"), METAL, "h")}${lin(c.id("c"), ["#dee2e6", "#ffffff", "#e9ecef", "#adb5bd"], "h")}
<g id="${c.id("u")}">
<rect x="-15" y="-290" width="30" height="44" rx="6" fill="url(#${c.id("m")})"/>
<rect x="-30" y="-250" width="60" height="180" rx="24" fill="url(#${c.id("c")})"/>
<path d="M-30 -220H30M-30 -196H30M-30 -172H30M-30 -148H30" stroke="#ced4da" stroke-width="4"/>
<rect x="-30" y="-120" width="60" height="18" fill="${c.t}"/>
<rect x="-40" y="-72" width="80" height="42" rx="6" fill="url(#${c.id("c")})"/>
<rect x="-62" y="-32" width="124" height="74" rx="6" fill="url(#${c.id("m")})"/>
<path d="M-30 -32V42M30 -32V42" stroke="#868e96" stroke-width="3"/>
<rect x="-52" y="42" width="104" height="16" rx="4" fill="#868e96"/>
<rect x="-34" y="58" width="68" height="206" fill="url(#${c.id("m")})"/>
<path d="${threads}" stroke="#868e96" stroke-width="4"/>
<rect x="-5" y="262" width="10" height="34" fill="#495057"/>
<path d="M30 262V316H0" stroke="#868e96" stroke-width="11" fill="none"/>
</g></defs>
<use href="#${c.id("u")}" transform="translate(500 380) rotate(24) scale(.82)"/>
<use href="#${c.id("u")}" transform="translate(340 390) rotate(-8)"/>`;
};

const tyre: Drawing = (c) => {
  const spokes = Array.from(
    { length: 5 },
    (_, i) => `<path transform="rotate(${i * 72} 400 400)" d="M388 362L372 238Q400 228 428 238L412 362Z"/>`,
  ).join("");
  const words = `${c.label.toUpperCase()} • ${c.caption}`;
  const letters = [...words]
    .map((ch, i) => {
      const deg = (i - (words.length - 1) / 2) * 6.4;
      return ch === " "
        ? ""
        : `<text x="400" y="180" transform="rotate(${n1(deg)} 400 400)">${escapeXml(ch)}</text>`;
    })
    .join("");
  return `<defs>${rad(c.id("t"), ["#3a3f45", "#2b2f36", "#1a1d21"])}${lin(c.id("m"), METAL, "d")}
</defs>
<circle cx="400" cy="400" r="290" fill="url(#${c.id("t")})"/>
<circle cx="400" cy="400" r="282" fill="none" stroke="#15171a" stroke-width="18" stroke-dasharray="20 12"/>
<g font-family="${FONT}" font-size="30" font-weight="800" fill="#e9ecef" opacity=".85" text-anchor="middle">${letters}</g>
<circle cx="400" cy="400" r="180" fill="url(#${c.id("m")})"/>
<circle cx="400" cy="400" r="162" fill="#212529"/>
<circle cx="400" cy="400" r="118" fill="#495057"/>
<path d="M480 330Q520 380 500 440" stroke="${c.a}" stroke-width="36" fill="none"/>
<g fill="url(#${c.id("m")})">${spokes}</g>
<circle cx="400" cy="400" r="48" fill="url(#${c.id("m")})"/>
<circle cx="400" cy="400" r="30" fill="${c.t === "#1f2327" ? c.a : c.t}"/>
<path d="M210 250Q260 170 360 140" stroke="#fff" stroke-width="8" opacity=".18" fill="none" stroke-linecap="round"/>`;
};

const sunshade: Drawing = (c) => {
  const strips = Array.from(
    { length: 17 },
    (_, i) =>
      `<rect x="${100 + i * 36}" y="180" width="36" height="440" fill="${i % 2 ? "#ced4da" : "#f8f9fa"}"/>`,
  ).join("");
  return `<defs><clipPath id="${c.id("k")}"><path d="M120 270Q400 196 680 270L702 560Q400 610 98 560Z"/></clipPath>${lin(c.id("g"), ["#fff@.5", "#fff@0"])}</defs>
<g clip-path="url(#${c.id("k")})">${strips}<rect x="100" y="180" width="620" height="440" fill="url(#${c.id("g")})"/></g>
<path d="M120 270Q400 196 680 270L702 560Q400 610 98 560Z" fill="none" stroke="${c.t}" stroke-width="14" stroke-linejoin="round"/>
<path d="M360 236Q400 226 440 236L436 290Q400 300 364 290Z" fill="${c.t}"/>
<circle cx="250" cy="400" r="46" fill="#ffd43b"/>
<path d="M250 330V310M250 470V490M180 400H160M320 400H340M200 350L186 336M300 450L314 464M300 350L314 336M200 450L186 464" stroke="#ffd43b" stroke-width="9" stroke-linecap="round"/>
${text(520, 430, fit(c.caption, 260, 40), c.t, c.caption)}`;
};

const pillow: Drawing = (c) => `<defs>${lin(c.id("p"), [lt(c.t, 0.3), c.t, dk(c.t, 0.25)], "d")}</defs>
<path d="M270 250Q270 600 400 600Q530 600 530 250" stroke="url(#${c.id("p")})" stroke-width="150" fill="none" stroke-linecap="round"/>
<path d="M270 250Q270 600 400 600Q530 600 530 250" stroke="${lt(c.t, 0.5)}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>
<path d="M222 260Q214 420 262 520" stroke="#fff" stroke-width="14" opacity=".3" fill="none" stroke-linecap="round"/>
<rect x="300" y="214" width="200" height="34" rx="17" fill="${c.a}"/>
<rect x="380" y="206" width="40" height="50" rx="8" fill="${dk(c.a, 0.3)}"/>
<path d="M330 420Q400 500 470 420" stroke="${dk(c.t, 0.25)}" stroke-width="6" fill="none" opacity=".5"/>
<rect x="470" y="520" width="64" height="28" rx="6" fill="#fff" opacity=".85"/>`;

const organiser: Drawing = (c) => `<defs>${lin(c.id("f"), [lt(c.t, 0.15), c.t])}
<pattern id="${c.id("mesh")}" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 0L14 14M14 0L0 14" stroke="#000" stroke-width="1.5" opacity=".35"/></pattern></defs>
<path d="M186 380L256 300H682L612 380Z" fill="${dk(c.t, 0.45)}"/>
<rect x="290" y="230" width="60" height="110" rx="14" fill="#4dabf7"/><rect x="302" y="200" width="36" height="36" rx="6" fill="#1c7ed6"/>
<path d="M380 330Q400 250 470 270Q520 250 540 330Z" fill="#ffd43b"/>
<rect x="560" y="250" width="50" height="90" rx="10" fill="#e03131"/>
<path d="M612 380L682 300V514L612 600Z" fill="${dk(c.t, 0.3)}"/>
<rect x="186" y="380" width="426" height="220" rx="12" fill="url(#${c.id("f")})"/>
<path d="M330 380L400 300M470 380L540 300" stroke="${lt(c.t, 0.25)}" stroke-width="8"/>
<rect x="226" y="450" width="150" height="110" rx="10" fill="${dk(c.t, 0.2)}"/><rect x="226" y="450" width="150" height="110" rx="10" fill="url(#${c.id("mesh")})"/>
<rect x="420" y="440" width="150" height="36" rx="18" fill="${c.a}"/>
<path d="M198 392H600M198 588H600" stroke="${lt(c.t, 0.35)}" stroke-width="3" stroke-dasharray="9 7"/>
${text(495, 530, fit(c.label, 150, 26), lt(c.t, 0.6), c.label)}`;

const gps: Drawing = (c) => `<defs>${lin(c.id("b"), ["#495057", "#212529"])}</defs>
<path d="M300 670Q306 600 400 596Q494 600 500 670Z" fill="url(#${c.id("b")})"/>
<ellipse cx="400" cy="670" rx="112" ry="15" fill="#212529"/>
<path d="M400 606L400 500" stroke="#343a40" stroke-width="28" stroke-linecap="round"/>
<rect x="168" y="214" width="464" height="306" rx="28" fill="#15171a"/>
<rect x="188" y="234" width="424" height="266" rx="14" fill="#e6fcf5"/>
<path d="M188 420L612 300M300 234L360 500M520 234L470 500M188 300Q300 330 420 270T612 250" stroke="#fff" stroke-width="16" fill="none"/>
<path d="M188 360Q260 340 300 380" stroke="#b2f2bb" stroke-width="30" fill="none"/>
<path d="M338 500L382 420Q400 360 472 350T560 300" stroke="${c.a}" stroke-width="12" fill="none" stroke-linecap="round"/>
<path d="M382 452L398 410L414 452L398 444Z" fill="${c.d}"/>
<rect x="188" y="234" width="424" height="56" fill="${c.d}"/>
<path d="M214 276V256H236L228 248M236 256L228 264" stroke="#fff" stroke-width="5" fill="none"/>
${text(296, 272, 24, "#fff", "200 m")}
${text(530, 272, 20, lt(c.a, 0.6), "ETA 12:45")}
<rect x="480" y="446" width="116" height="40" rx="10" fill="#fff"/>
${text(538, 474, 18, c.d, c.label)}`;

const vacuum: Drawing = (c) => {
  const dirt = [
    [330, 450, 6],
    [360, 460, 4],
    [400, 455, 7],
    [430, 462, 5],
    [350, 440, 3],
    [420, 440, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join("");
  return `<defs>${lin(c.id("b"), [lt(c.t, 0.3), c.t, dk(c.t, 0.3)])}</defs>
<path d="M130 392L306 352V448L130 418Z" fill="${dk(c.t, 0.35)}"/>
<rect x="120" y="388" width="20" height="34" rx="4" fill="#212529"/>
<path d="M520 330C520 200 700 190 690 310L660 430" stroke="${c.t}" stroke-width="46" fill="none" stroke-linecap="round"/>
<rect x="590" y="250" width="30" height="40" rx="8" transform="rotate(20 605 270)" fill="${c.a}"/>
<rect x="298" y="322" width="178" height="156" rx="32" fill="#fff" opacity=".45" stroke="#fff" stroke-width="6"/>
<path d="M330 340L386 420L442 340" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>
<g fill="#868e96">${dirt}</g>
<rect x="462" y="316" width="24" height="168" rx="8" fill="${c.a}"/>
<rect x="474" y="306" width="182" height="188" rx="56" fill="url(#${c.id("b")})"/>
<path d="M540 360H620M540 380H620M540 400H620" stroke="${dk(c.t, 0.45)}" stroke-width="7" stroke-linecap="round"/>
<circle cx="522" cy="450" r="8" fill="#51cf66"/>
<path d="M500 330Q510 316 530 314" stroke="#fff" stroke-width="6" opacity=".4" fill="none"/>`;
};

const fmTransmitter: Drawing = (
  c,
) => `<defs>${lin(c.id("h"), [lt(c.t, 0.25), c.t, dk(c.t, 0.4)], "d")}${rad(c.id("g"), [`${c.a}@.55`, `${c.a}@0`])}</defs>
<circle cx="400" cy="300" r="220" fill="url(#${c.id("g")})"/>
<g transform="rotate(-10 400 400)">
<rect x="362" y="420" width="76" height="190" rx="18" fill="#343a40"/>
<rect x="350" y="470" width="14" height="40" rx="4" fill="#adb5bd"/><rect x="436" y="470" width="14" height="40" rx="4" fill="#adb5bd"/>
<rect x="386" y="604" width="28" height="28" rx="8" fill="#dee2e6"/>
<rect x="344" y="392" width="112" height="44" rx="12" fill="${dk(c.t, 0.3)}"/>
<circle cx="400" cy="296" r="132" fill="url(#${c.id("h")})"/>
<circle cx="400" cy="296" r="112" fill="none" stroke="${c.a}" stroke-width="10"/>
<circle cx="400" cy="296" r="92" fill="#0b1220"/>
${text(400, 318, 52, lt(c.a, 0.55), "87.5")}
${text(400, 352, 18, "#adb5bd", "FM")}
<path d="M390 236L410 252L400 260V224L410 232L390 248" stroke="${lt(c.a, 0.55)}" stroke-width="4" fill="none"/>
<rect x="368" y="404" width="26" height="10" rx="2" fill="#111"/><rect x="406" y="404" width="26" height="10" rx="2" fill="#1c7ed6"/>
</g>
<path d="M590 210V150L630 140V198" stroke="${c.d}" stroke-width="8" fill="none"/>
<circle cx="580" cy="212" r="14" fill="${c.d}"/><circle cx="620" cy="200" r="14" fill="${c.d}"/>
<path d="M200 180V130L230 124" stroke="${c.a}" stroke-width="7" fill="none"/><circle cx="192" cy="182" r="11" fill="${c.a}"/>`;

const coilover: Drawing = (c) => {
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 232 + i * 46;
    back.push(`M520 ${y + 23}A120 23 0 0 0 280 ${y + 46}`);
    front.push(`M280 ${y}A120 23 0 0 0 520 ${y + 23}`);
  }
  return `<defs>${lin(c.id("m"), METAL, "h")}${lin(c.id("b"), [lt(c.t, 0.3), c.t, dk(c.t, 0.3)], "h")}</defs>
<ellipse cx="400" cy="186" rx="120" ry="26" fill="url(#${c.id("m")})"/>
<path d="M350 180V150M450 180V150" stroke="#495057" stroke-width="10"/>
<rect x="387" y="150" width="26" height="90" fill="url(#${c.id("m")})"/>
<path d="${back.join("")}" stroke="${dk(c.a, 0.35)}" stroke-width="22" fill="none"/>
<rect x="362" y="236" width="76" height="420" rx="12" fill="url(#${c.id("b")})"/>
<path d="${front.join("")}" stroke="${c.a}" stroke-width="24" fill="none" stroke-linecap="round"/>
<rect x="328" y="570" width="144" height="28" rx="8" fill="${dk(c.a, 0.25)}"/>
<path d="M340 584H460" stroke="#fff" stroke-width="3" stroke-dasharray="4 4" opacity=".5"/>
<circle cx="400" cy="676" r="36" fill="url(#${c.id("m")})"/><circle cx="400" cy="676" r="15" fill="#343a40"/>`;
};

const DRAWINGS: Record<ProductArtKind, Drawing> = {
  seat,
  racingSeat,
  floorMat,
  steering,
  phoneHolder,
  dashCam,
  freshener,
  polish,
  shampoo,
  jug,
  waxTin,
  spray,
  cloth,
  carCover,
  wiper,
  ledBulb,
  inflator,
  jumpStarter,
  spoiler,
  exhaustTip,
  coneFilter,
  panelFilter,
  brakePads,
  brakeDisc,
  sparkPlug,
  tyre,
  sunshade,
  pillow,
  organiser,
  gps,
  vacuum,
  fmTransmitter,
  coilover,
};

const DEFAULT_CAPTIONS: Partial<Record<ProductArtKind, string>> = {
  polish: "POLISH",
  shampoo: "CAR WASH",
  jug: "5W-30",
  waxTin: "PASTE WAX",
  spray: "DETAILER",
  tyre: "SPORT",
  sunshade: "UV BLOCK",
};

function ctxFor(
  kind: ProductArtKind,
  tint: string,
  pal: Palette,
  label: string,
  caption: string | undefined,
  prefix: string,
): Ctx {
  return {
    t: tint,
    a: pal.accent,
    d: pal.deep,
    label,
    caption: caption ?? DEFAULT_CAPTIONS[kind] ?? "",
    id: (name) => `${prefix}${name}`,
  };
}

function backdrop(pal: Palette, w: number, h: number): string {
  return `<defs>${lin("bg", [pal.bg1, pal.bg2], "d")}${rad("gl", ["#fff@.9", "#fff@0"])}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w - 110}" cy="120" r="230" fill="${pal.accent}" opacity=".12"/>
<circle cx="70" cy="${h - 60}" r="260" fill="#fff" opacity=".3"/>
<circle cx="${w / 2}" cy="${h / 2 - 10}" r="${Math.min(w, h) * 0.42}" fill="url(#gl)"/>
<g fill="${pal.accent}" opacity=".18"><circle cx="70" cy="80" r="6"/><circle cx="100" cy="80" r="6"/><circle cx="130" cy="80" r="6"/><circle cx="70" cy="110" r="6"/><circle cx="100" cy="110" r="6"/><circle cx="70" cy="140" r="6"/></g>
<ellipse cx="${w / 2}" cy="${h - 110}" rx="${w * 0.31}" ry="28" fill="${pal.deep}" opacity=".14"/>`;
}

/** The 800 x 800 picture of one product. */
export function productSvg(art: ProductArt, category: CategoryName, brand: string): string {
  const pal = CATEGORY_PALETTES[category];
  const drawing = DRAWINGS[art.kind](ctxFor(art.kind, art.tint, pal, brand, art.caption, "p"));
  return svg(800, 800, `${backdrop(pal, 800, 800)}${drawing}`);
}

const CATEGORY_COMPOSITIONS: Record<
  CategoryName,
  {
    items: Array<{ kind: ProductArtKind; tint: string; x: number; y: number; s: number; label?: string }>;
    extra?: string;
  }
> = {
  "Car Interior": {
    items: [
      { kind: "seat", tint: "#343a40", x: 250, y: 170, s: 0.72 },
      { kind: "steering", tint: "#5c3d2e", x: 40, y: 40, s: 0.5 },
      { kind: "freshener", tint: "#4dabf7", x: 520, y: 70, s: 0.45 },
    ],
  },
  "Car Exterior": {
    extra: `${car(60, 150, 1.2, "#1c7ed6", "k")}${sparkle(200, 170, 30, "#fff")}${sparkle(560, 150, 22, "#fff")}${sparkle(660, 300, 16, "#fff")}`,
    items: [{ kind: "polish", tint: "#f59f00", x: 300, y: 330, s: 0.55, label: "SHINE" }],
  },
  "Electronics & Gadgets": {
    items: [
      { kind: "dashCam", tint: "#343a40", x: 20, y: 80, s: 0.62, label: "4K" },
      { kind: "phoneHolder", tint: "#4c6ef5", x: 370, y: 140, s: 0.72 },
    ],
  },
  Performance: {
    items: [
      { kind: "brakeDisc", tint: "#e03131", x: 10, y: 150, s: 0.72, label: "SPORT" },
      { kind: "sparkPlug", tint: "#1c7ed6", x: 390, y: 90, s: 0.56 },
    ],
  },
};

/** The 800 x 800 picture of a product category: a few of its items together. */
export function categorySvg(category: CategoryName): string {
  const pal = CATEGORY_PALETTES[category];
  const { items, extra = "" } = CATEGORY_COMPOSITIONS[category];
  const parts = items
    .map((item, i) => {
      const drawing = DRAWINGS[item.kind](
        ctxFor(item.kind, item.tint, pal, item.label ?? "CarCare", undefined, `c${i}`),
      );
      return `<g transform="translate(${item.x} ${item.y}) scale(${item.s})">${drawing}</g>`;
    })
    .join("");
  return svg(800, 800, `${backdrop(pal, 800, 800)}${extra}${parts}`);
}

// ---------------------------------------------------------------- brand tiles

export interface BrandStyle {
  bg: string;
  fg: string;
}

/** A 480 x 240 tile with the brand's name as a wordmark. */
export function brandSvg(name: string, style: BrandStyle): string {
  const size = fit(name, 380, 76);
  return svg(
    480,
    240,
    `<defs>${lin("b", [lt(style.bg, 0.12), dk(style.bg, 0.2)], "d")}</defs>
<rect width="480" height="240" fill="url(#b)"/>
<circle cx="440" cy="20" r="150" fill="#fff" opacity=".07"/>
<circle cx="30" cy="240" r="110" fill="#000" opacity=".08"/>
<path d="M0 186Q240 150 480 196V240H0Z" fill="#fff" opacity=".05"/>
${text(240, 120 + size * 0.36, size, style.fg, name, ' letter-spacing="1"')}
<rect x="${240 - 36}" y="${n1(144 + size * 0.36)}" width="72" height="6" rx="3" fill="${style.fg}" opacity=".6"/>`,
  );
}

// ---------------------------------------------------------------- vendor scenes (1200 x 800)

interface ScenePalette {
  main: string;
  sky: string;
  car: string;
}

export const VENDOR_PALETTES: ScenePalette[] = [
  { main: "#0ea5e9", sky: "#e0f2fe", car: "#e03131" },
  { main: "#16a34a", sky: "#dcfce7", car: "#1c7ed6" },
  { main: "#dc2626", sky: "#fff1f2", car: "#343a40" },
  { main: "#7c3aed", sky: "#f3e8ff", car: "#f8f9fa" },
  { main: "#ea580c", sky: "#ffedd5", car: "#0b7285" },
  { main: "#0f766e", sky: "#ccfbf1", car: "#f59f00" },
];

function palm(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-8 0Q-20 -150 10 -300L22 -300Q0 -150 14 0Z" fill="#a47148"/>
<g fill="#2b8a3e"><path d="M16 -300Q-80 -340 -150 -270Q-70 -300 16 -290Z"/><path d="M16 -300Q110 -350 170 -270Q90 -300 16 -290Z"/>
<path d="M16 -300Q-40 -400 -110 -380Q-40 -350 14 -292Z"/><path d="M16 -300Q70 -400 140 -370Q70 -350 18 -292Z"/><path d="M16 -300Q0 -220 -60 -180Q-10 -230 10 -294Z"/></g></g>`;
}

function sceneBase(p: ScenePalette, floor: string): string {
  return `<defs>${lin("sky", [lt(p.main, 0.85), p.sky])}</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<rect y="640" width="1200" height="160" fill="${floor}"/>`;
}

function storefront(name: string, p: ScenePalette): string {
  const size = fit(name, 700, 54);
  const bay = (x: number, open: number) => `<rect x="${x}" y="350" width="260" height="290" fill="#343a40"/>
<rect x="${x}" y="350" width="260" height="${open}" fill="url(#sh)"/>
<rect x="${x - 10}" y="340" width="280" height="14" fill="${dk(p.main, 0.2)}"/>`;
  return svg(
    1200,
    800,
    `${sceneBase(p, "#ced4da")}
<defs><pattern id="sh" width="20" height="16" patternUnits="userSpaceOnUse"><rect width="20" height="16" fill="#dee2e6"/><rect y="12" width="20" height="4" fill="#adb5bd"/></pattern></defs>
<circle cx="1060" cy="130" r="64" fill="#fff3bf"/>
<path d="M0 470H60V420H110V450H170V400H220V470Z" fill="${p.main}" opacity=".15"/>
<rect x="110" y="270" width="980" height="370" fill="#f8f9fa"/>
<rect x="110" y="250" width="980" height="30" fill="${p.main}"/>
<rect x="220" y="130" width="760" height="110" rx="16" fill="${dk(p.main, 0.15)}"/>
${text(600, 185 + size * 0.36, size, "#fff", name)}
${bay(170, 110)}${bay(470, 40)}${bay(770, 150)}
${car(492, 512, 0.4, lt(p.car, 0.1), "ka")}
<rect x="0" y="700" width="1200" height="100" fill="#868e96"/>
<path d="M40 750H160M280 750H400M520 750H640M760 750H880M1000 750H1120" stroke="#fff" stroke-width="8"/>
${palm(70, 650, 1)}
${car(640, 500, 0.85, p.car, "kb")}`,
  );
}

function washBay(p: ScenePalette): string {
  const rnd = prng(hash(p.main + "wash"));
  const foam = Array.from({ length: 26 }, () => {
    const x = 260 + rnd() * 680;
    const y = 340 + rnd() * 80 - (x > 430 && x < 820 ? 60 : 0);
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(18 + rnd() * 26)}"/>`;
  }).join("");
  const drops = Array.from({ length: 18 }, (_, i) => {
    const x = 760 + i * 22 - rnd() * 40;
    const y = 150 + rnd() * 200;
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(3 + rnd() * 5)}"/>`;
  }).join("");
  return svg(
    1200,
    800,
    `${sceneBase(p, "#adb5bd")}
<defs><pattern id="tl" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#f1f3f5"/><path d="M0 0H80V80" stroke="#dee2e6" stroke-width="4" fill="none"/></pattern></defs>
<rect width="1200" height="640" fill="url(#tl)"/>
<rect width="1200" height="70" fill="${p.main}"/>
<rect x="0" y="640" width="1200" height="12" fill="#868e96"/>
<path d="M100 720H1100" stroke="#868e96" stroke-width="14" stroke-dasharray="30 14"/>
${car(190, 360, 1.45, p.car, "a")}
<g fill="#fff" stroke="#d0ebff" stroke-width="3">${foam}</g>
<path d="M1080 110L1010 140L1000 120L1070 92Z" fill="#343a40"/><rect x="1070" y="80" width="40" height="90" rx="10" fill="${p.main}"/>
<path d="M1000 130Q860 180 760 420M1002 134Q900 220 860 430M1004 128Q820 160 660 380" stroke="#74c0fc" stroke-width="6" fill="none" stroke-dasharray="24 10" opacity=".85"/>
<g fill="#74c0fc">${drops}</g>
<g fill="#fff" fill-opacity=".3" stroke="#fff" stroke-width="3"><circle cx="160" cy="200" r="30"/><circle cx="220" cy="140" r="18"/><circle cx="1080" cy="520" r="26"/><circle cx="600" cy="160" r="22"/></g>`,
  );
}

function paintBooth(p: ScenePalette): string {
  const swatches = ["#e03131", "#f59f00", "#2f9e44", "#1c7ed6", "#7048e8"]
    .map(
      (col, i) =>
        `<rect x="90" y="560" width="46" height="170" rx="12" fill="${col}" transform="rotate(${-50 + i * 16} 113 720)"/>`,
    )
    .join("");
  return svg(
    1200,
    800,
    `<defs>${lin("w", ["#f8f9fa", "#dee2e6"])}${rad("mist", [`${lt(p.main, 0.2)}@.75`, `${p.main}@0`])}</defs>
<rect width="1200" height="800" fill="url(#w)"/>
<g fill="#fff"><rect x="100" y="40" width="300" height="34" rx="10"/><rect x="450" y="40" width="300" height="34" rx="10"/><rect x="800" y="40" width="300" height="34" rx="10"/></g>
<g fill="#fff9db" opacity=".6"><path d="M100 74H400L460 260H40Z"/><path d="M450 74H750L810 260H390Z"/><path d="M800 74H1100L1160 260H740Z"/></g>
<rect y="620" width="1200" height="180" fill="#adb5bd"/>
<path d="M0 660H1200M0 700H1200M0 740H1200M0 780H1200" stroke="#868e96" stroke-width="4"/>
<rect x="0" y="600" width="1200" height="20" fill="${p.main}"/>
${car(160, 330, 1.5, p.car, "a")}
<ellipse cx="820" cy="330" rx="220" ry="120" fill="url(#mist)"/>
<g transform="translate(1010 270) rotate(-20)"><rect x="-10" y="-20" width="120" height="44" rx="12" fill="#495057"/>
<rect x="-60" y="-10" width="60" height="24" rx="6" fill="#868e96"/><path d="M40 24L30 110H60L70 24Z" fill="#343a40"/>
<rect x="20" y="-90" width="70" height="74" rx="10" fill="${p.main}"/></g>
${swatches}
${sparkle(300, 300, 30, "#fff")}${sparkle(520, 260, 18, "#fff")}`,
  );
}

function wheelFace(cx: number, cy: number, r: number, idp: string): string {
  const spokes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${cx - 9}" y="${n1(cy - r * 0.58)}" width="18" height="${n1(r * 0.5)}" rx="8" transform="rotate(${i * 60} ${cx} ${cy})"/>`,
  ).join("");
  return `<defs>${lin(`${idp}m`, METAL, "d")}</defs>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#212529"/>
<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.94)}" fill="none" stroke="#343a40" stroke-width="${n1(r * 0.08)}" stroke-dasharray="14 9"/>
<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.62)}" fill="url(#${idp}m)"/>
<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.54)}" fill="#495057"/>
<g fill="url(#${idp}m)">${spokes}</g>
<circle cx="${cx}" cy="${cy}" r="${n1(r * 0.14)}" fill="#212529"/>`;
}

function wheelBalancer(p: ScenePalette): string {
  return svg(
    1200,
    800,
    `${sceneBase(p, "#868e96")}
<defs><pattern id="pb" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="3" fill="#adb5bd"/></pattern></defs>
<rect x="80" y="80" width="500" height="300" rx="12" fill="#e9ecef"/><rect x="80" y="80" width="500" height="300" rx="12" fill="url(#pb)"/>
${spanner(150, 230, 90, 0.3, "#495057")}${spanner(210, 230, 90, 0.26, "#868e96")}${spanner(270, 230, 90, 0.22, "#495057")}
<rect x="340" y="120" width="26" height="90" rx="10" fill="${p.main}"/><rect x="349" y="210" width="8" height="110" fill="#868e96"/>
<rect x="410" y="120" width="26" height="90" rx="10" fill="#e03131"/><rect x="419" y="210" width="8" height="110" fill="#868e96"/>
<path d="M490 130H540V170H520V320H510V170H490Z" fill="#495057"/>
<rect x="0" y="640" width="1200" height="8" fill="#495057"/>
<rect x="330" y="430" width="420" height="220" rx="18" fill="${p.main}"/>
<rect x="330" y="430" width="420" height="40" rx="18" fill="${dk(p.main, 0.2)}"/>
<rect x="380" y="300" width="330" height="120" rx="14" fill="#212529"/>
<rect x="400" y="320" width="130" height="60" rx="6" fill="#0b1220"/><rect x="560" y="320" width="130" height="60" rx="6" fill="#0b1220"/>
${text(465, 364, 40, "#69db7c", "0 g")}${text(625, 364, 40, "#69db7c", "OK")}
<rect x="420" y="390" width="40" height="14" rx="5" fill="#ffd43b"/><rect x="480" y="390" width="40" height="14" rx="5" fill="#495057"/>
<rect x="750" y="500" width="80" height="26" fill="#868e96"/>
${wheelFace(890, 480, 170, "w")}
<path d="M700 380Q890 250 1080 380" stroke="${dk(p.main, 0.25)}" stroke-width="34" fill="none" opacity=".85"/>
<rect x="990" y="560" width="18" height="28" rx="3" fill="#adb5bd"/>
<g fill="#212529"><ellipse cx="160" cy="626" rx="110" ry="26"/><ellipse cx="160" cy="586" rx="110" ry="26"/><ellipse cx="160" cy="546" rx="110" ry="26"/></g>
<g fill="none" stroke="#343a40" stroke-width="6"><ellipse cx="160" cy="546" rx="60" ry="14"/></g>`,
  );
}

function spanner(x: number, y: number, rot: number, s: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${fill}">
<rect x="-200" y="-22" width="400" height="44" rx="22"/>
<path d="M200 -60A62 62 0 1 1 200 60L230 24V-24Z"/><path d="M-200 -56A58 58 0 1 0 -200 56A58 58 0 1 0 -200 -56Z"/>
<circle cx="-210" cy="0" r="26" fill="#fff" opacity=".9"/></g>`;
}

function checklist(p: ScenePalette): string {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 250 + i * 76;
      const done = i < 4;
      return `<rect x="470" y="${y}" width="44" height="44" rx="10" fill="${done ? p.main : "#fff"}" stroke="${p.main}" stroke-width="4"/>
${done ? `<path d="M480 ${y + 22}L490 ${y + 34}L506 ${y + 12}" stroke="#fff" stroke-width="7" fill="none"/>` : ""}
<rect x="540" y="${y + 8}" width="${200 - i * 22}" height="14" rx="7" fill="#495057"/><rect x="540" y="${y + 28}" width="${140 + i * 12}" height="10" rx="5" fill="#ced4da"/>`;
    })
    .join("");
  return svg(
    1200,
    800,
    `${sceneBase(p, lt(p.main, 0.6))}
<circle cx="220" cy="260" r="150" fill="#fff"/><circle cx="220" cy="260" r="150" fill="none" stroke="${p.main}" stroke-width="14"/>
<path d="M120 300A110 110 0 0 1 320 300" stroke="#dee2e6" stroke-width="18" fill="none"/>
<path d="M120 300A110 110 0 0 1 270 180" stroke="${p.main}" stroke-width="18" fill="none"/>
<path d="M220 270L290 200" stroke="#212529" stroke-width="10" stroke-linecap="round"/><circle cx="220" cy="270" r="18" fill="#212529"/>
${text(220, 360, 34, "#495057", "40,000 km")}
<rect x="420" y="140" width="420" height="560" rx="24" fill="${dk(p.main, 0.35)}"/>
<rect x="440" y="180" width="380" height="500" rx="10" fill="#fff"/>
<rect x="560" y="118" width="140" height="60" rx="14" fill="#adb5bd"/>
${text(630, 226, 30, "#212529", "Service Checklist")}
${rows}
${spanner(880, 590, -35, 0.9, "#868e96")}
${car(40, 520, 0.62, p.car, "a")}`,
  );
}

function carLift(p: ScenePalette): string {
  return svg(
    1200,
    800,
    `${sceneBase(p, "#868e96")}
<rect x="0" y="0" width="1200" height="640" fill="#e9ecef" opacity=".6"/>
<path d="M0 120H1200" stroke="#dee2e6" stroke-width="40"/>
<rect x="190" y="150" width="50" height="500" rx="6" fill="${p.main}"/><rect x="960" y="150" width="50" height="500" rx="6" fill="${p.main}"/>
<rect x="170" y="630" width="90" height="20" fill="#343a40"/><rect x="940" y="630" width="90" height="20" fill="#343a40"/>
<rect x="190" y="136" width="820" height="22" rx="8" fill="${dk(p.main, 0.25)}"/>
<path d="M240 470L420 500M960 470L780 500" stroke="#495057" stroke-width="18" stroke-linecap="round"/>
${car(280, 290, 1.15, p.car, "a")}
<rect x="1040" y="520" width="130" height="120" rx="10" fill="#e03131"/>
<rect x="1040" y="560" width="130" height="6" fill="#c92a2a"/><rect x="1040" y="600" width="130" height="6" fill="#c92a2a"/>
<rect x="1085" y="506" width="40" height="16" rx="6" fill="#343a40"/>
${spanner(600, 720, 0, 0.6, "#adb5bd")}`,
  );
}

function partsShelves(p: ScenePalette): string {
  const box = (x: number, y: number, w: number, h: number, col: string) =>
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${col}"/><rect x="${x + 12}" y="${y - h + 14}" width="${w - 24}" height="16" rx="4" fill="#fff" opacity=".85"/>`;
  const shelfY = [250, 430, 610];
  return svg(
    1200,
    800,
    `${sceneBase(p, "#adb5bd")}
<defs>${lin("m", METAL, "d")}</defs>
<rect x="80" y="80" width="20" height="560" fill="#495057"/><rect x="1100" y="80" width="20" height="560" fill="#495057"/><rect x="590" y="80" width="20" height="560" fill="#495057"/>
${shelfY.map((y) => `<rect x="70" y="${y}" width="1060" height="18" fill="#343a40"/>`).join("")}
${box(120, 250, 130, 110, "#f59f00")}${box(265, 250, 100, 80, p.main)}${box(380, 250, 180, 120, "#1c7ed6")}
<circle cx="720" cy="190" r="58" fill="url(#m)"/><circle cx="720" cy="190" r="20" fill="#495057"/>
<circle cx="860" cy="190" r="58" fill="url(#m)"/><circle cx="860" cy="190" r="20" fill="#495057"/>
${box(950, 250, 130, 90, "#e03131")}
<g fill="#212529"><ellipse cx="200" cy="410" rx="90" ry="22"/><ellipse cx="200" cy="374" rx="90" ry="22"/><ellipse cx="200" cy="338" rx="90" ry="22"/></g>
${box(320, 430, 120, 100, "#2f9e44")}${box(455, 430, 110, 70, "#7048e8")}
<g fill="${p.main}"><rect x="650" y="330" width="70" height="100" rx="10"/><rect x="740" y="330" width="70" height="100" rx="10"/><rect x="830" y="330" width="70" height="100" rx="10"/></g>
<rect x="660" y="312" width="30" height="22" rx="4" fill="#343a40"/><rect x="750" y="312" width="30" height="22" rx="4" fill="#343a40"/><rect x="840" y="312" width="30" height="22" rx="4" fill="#343a40"/>
${box(930, 430, 160, 120, "#f76707")}
${box(120, 610, 200, 130, "#1098ad")}${box(340, 610, 220, 100, "#e8590c")}
<g fill="#e03131"><rect x="650" y="520" width="110" height="90" rx="40"/><rect x="780" y="520" width="110" height="90" rx="40"/></g>
<g fill="#fff" opacity=".7"><rect x="650" y="556" width="110" height="10"/><rect x="780" y="556" width="110" height="10"/></g>
${box(920, 610, 170, 150, "#495057")}`,
  );
}

function detailShine(p: ScenePalette): string {
  return svg(
    1200,
    800,
    `<defs>${lin("bg", [dk(p.main, 0.55), dk(p.main, 0.2)])}${rad("spot", ["#fff@.45", "#fff@0"])}</defs>
<rect width="1200" height="800" fill="url(#bg)"/>
<ellipse cx="600" cy="300" rx="520" ry="300" fill="url(#spot)"/>
<rect y="600" width="1200" height="200" fill="#000" opacity=".25"/>
<g opacity=".15" transform="translate(0 1212) scale(1 -1)">${car(180, 296, 1.5, p.car, "r")}</g>
${car(180, 296, 1.5, p.car, "a")}
${sparkle(420, 330, 34, "#fff")}${sparkle(760, 320, 24, "#fff")}${sparkle(980, 430, 28, "#fff")}${sparkle(300, 470, 18, "#fff")}
<path d="M120 120L520 60M680 60L1080 130" stroke="#fff" stroke-width="10" opacity=".25" stroke-linecap="round"/>`,
  );
}

export type VendorSceneKind =
  | "storefront"
  | "washBay"
  | "paintBooth"
  | "wheelBalancer"
  | "checklist"
  | "carLift"
  | "partsShelves"
  | "detailShine";

export const SERVICE_CATEGORY_SCENES: Record<ServiceSceneCategory, VendorSceneKind[]> = {
  "Car Painting": ["storefront", "paintBooth", "detailShine"],
  "Car Washing": ["storefront", "washBay", "detailShine"],
  Fitting: ["storefront", "wheelBalancer", "carLift"],
  "General Checkup": ["storefront", "checklist", "carLift"],
  "Spare Parts Services": ["storefront", "partsShelves", "wheelBalancer"],
};

/** One 1200 x 800 picture of a service vendor. */
export function vendorSvg(scene: VendorSceneKind, vendorName: string, paletteIndex: number): string {
  const p = VENDOR_PALETTES[paletteIndex % VENDOR_PALETTES.length]!;
  switch (scene) {
    case "storefront":
      return storefront(vendorName, p);
    case "washBay":
      return washBay(p);
    case "paintBooth":
      return paintBooth(p);
    case "wheelBalancer":
      return wheelBalancer(p);
    case "checklist":
      return checklist(p);
    case "carLift":
      return carLift(p);
    case "partsShelves":
      return partsShelves(p);
    case "detailShine":
      return detailShine(p);
  }
}

// ---------------------------------------------------------------- the demo catalogue's files

/** Every picture the demo data references, keyed by its web path (e.g. "/img/products/int-seat-001.svg"). */
export function renderDemoArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const c of DEMO_CATEGORIES) files.set(c.image, categorySvg(c.name));
  for (const b of DEMO_BRANDS) files.set(b.logo, brandSvg(b.name, b.style));
  for (const p of DEMO_PRODUCTS) files.set(p.image, productSvg(p.art, p.category, p.brand));
  DEMO_SERVICES.forEach((s, i) => {
    const scenes = SERVICE_CATEGORY_SCENES[s.category];
    s.images.forEach((path, n) => files.set(path, vendorSvg(scenes[n % scenes.length]!, s.vendorName, i)));
  });
  return files;
}
