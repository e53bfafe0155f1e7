import { AboutSection } from "./about-section";
import { AccessoryCategories } from "./accessory-categories";
import { BrandProducts } from "./brand-products";
import { CarServices } from "./car-services";
import { GuaranteedFeatures } from "./guaranteed-features";
import { SparePartsBanner } from "./spare-parts-banner";
import { TrustedBrands } from "./trusted-brands";
import { WhyChooseUs } from "./why-choose-us";

/** Sections 4 to 11, loaded as one lazy chunk once the visitor nears them (see pages/home.tsx). */
export default function MiddleSections() {
  return (
    <>
      <GuaranteedFeatures />
      <AccessoryCategories />
      <BrandProducts />
      <SparePartsBanner />
      <CarServices />
      <TrustedBrands />
      <AboutSection />
      <WhyChooseUs />
    </>
  );
}
