import { SparePartsHero } from "../../features/spare-parts/components/spare-parts-hero";
import {
  EnquiryBoxes,
  HowItWorks,
  PartnerBrands,
  SparePartsSeoText,
  WhyChoose,
} from "../../features/spare-parts/components/spare-parts-sections";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";
import { addCatalogue } from "../../lib/i18n";
import { spareParts } from "../../locales/en/spare-parts";

// This page's text travels with it, not in every page's first load.
addCatalogue({ spareParts });

export const meta = routeMeta({
  titleKey: "spareParts.meta.title",
  descriptionKey: "spareParts.meta.description",
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
