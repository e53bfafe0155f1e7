import { FaqList } from "../../../ui/faq-list";
import { m } from "../../../paraglide/messages.js";

/** The home FAQ's entries in the catalogue: four questions on the spec's topics (spec section 2). */
const HOME_FAQ = [
  [m.home_faq_items_0_question, m.home_faq_items_0_answer],
  [m.home_faq_items_1_question, m.home_faq_items_1_answer],
  [m.home_faq_items_2_question, m.home_faq_items_2_answer],
  [m.home_faq_items_3_question, m.home_faq_items_3_answer],
] as const;

/** Section 13: the FAQ accordion, one answer open at a time. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {m.home_faq_eyebrow()}
          </p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.home_faq_heading()}
          </h2>
          <p className="mt-4 leading-7 text-muted">{m.home_faq_intro()}</p>
        </div>
        <FaqList
          oneOpen
          items={HOME_FAQ.map(([question, answer]) => ({ question: question(), answer: answer() }))}
        />
      </div>
    </section>
  );
}
