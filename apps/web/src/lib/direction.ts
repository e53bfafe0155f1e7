export type Direction = "ltr" | "rtl";

/**
 * The direction an element is laid out in: its own dir or CSS direction, else the one it inherits
 * (the page's `<html dir>`). Read from the layout, not from the text layer, so a carousel inside a
 * `dir="ltr"` island on an Arabic page still runs left to right.
 */
export function layoutDirection(element: Element): Direction {
  return getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr";
}
