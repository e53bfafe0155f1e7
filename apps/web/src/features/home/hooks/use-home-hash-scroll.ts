import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec section 2: 100 ms when the footer sent us here, 200 ms from the menu (and by default). */
export const SCROLL_DELAY_MS = { footer: 100, menu: 200 } as const;

/** Which delay applies for a navigation's `location.state` (`{ from: "footer" | "menu" }` if given). */
export function scrollDelayFor(state: unknown): number {
  const from = (state as { from?: unknown } | null)?.from;
  return from === "footer" ? SCROLL_DELAY_MS.footer : SCROLL_DELAY_MS.menu;
}

/** How long to keep looking for a target whose section is still loading (a lazy chunk). */
const WAIT_FOR_TARGET_MS = 3000;

/**
 * Smoothly scrolls to #about or #contact after the spec's delay, on arrival and on every hash change.
 * The sections load lazily, so when the target is not there yet it checks again every 50 ms.
 */
export function useHomeHashScroll() {
  const { hash, state, key } = useLocation();

  useEffect(() => {
    const id = hash.slice(1);
    if (id !== "about" && id !== "contact") return;
    const giveUpAt = Date.now() + scrollDelayFor(state) + WAIT_FOR_TARGET_MS;
    let timer = 0;
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (Date.now() < giveUpAt) timer = window.setTimeout(scroll, 50);
        return;
      }
      const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    };
    timer = window.setTimeout(scroll, scrollDelayFor(state));
    return () => window.clearTimeout(timer);
  }, [hash, state, key]);
}
