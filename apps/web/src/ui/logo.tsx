import { m } from "../paraglide/messages.js";
/** The store's mark and wordmark; the mark matches public/favicon.svg. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      {/* The mark is the favicon: one cached file instead of SVG markup in every page's JavaScript. */}
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverted ? "text-white" : "text-navy-900"}`}
        >
          Car<span className={inverted ? "text-brand-300" : "text-brand-600"}>Care</span>
        </span>
        {/* Read as "CarCare Abu Dhabi", not "CarCareAbu Dhabi". */}
        <span className="sr-only"> </span>
        <span
          className={`mt-0.5 text-[0.65rem] font-semibold tracking-[0.2em] uppercase ${
            inverted ? "text-slate-400" : "text-muted"
          }`}
        >
          {m.common_logoTagline()}
        </span>
      </span>
    </span>
  );
}
