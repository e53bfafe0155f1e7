import { useTranslation } from "react-i18next";
import { MapPinIcon } from "../../../ui/page-icons";
import { PhoneIcon } from "../../../ui/page-icons";
import { BadgeCheckIcon } from "./services-icons";

const REASONS = [
  { icon: BadgeCheckIcon, key: "vetted" },
  { icon: MapPinIcon, key: "near" },
  { icon: PhoneIcon, key: "direct" },
] as const;

/** The services page's Why Choose Us. */
export function ServicesWhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-why-heading" className="mt-16 bg-navy-900 py-14 text-white sm:py-16">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            {t("services.why.eyebrow")}
          </p>
          <h2 id="services-why-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t("services.why.heading")}
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {REASONS.map(({ icon: ReasonIcon, key }) => (
            <li key={key} className="rounded-(--radius-card) border border-white/10 bg-white/5 p-7">
              <span className="grid size-12 place-items-center rounded-xl bg-accent-400 text-navy-900">
                <ReasonIcon className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{t(`services.why.${key}.title`)}</h3>
              <p className="mt-3 leading-7 text-slate-300">{t(`services.why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
