import { useTranslation } from "react-i18next";
import { ShieldIcon } from "../../../ui/first-screen-icons";
import { CheckIcon, WrenchIcon } from "./home-icons";

const REASONS = [
  { icon: CheckIcon, key: "oneStore" },
  { icon: WrenchIcon, key: "technicians" },
  { icon: ShieldIcon, key: "parts" },
] as const;

/** Section 11: Why Choose Us. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-heading" className="bg-navy-900 py-16 text-white sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            {t("home.why.eyebrow")}
          </p>
          <h2 id="why-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t("home.why.heading")}
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {REASONS.map(({ icon: ReasonIcon, key }) => (
            <li key={key} className="rounded-(--radius-card) border border-white/10 bg-white/5 p-7">
              <span className="grid size-12 place-items-center rounded-xl bg-accent-400 text-navy-900">
                <ReasonIcon className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{t(`home.why.${key}.title`)}</h3>
              <p className="mt-3 leading-7 text-slate-300">{t(`home.why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
