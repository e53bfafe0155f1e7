import { type FaqEntry, FaqList } from "./faq-list";

/** The home FAQ: four questions on the spec's topics (spec section 2). */
export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: "What does a 40,000 km service include?",
    answer:
      "Engine oil and oil filter, air and cabin filters, spark plugs where due, brake fluid check, a brake, suspension and steering inspection, tyre rotation, a battery test, coolant and AC checks and a full diagnostic scan, following your manufacturer's schedule.",
  },
  {
    question: "Why should I choose CarCare?",
    answer:
      "You get accessories, genuine spare parts and trusted workshops in one place, with certified technicians, warranties on parts and work, free pickup and drop in Abu Dhabi and a clear quote before any work starts.",
  },
  {
    question: "How is CarCare different from other garages?",
    answer:
      "We are not a single garage: we work with partner workshops that together have over 180 working bays, so you get an early slot near you. Prices are agreed up front in AED with no hidden extras, and most major repairs are done in 1 to 5 days.",
  },
  {
    question: "What is the best service for my car?",
    answer:
      "Follow the interval in your owner's manual: a minor service every 10,000 km or 12 months and a major service at 40,000 km or 24 months and 100,000 km or 60 months. In Abu Dhabi's heat, also have the battery, coolant and AC checked before every summer. Message us your model and mileage and we will recommend the right package.",
  },
];

/** Section 13: the FAQ accordion. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">FAQ</p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            Frequently Asked Questions
          </h2>
          <p className="mt-4 leading-7 text-muted">
            Quick answers about servicing your car with us. Anything else? Ask us in the contact form below.
          </p>
        </div>
        <FaqList items={HOME_FAQ} />
      </div>
    </section>
  );
}
