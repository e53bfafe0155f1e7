import { SparePartsHero } from "../../features/spare-parts/components/spare-parts-hero";
import {
  EnquiryBoxes,
  HowItWorks,
  PartnerBrands,
  SparePartsSeoText,
  WhyChoose,
} from "../../features/spare-parts/components/spare-parts-sections";
import { PageErrorBoundary } from "../layout/error-pages";
import { m } from "../../paraglide/messages.js";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  title: m.spareParts_meta_title,
  description: m.spareParts_meta_description,
});

/** /spareparts (spec section 2): every enquiry opens the business chat with the spec's text. */
export default function SparePartsPage() {
  return (
    <>
      <SparePartsHero />
      <HowItWorks />
      <WhyChoose />
      <EnquiryBoxes />
      <PartnerBrands />
      <SparePartsSeoText />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary };
