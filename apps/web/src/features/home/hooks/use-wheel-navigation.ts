import { type RefObject, useEffect, useRef } from "react";
import { layoutDirection } from "../../../lib/direction";
import { createWheelThrottle, WHEEL_THROTTLE_MS } from "../lib/wheel-throttle";

/**
 * Mouse wheel over `ref` moves the carousel next/previous, at most once per 220 ms (spec section 9).
 * The listener is not passive so the page does not scroll while the pointer is on the carousel.
 * Right to left, a sideways wheel is mirrored: towards the left is "next" there.
 */
export function useWheelNavigation(
  ref: RefObject<HTMLElement | null>,
  move: (direction: "next" | "prev") => void,
  intervalMs: number = WHEEL_THROTTLE_MS,
) {
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  }, [move]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = createWheelThrottle((direction) => moveRef.current(direction), intervalMs);
    const listener = (event: WheelEvent) => {
      if (event.deltaX === 0 && event.deltaY === 0) return;
      event.preventDefault();
      const mirrored = layoutDirection(element) === "rtl";
      onWheel(mirrored ? { deltaX: -event.deltaX, deltaY: event.deltaY } : event);
    };
    element.addEventListener("wheel", listener, { passive: false });
    return () => element.removeEventListener("wheel", listener);
  }, [ref, intervalMs]);
}
