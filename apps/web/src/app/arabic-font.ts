import regularWeightUrl from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import type { LinkDescriptor } from "react-router";

// The Arabic web font's files, for Arabic pages only: English pages neither link nor preload them.
// The @font-face rules (../arabic-font.css) are part of styles.css, which names the family on :lang(ar)
// pages only, so an English page never downloads the font and an Arabic page waits on no second
// stylesheet. The preloaded file is the one the stylesheet names for weight
// 400 (the same hashed URL), the weight most of a page's text is set in.

/** The hashed URL of the regular-weight (400) Arabic woff2, to preload. */
export const ARABIC_FONT_PRELOAD_URL: string = regularWeightUrl;

/** An Arabic page's head links: preload the regular weight. */
export const ARABIC_FONT_LINKS: LinkDescriptor[] = [
  {
    rel: "preload",
    href: ARABIC_FONT_PRELOAD_URL,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
];
