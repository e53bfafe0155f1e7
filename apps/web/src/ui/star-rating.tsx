import { starPath } from "./first-screen-icons";
import { m } from "../paraglide/messages.js";

// The five stars drawn as one SVG: a grey row with the coloured row clipped on top to the rating's
// width (a nested <svg> clips what overflows it). Five stars of two layers each were 31 elements per
// rating, and a listing shows dozens of ratings: every element costs the first render and hydration.
// Each star is 20 units wide and 2.5 apart (the former 16 px stars with 2 px between).
const STAR_STEP = 22.5;
const ROW_WIDTH = 4 * STAR_STEP + 20;
const starsPath = [0, 1, 2, 3, 4].map((index) => starPath(index * STAR_STEP)).join("");

/** How far along the row the colour reaches: whole stars, then the part of the next one. */
function filledWidth(rating: number): number {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  return whole === 5 ? ROW_WIDTH : whole * STAR_STEP + (clamped - whole) * 20;
}

/**
 * Five stars filled up to `rating` (halves allowed), announced as "Rated 4.5 out of 5". `className`
 * sets the stars' height (the row is as wide as five of them); mirrored on right-to-left pages, so
 * the colour fills from the start.
 */
export function StarRating({ rating, className = "h-4" }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={m.common_rating({ rating })} className="flex items-center text-accent-500">
      <svg
        viewBox={`0 0 ${ROW_WIDTH} 20`}
        className={`icon-directional aspect-[11/2] w-auto ${className}`}
        aria-hidden="true"
        focusable="false"
      >
        <path className="text-slate-300" fill="currentColor" d={starsPath} />
        <svg width={filledWidth(rating)} height="20">
          <path fill="currentColor" d={starsPath} />
        </svg>
      </svg>
    </span>
  );
}
