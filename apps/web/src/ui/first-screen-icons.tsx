import { type IconProps, LineIcon } from "./icons";
/** A star in a 20-unit box, moved `offset` units along: star-rating.tsx draws five in one path. */
export const starPath = (offset = 0) =>
  `M${10 + offset} 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L${10 + offset} 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z`;
const STAR_PATH = starPath();

// The icons the first screen (hero, promo cards, Today's Deals) needs; the rest are in home-icons.tsx,
// so the lazily loaded sections' icons stay out of the home route's first load.

export const TruckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="16.5" cy="17.5" r="1.8" />
  </LineIcon>
);

export const ShieldIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.5" />
  </LineIcon>
);

export const TagIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1.5 1.5 0 0 1 0 2.1l-6.2 6.2a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="8" cy="8" r="1.4" />
  </LineIcon>
);

/** Points "forward": mirrored in right-to-left pages. */
export const ArrowRightIcon = ({ className, ...p }: IconProps) => (
  <LineIcon {...p} className={`icon-directional ${className ?? ""}`}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);

/** A star; `fill` is 0 to 1 (half stars): a grey star with the coloured one clipped on top. */
export function StarIcon({ fill = 1, className }: { fill?: number; className?: string }) {
  return (
    <span className={`relative inline-block ${className ?? ""}`} aria-hidden="true">
      <svg viewBox="0 0 20 20" className="absolute inset-0 size-full text-slate-300" focusable="false">
        <path fill="currentColor" d={STAR_PATH} />
      </svg>
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        <svg viewBox="0 0 20 20" className="aspect-square h-full max-w-none" focusable="false">
          <path fill="currentColor" d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}
