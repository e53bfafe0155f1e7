import { useTranslation } from "react-i18next";
import { ReasonsBand } from "../../../ui/reasons-band";
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
    <ReasonsBand
      headingId="why-heading"
      eyebrow={t("home.why.eyebrow")}
      heading={t("home.why.heading")}
      reasons={REASONS.map(({ icon, key }) => ({
        key,
        icon,
        title: t(`home.why.${key}.title`),
        text: t(`home.why.${key}.text`),
      }))}
      className="py-16 sm:py-20"
    />
  );
}
