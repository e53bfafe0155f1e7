import { useTranslation } from "react-i18next";
import { ShieldIcon, TruckIcon } from "../../../ui/first-screen-icons";
import { ClockIcon, HeadsetIcon } from "./home-icons";

const FEATURES = [
  { icon: TruckIcon, key: "delivery" },
  { icon: ShieldIcon, key: "parts" },
  { icon: ClockIcon, key: "turnaround" },
  { icon: HeadsetIcon, key: "help" },
] as const;

/** Section 4: the guaranteed features. */
export function GuaranteedFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-20">
      <h2
        id="features-heading"
        className="text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
      >
        {t("home.features.heading")}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: FeatureIcon, key }) => (
          <li key={key} className="card flex flex-col items-center gap-3 px-5 py-7 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <FeatureIcon className="size-7" />
            </span>
            <h3 className="font-semibold text-navy-900">{t(`home.features.${key}.title`)}</h3>
            <p className="text-sm leading-6 text-muted">{t(`home.features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
