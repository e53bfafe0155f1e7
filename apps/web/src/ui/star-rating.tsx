import { StarIcon } from "./first-screen-icons";
import { m } from "../paraglide/messages.js";

/** Five stars filled up to `rating` (halves allowed), announced as "Rated 4.5 out of 5". */
export function StarRating({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={m.common_rating({ rating })}
      className="flex items-center gap-0.5 text-accent-500"
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <StarIcon key={index} className={className} fill={Math.max(0, Math.min(1, rating - index))} />
      ))}
    </span>
  );
}
