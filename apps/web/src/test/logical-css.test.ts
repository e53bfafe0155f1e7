import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Right to left (issue 27): the store's layout is written in logical properties only, so it mirrors
// with <html dir> by itself. This guard reads the sources and fails on a physical left/right: in the
// stylesheets (declarations and @apply), in the components' Tailwind classes and in inline styles.
// A side that must be physical goes in a [dir=…] / :dir(…) override block, listed in ALLOWED_BLOCKS.
// (path, not `new URL`: under jsdom the global URL is jsdom's and refuses file: URLs.)
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Selectors of stylesheet blocks allowed to set a physical side: deliberate right-to-left overrides
 * only (each must name a direction). None is needed today.
 */
const ALLOWED_BLOCKS: string[] = [];

/** CSS declarations that name a physical side. */
const PHYSICAL_DECLARATION =
  /(?:^|[\s;{])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?\s*:|border-(?:top|bottom)-(?:left|right)-radius\s*:|(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b)/g;

/** Tailwind utilities that name a physical side (the logical ones are ms/me, ps/pe, start/end, …). */
const PHYSICAL_UTILITY = new RegExp(
  [
    // margin, padding, inset, scroll margin/padding, translate along x: ml-2, -mr-4, sm:pl-6, left-0, left-[3px]
    String.raw`(?<=^|[\s"'\x60:!{])-?(?:m[lr]|p[lr]|left|right|scroll-m[lr]|scroll-p[lr]|translate-x)-(?:\d|px|auto|full|\[|\()[^\s"'\x60]*`,
    // border sides and corners: border-l, border-r-2, rounded-l-lg, rounded-tr (not border-line, rounded-lg)
    String.raw`(?<=^|[\s"'\x60:!{])(?:border-[lr]|rounded-(?:[lr]|tl|tr|bl|br))(?=$|[\s"'\x60-])[^\s"'\x60]*`,
    // text-left, float-right, clear-left
    String.raw`(?<=^|[\s"'\x60:!{])(?:text|float|clear)-(?:left|right)(?=$|[\s"'\x60])`,
  ].join("|"),
  "g",
);

/** Inline styles (`style={{ … }}`) that name a physical side. */
const PHYSICAL_INLINE_STYLE =
  /style=\{\{[^}]*?\b(?:(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|left|right|textAlign:\s*["'](?:left|right)["']|float:\s*["'](?:left|right)["'])\s*:?/g;

function filesUnder(directory: string, keep: (path: string) => boolean): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "paraglide" ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));

/** Each `selector { declarations }` with no block inside, as the stylesheet has it. */
function innermostBlocks(css: string) {
  return [...css.matchAll(/([^{}]*)\{([^{}]*)\}/g)].map(([, selector = "", body = ""]) => ({
    selector: selector.trim(),
    body,
  }));
}

/** The physical sides a stylesheet sets outside the allowed blocks, as `selector: finding`. */
function physicalInStylesheet(css: string): string[] {
  return innermostBlocks(withoutComments(css)).flatMap(({ selector, body }) => {
    if (ALLOWED_BLOCKS.includes(selector)) return [];
    const found = [
      ...[...body.matchAll(PHYSICAL_DECLARATION)].map((match) => (match[1] ?? "").trim()),
      ...[...body.matchAll(/@apply\s+([^;]+)/g)].flatMap(([, classes = ""]) =>
        [...classes.matchAll(PHYSICAL_UTILITY)].map((match) => match[0]),
      ),
    ];
    return found.map((finding) => `${selector}: ${finding}`);
  });
}

/** The physical-side Tailwind classes and inline styles a component's source uses. */
function physicalInComponent(source: string): string[] {
  const code = withoutComments(source).replace(/^\s*\/\/.*$/gm, "");
  return [
    ...[...code.matchAll(PHYSICAL_UTILITY)].map((match) => match[0]),
    ...[...code.matchAll(PHYSICAL_INLINE_STYLE)].map((match) => match[0]),
  ];
}

describe("right-to-left-safe styles (issue 27)", () => {
  it("when a stylesheet or a component names a physical left/right, then the guard finds it", () => {
    expect(
      physicalInStylesheet(`
        .a { margin-left: 1rem; padding-right: 2px; border-left: 1px solid; border-right-width: 2px }
        .b { left: 0; right: auto; text-align: left; float: right; border-top-left-radius: 3px }
        .c { @apply ml-2 -mr-4 sm:pl-6 left-0 border-l-2 rounded-tr-lg text-right; }
      `),
    ).toEqual([
      ".a: margin-left:",
      ".a: padding-right:",
      ".a: border-left:",
      ".a: border-right-width:",
      ".b: left:",
      ".b: right:",
      ".b: text-align: left",
      ".b: float: right",
      ".b: border-top-left-radius:",
      ".c: ml-2",
      ".c: -mr-4",
      ".c: pl-6",
      ".c: left-0",
      ".c: border-l-2",
      ".c: rounded-tr-lg",
      ".c: text-right",
    ]);
    expect(
      physicalInComponent(
        'const a = <div className="flex pr-4 md:left-[3px] border-r text-left" style={{ marginLeft: 4 }} />;',
      ),
    ).toEqual(["pr-4", "left-[3px]", "border-r", "text-left", "style={{ marginLeft:"]);
  });

  it("when styles are logical (or only look physical), then the guard finds nothing", () => {
    expect(
      physicalInStylesheet(`
        /* margin-left: 1rem in a comment */
        .a { margin-inline-start: 1rem; inset-inline-end: 0; text-align: start; border-inline-start: 1px solid }
        .b { @apply ms-2 -me-4 ps-6 start-0 border-s-2 border-line rounded-lg rounded-se-lg text-end px-4 mx-auto; }
        .c { scroll-margin-top: 5rem; outline-offset: 2px }
      `),
    ).toEqual([]);
    expect(
      physicalInComponent(
        '// a right-to-left page: left: 0 here is prose\nconst a = <p className="ms-auto pe-2 inset-x-0 border-line rounded-lg" title="Only 2 left" />;',
      ),
    ).toEqual([]);
  });

  it("when the store's stylesheets are read, then no rule sets a physical left/right", () => {
    const stylesheets = filesUnder(SRC, (path) => path.endsWith(".css"));
    expect(stylesheets.length).toBeGreaterThan(0);
    const found = stylesheets.flatMap((path) =>
      physicalInStylesheet(readFileSync(path, "utf8")).map((finding) => `${relative(SRC, path)}: ${finding}`),
    );
    expect(found).toEqual([]);
  });

  it("when the components are read, then no class or inline style names a physical left/right", () => {
    const sources = filesUnder(SRC, (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
    expect(sources.length).toBeGreaterThan(50);
    const found = sources.flatMap((path) =>
      physicalInComponent(readFileSync(path, "utf8")).map((finding) => `${relative(SRC, path)}: ${finding}`),
    );
    expect(found).toEqual([]);
  });
});
