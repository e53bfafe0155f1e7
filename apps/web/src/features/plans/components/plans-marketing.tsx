import { useTranslation } from "react-i18next";
import { linesOf } from "../../../lib/i18n";
import { SectionHeading } from "../../../ui/section-heading";

interface AudienceEntry {
  title: string;
  text: string;
}

function audienceOf(value: unknown): AudienceEntry[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is AudienceEntry =>
          typeof entry === "object" && entry !== null && "title" in entry && "text" in entry,
      )
    : [];
}

/** The marketing text under the plans: total car care and who it suits (spec section 2). */
export function PlansMarketing() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plans-marketing-heading" className="bg-white py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading id="plans-marketing-heading" title={t("plans.marketing.heading")} />
        <div className="mx-auto mt-6 max-w-3xl space-y-4 text-center leading-7 text-muted">
          {linesOf(t("plans.marketing.paragraphs", { returnObjects: true })).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <h3 className="mt-12 text-center text-xl font-bold text-navy-900">
          {t("plans.marketing.audienceHeading")}
        </h3>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {audienceOf(t("plans.marketing.audience", { returnObjects: true })).map((entry) => (
            <li key={entry.title} className="card p-6">
              <h4 className="text-lg font-semibold text-navy-900">{entry.title}</h4>
              <p className="mt-2 text-sm leading-6 text-muted">{entry.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
