import { useTranslation } from "react-i18next";
import { FaqList, faqEntriesOf } from "../../../ui/faq-list";

/** The home FAQ's entries in the catalogue: four questions on the spec's topics (spec section 2). */
const HOME_FAQ_KEY = "home.faq.items";

/** Section 13: the FAQ accordion, one answer open at a time. */
export function FaqSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t("home.faq.eyebrow")}
          </p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {t("home.faq.heading")}
          </h2>
          <p className="mt-4 leading-7 text-muted">{t("home.faq.intro")}</p>
        </div>
        <FaqList oneOpen items={faqEntriesOf(t(HOME_FAQ_KEY, { returnObjects: true }))} />
      </div>
    </section>
  );
}
