import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { ReviewsCarousel } from "./reviews-carousel";
import { SeoBlocks, SeoClosingBlock } from "./seo-blocks";
import { WidgetBoundary } from "../../../ui/widget-boundary";

/** Sections 12 to 16, loaded as one lazy chunk (the carousel library stays out of the first load). */
export default function BelowTheFold() {
  return (
    <>
      <SeoBlocks />
      <FaqSection />
      <WidgetBoundary name="reviews carousel">
        <ReviewsCarousel />
      </WidgetBoundary>
      <SeoClosingBlock />
      <ContactSection />
    </>
  );
}
