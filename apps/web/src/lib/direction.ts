import { currentLanguage } from "./language";

export type Direction = "ltr" | "rtl";

/**
 * The direction an element is laid out in: its own dir or CSS direction, else the one it inherits
 * (the page's `<html dir>`). Read from the layout, not from the text layer, so a carousel inside a
 * `dir="ltr"` island on an Arabic page still runs left to right.
 */
export function layoutDirection(element: Element): Direction {
  return getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr";
}

/**
 * `text` (a phone number, code, order number or Latin name) kept left to right inside a sentence that
 * may be Arabic, for places that take a string, not an element: a message's placeholder, an
 * aria-label, a WhatsApp text. It wraps the text in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE,
 * the plain-text form of `<span class="ltr-inline">`, on right-to-left pages only (a left-to-right
 * page needs no isolate, and its text stays exactly as it was). Where the value is its own element,
 * use the class instead.
 */
export function isolateLtr(text: string): string {
  return currentLanguage() === "ar" ? `\u2066${text}\u2069` : text;
}
