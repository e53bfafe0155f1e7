import { SectionHeading } from "../../../ui/section-heading";
import { m } from "../../../paraglide/messages.js";

/** The marketing text under the plans: total car care and who it suits (spec section 2). */
/** Who the plans suit. */
const AUDIENCE = [
  { title: m.plans_marketing_audience_0_title, text: m.plans_marketing_audience_0_text },
  { title: m.plans_marketing_audience_1_title, text: m.plans_marketing_audience_1_text },
  { title: m.plans_marketing_audience_2_title, text: m.plans_marketing_audience_2_text },
];

export function PlansMarketing() {
  return (
    <section aria-labelledby="plans-marketing-heading" className="bg-white py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading id="plans-marketing-heading" title={m.plans_marketing_heading()} />
        <div className="mx-auto mt-6 max-w-3xl space-y-4 text-center leading-7 text-muted">
          {[m.plans_marketing_paragraphs_0, m.plans_marketing_paragraphs_1].map((line) => (
            <p key={line()}>{line()}</p>
          ))}
        </div>
        <h3 className="mt-12 text-center text-xl font-bold text-navy-900">
          {m.plans_marketing_audienceHeading()}
        </h3>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {AUDIENCE.map((entry) => (
            <li key={entry.title()} className="card p-6">
              <h4 className="text-lg font-semibold text-navy-900">{entry.title()}</h4>
              <p className="mt-2 text-sm leading-6 text-muted">{entry.text()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
