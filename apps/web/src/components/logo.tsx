/** The store's mark and wordmark; the mark matches public/favicon.svg. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 18l2.4-5.6A2.5 2.5 0 0 1 10.7 11h10.6a2.5 2.5 0 0 1 2.3 1.4L26 18" />
          <path d="M5 18h22v3.5a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" />
        </g>
        <circle cx="10.5" cy="22.5" r="2.2" className="fill-accent-400" />
        <circle cx="21.5" cy="22.5" r="2.2" className="fill-accent-400" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverted ? "text-white" : "text-navy-900"}`}
        >
          Car<span className={inverted ? "text-brand-300" : "text-brand-600"}>Care</span>
        </span>
        <span
          className={`mt-0.5 text-[0.65rem] font-semibold tracking-[0.2em] uppercase ${
            inverted ? "text-slate-400" : "text-muted"
          }`}
        >
          Abu Dhabi
        </span>
      </span>
    </span>
  );
}
