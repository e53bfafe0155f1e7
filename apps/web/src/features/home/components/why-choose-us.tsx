import { ShieldIcon } from "../../../ui/first-screen-icons";
import { CheckIcon, WrenchIcon } from "./home-icons";

const REASONS = [
  {
    icon: CheckIcon,
    title: "Complete Car Care in One Place",
    text: "Accessories, spare parts, servicing and care plans from one store, with one chat for any question.",
  },
  {
    icon: WrenchIcon,
    title: "Skilled Technicians You Can Trust",
    text: "Certified technicians at partner workshops, clear quotes before work starts and no hidden extras.",
  },
  {
    icon: ShieldIcon,
    title: "Genuine Parts, Guaranteed Quality",
    text: "Original parts from brands you know, fitted with a warranty you can hold us to.",
  },
] as const;

/** Section 11: Why Choose Us. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-navy-900 py-16 text-white sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Why CarCare</p>
          <h2 id="why-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Why Choose Us
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {REASONS.map(({ icon: ReasonIcon, title, text }) => (
            <li key={title} className="rounded-(--radius-card) border border-white/10 bg-white/5 p-7">
              <span className="grid size-12 place-items-center rounded-xl bg-accent-400 text-navy-900">
                <ReasonIcon className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-3 leading-7 text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
