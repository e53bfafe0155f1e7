/** Reviews carousel: the mouse wheel moves at most one slide per this many milliseconds (spec section 9). */
export const WHEEL_THROTTLE_MS = 220;

/**
 * Turns a burst of wheel events into single moves: the first event moves next (down/right) or previous
 * (up/left), then every event is ignored until `intervalMs` has passed.
 */
export function createWheelThrottle(
  move: (direction: "next" | "prev") => void,
  intervalMs: number = WHEEL_THROTTLE_MS,
  now: () => number = () => Date.now(),
) {
  let lastMove = -Infinity;
  return function onWheel(event: { deltaX: number; deltaY: number }): boolean {
    const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
    if (delta === 0) return false;
    const time = now();
    if (time - lastMove < intervalMs) return false;
    lastMove = time;
    move(delta > 0 ? "next" : "prev");
    return true;
  };
}
