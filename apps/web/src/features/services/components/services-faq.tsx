import { FaqList } from "../../../ui/faq-list";
import { m } from "../../../paraglide/messages.js";

/** The services page's questions and answers. */
const SERVICES_FAQ = [
  [m.services_faq_items_0_question, m.services_faq_items_0_answer],
  [m.services_faq_items_1_question, m.services_faq_items_1_answer],
  [m.services_faq_items_2_question, m.services_faq_items_2_answer],
] as const;

/** The services FAQ: 3 questions that open and close independently (spec section 4), as buttons. */
export function ServicesFaq() {
  return (
    <section aria-labelledby="services-faq-heading" className="container-page py-16">
      <h2
        id="services-faq-heading"
        className="text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
      >
        {m.services_faq_heading()}
      </h2>
      <FaqList
        className="mx-auto mt-8 max-w-3xl"
        items={SERVICES_FAQ.map(([question, answer]) => ({ question: question(), answer: answer() }))}
      />
    </section>
  );
}
