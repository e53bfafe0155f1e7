import { useTranslation } from "react-i18next";
import { linesOf } from "../../../lib/i18n";

/** Section 12: two SEO blocks about car service and repair in Abu Dhabi. */
export function SeoBlocks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="seo-heading" className="container-page py-16 sm:py-20">
      <h2 id="seo-heading" className="sr-only">
        {t("home.seo.heading")}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {(["service", "repair"] as const).map((block) => (
          <article key={block} className="card p-7 sm:p-9">
            <h3 className="text-2xl font-bold tracking-tight text-navy-900">
              {t(`home.seo.${block}.title`)}
            </h3>
            <div className="mt-4 space-y-4 leading-7 text-muted">
              {linesOf(t(`home.seo.${block}.paragraphs`, { returnObjects: true })).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

/** Section 15: the further SEO block. */
export function SeoClosingBlock() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="seo-closing-heading" className="container-page py-16 sm:py-20">
      <div className="rounded-[1.5rem] bg-brand-50 p-7 sm:p-10">
        <h2 id="seo-closing-heading" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {t("home.seo.closing.title")}
        </h2>
        <div className="mt-4 grid gap-6 leading-7 text-muted md:grid-cols-2">
          {linesOf(t("home.seo.closing.paragraphs", { returnObjects: true })).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
