import { useTranslation } from "react-i18next";
import { FaqList, faqEntriesOf } from "../../../ui/faq-list";

/** The services FAQ: 3 questions that open and close independently (spec section 4), as buttons. */
export function ServicesFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-faq-heading" className="container-page py-16">
      <h2
        id="services-faq-heading"
        className="text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
      >
        {t("services.faq.heading")}
      </h2>
      <FaqList
        className="mx-auto mt-8 max-w-3xl"
        items={faqEntriesOf(t("services.faq.items", { returnObjects: true }))}
      />
    </section>
  );
}
