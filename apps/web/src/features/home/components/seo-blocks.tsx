import { m } from "../../../paraglide/messages.js";

const SEO_BLOCKS = [
  {
    key: "service",
    title: m.home_seo_service_title,
    paragraphs: [m.home_seo_service_paragraphs_0, m.home_seo_service_paragraphs_1],
  },
  {
    key: "repair",
    title: m.home_seo_repair_title,
    paragraphs: [m.home_seo_repair_paragraphs_0, m.home_seo_repair_paragraphs_1],
  },
];

/** Section 12: two SEO blocks about car service and repair in Abu Dhabi. */
export function SeoBlocks() {
  return (
    <section aria-labelledby="seo-heading" className="container-page py-16 sm:py-20">
      <h2 id="seo-heading" className="sr-only">
        {m.home_seo_heading()}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {SEO_BLOCKS.map((block) => (
          <article key={block.key} className="card p-7 sm:p-9">
            <h3 className="text-2xl font-bold tracking-tight text-navy-900">{block.title()}</h3>
            <div className="mt-4 space-y-4 leading-7 text-muted">
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph()}>{paragraph()}</p>
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
  return (
    <section aria-labelledby="seo-closing-heading" className="container-page py-16 sm:py-20">
      <div className="rounded-[1.5rem] bg-brand-50 p-7 sm:p-10">
        <h2 id="seo-closing-heading" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {m.home_seo_closing_title()}
        </h2>
        <div className="mt-4 grid gap-6 leading-7 text-muted md:grid-cols-2">
          {[m.home_seo_closing_paragraphs_0, m.home_seo_closing_paragraphs_1].map((paragraph) => (
            <p key={paragraph()}>{paragraph()}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
