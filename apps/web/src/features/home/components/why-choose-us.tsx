import { ReasonsBand } from "../../../ui/reasons-band";
import { ShieldIcon } from "../../../ui/first-screen-icons";
import { CheckIcon, WrenchIcon } from "./home-icons";
import { m } from "../../../paraglide/messages.js";

const REASONS = [
  { icon: CheckIcon, key: "oneStore", title: m.home_why_oneStore_title, text: m.home_why_oneStore_text },
  {
    icon: WrenchIcon,
    key: "technicians",
    title: m.home_why_technicians_title,
    text: m.home_why_technicians_text,
  },
  { icon: ShieldIcon, key: "parts", title: m.home_why_parts_title, text: m.home_why_parts_text },
] as const;

/** Section 11: Why Choose Us. */
export function WhyChooseUs() {
  return (
    <ReasonsBand
      headingId="why-heading"
      eyebrow={m.home_why_eyebrow()}
      heading={m.home_why_heading()}
      reasons={REASONS.map(({ icon, key, title, text }) => ({
        key,
        icon,
        title: title(),
        text: text(),
      }))}
      className="py-16 sm:py-20"
    />
  );
}
