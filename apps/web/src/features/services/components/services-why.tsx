import { useTranslation } from "react-i18next";
import { ReasonsBand } from "../../../ui/reasons-band";
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
    <ReasonsBand
      headingId="services-why-heading"
      eyebrow={t("services.why.eyebrow")}
      heading={t("services.why.heading")}
      reasons={REASONS.map(({ icon, key }) => ({
        key,
        icon,
        title: t(`services.why.${key}.title`),
        text: t(`services.why.${key}.text`),
      }))}
      className="mt-16 py-14 sm:py-16"
    />
  );
}
