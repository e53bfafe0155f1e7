import { ShieldIcon, TruckIcon } from "../../../ui/first-screen-icons";
import { ClockIcon, HeadsetIcon } from "./home-icons";

const FEATURES = [
  {
    icon: TruckIcon,
    title: "Delivery across Abu Dhabi",
    text: "Accessories delivered to your door for a flat AED 20.",
  },
  {
    icon: ShieldIcon,
    title: "Genuine, warranted parts",
    text: "Original parts only, backed by a written warranty.",
  },
  { icon: ClockIcon, title: "Quick turnaround", text: "Most major repairs are finished in 1 to 5 days." },
  {
    icon: HeadsetIcon,
    title: "Help on WhatsApp",
    text: "Talk to a real advisor before and after you order.",
  },
] as const;

/** Section 4: the guaranteed features. */
export function GuaranteedFeatures() {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-20">
      <h2
        id="features-heading"
        className="text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
      >
        Guaranteed with every order
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
          <li key={title} className="card flex flex-col items-center gap-3 px-5 py-7 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <FeatureIcon className="size-7" />
            </span>
            <h3 className="font-semibold text-navy-900">{title}</h3>
            <p className="text-sm leading-6 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
