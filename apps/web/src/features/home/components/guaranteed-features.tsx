import { ShieldIcon, TruckIcon } from "../../../ui/first-screen-icons";
import { ClockIcon, HeadsetIcon } from "./home-icons";
import { m } from "../../../paraglide/messages.js";

const FEATURES = [
  {
    icon: TruckIcon,
    key: "delivery",
    title: m.home_features_delivery_title,
    text: m.home_features_delivery_text,
  },
  { icon: ShieldIcon, key: "parts", title: m.home_features_parts_title, text: m.home_features_parts_text },
  {
    icon: ClockIcon,
    key: "turnaround",
    title: m.home_features_turnaround_title,
    text: m.home_features_turnaround_text,
  },
  { icon: HeadsetIcon, key: "help", title: m.home_features_help_title, text: m.home_features_help_text },
] as const;

/** Section 4: the guaranteed features. */
export function GuaranteedFeatures() {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-20">
      <h2
        id="features-heading"
        className="text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
      >
        {m.home_features_heading()}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: FeatureIcon, key, title, text }) => (
          <li key={key} className="card flex flex-col items-center gap-3 px-5 py-7 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <FeatureIcon className="size-7" />
            </span>
            <h3 className="font-semibold text-navy-900">{title()}</h3>
            <p className="text-sm leading-6 text-muted">{text()}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
