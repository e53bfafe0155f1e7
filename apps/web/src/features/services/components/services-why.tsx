import { ReasonsBand } from "../../../ui/reasons-band";
import { MapPinIcon } from "../../../ui/page-icons";
import { PhoneIcon } from "../../../ui/page-icons";
import { BadgeCheckIcon } from "./services-icons";
import { m } from "../../../paraglide/messages.js";

const REASONS = [
  {
    icon: BadgeCheckIcon,
    key: "vetted",
    title: m.services_why_vetted_title,
    text: m.services_why_vetted_text,
  },
  { icon: MapPinIcon, key: "near", title: m.services_why_near_title, text: m.services_why_near_text },
  { icon: PhoneIcon, key: "direct", title: m.services_why_direct_title, text: m.services_why_direct_text },
] as const;

/** The services page's Why Choose Us. */
export function ServicesWhyChooseUs() {
  return (
    <ReasonsBand
      headingId="services-why-heading"
      eyebrow={m.services_why_eyebrow()}
      heading={m.services_why_heading()}
      reasons={REASONS.map(({ icon, key, title, text }) => ({
        key,
        icon,
        title: title(),
        text: text(),
      }))}
      className="mt-16 py-14 sm:py-16"
    />
  );
}
