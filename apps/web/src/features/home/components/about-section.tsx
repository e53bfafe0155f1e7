import { CheckIcon } from "./home-icons";
import { m } from "../../../paraglide/messages.js";

const STATS = [
  { value: "100+", key: "customers", label: m.home_about_stats_customers },
  { value: "500+", key: "services", label: m.home_about_stats_services },
  { value: "1M+", key: "parts", label: m.home_about_stats_parts },
  { value: "100+", key: "brands", label: m.home_about_stats_brands },
] as const;

/** Section 10: About us, the target of /#about. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div className="relative">
          <img
            src="/img/vendors/mussafah-genuine-parts-1.svg"
            alt={m.home_about_imageAlt()}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-[1.5rem] shadow-(--shadow-raised)"
          />
          <p className="absolute -bottom-5 start-5 rounded-(--radius-card) bg-accent-400 px-5 py-3 text-navy-900 shadow-(--shadow-card) sm:start-8">
            <span className="block text-2xl font-extrabold">{m.home_about_baysValue()}</span>
            <span className="text-sm font-semibold">{m.home_about_baysLabel()}</span>
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {m.home_about_eyebrow()}
          </p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.home_about_heading()}
          </h2>
          <p className="mt-4 leading-7 text-muted">{m.home_about_text()}</p>
          <ul className="mt-6 space-y-3">
            {[
              m.home_about_claims_0,
              m.home_about_claims_1,
              m.home_about_claims_2,
              m.home_about_claims_3,
              m.home_about_claims_4,
            ].map((claim) => (
              <li key={claim()} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
                <span>{claim()}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {STATS.map((stat) => (
              <div
                key={stat.key}
                className="flex flex-col rounded-(--radius-card) bg-canvas px-3 py-4 text-center"
              >
                <dt className="text-xs font-medium text-muted">{stat.label()}</dt>
                <dd dir="ltr" className="order-first text-2xl font-extrabold text-brand-700">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
