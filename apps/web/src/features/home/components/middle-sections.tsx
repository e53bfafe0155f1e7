import { AboutSection } from "./about-section";
import { AccessoryCategories } from "./accessory-categories";
import { CarServices } from "./car-services";
import { GuaranteedFeatures } from "./guaranteed-features";
import { SparePartsBanner } from "./spare-parts-banner";
import { TrustedBrands } from "./trusted-brands";
import { WhyChooseUs } from "./why-choose-us";

/** Sections 4 and 5 (the brand strip, section 6, is the catalogue's; the home route places it). */
export default function SectionsBeforeBrands() {
  return (
    <>
      <GuaranteedFeatures />
      <AccessoryCategories />
    </>
  );
}

/** Sections 7 to 11. */
export function SectionsAfterBrands() {
  return (
    <>
      <SparePartsBanner />
      <CarServices />
      <TrustedBrands />
      <AboutSection />
      <WhyChooseUs />
    </>
  );
}
