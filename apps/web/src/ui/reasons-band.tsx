import type { ComponentType } from "react";

export interface Reason {
  key: string;
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
}

/** A dark band of three reasons ("Why Choose Us" on the home and services pages). */
export function ReasonsBand({
  headingId,
  eyebrow,
  heading,
  reasons,
  className,
}: {
  headingId: string;
  eyebrow: string;
  heading: string;
  reasons: readonly Reason[];
  /** Spacing around the band, which differs by page. */
  className: string;
}) {
  return (
    <section aria-labelledby={headingId} className={`bg-navy-900 text-white ${className}`}>
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {heading}
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {reasons.map(({ icon: ReasonIcon, key, title, text }) => (
            <li key={key} className="rounded-(--radius-card) border border-white/10 bg-white/5 p-7">
              <span className="grid size-12 place-items-center rounded-xl bg-accent-400 text-navy-900">
                <ReasonIcon className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-3 leading-7 text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
