import { lazy } from "react";
import { useLocation } from "react-router-dom";
import { HeroSection } from "../features/home/components/hero-section";
import { HomeMeta } from "../features/home/components/home-meta";
import { LazyWhenNear } from "../components/lazy-when-near";
import { PromoCards } from "../features/home/components/promo-cards";
import { TodaysDeals } from "../features/home/components/todays-deals";
import { useHomeHashScroll } from "../features/home/hooks/use-home-hash-scroll";

// What the first screen shows (hero, promo cards, Today's Deals) loads with the route; the rest comes
// in two chunks fetched as the visitor nears them, which keeps the home route's JavaScript within
// its 100 KB budget (apps/web/scripts/check-budget.mjs). Sections 4 to 11:
const MiddleSections = lazy(() => import("../features/home/components/middle-sections"));
// SEO blocks, FAQ, reviews carousel (embla), the closing SEO block and the contact section:
const BelowTheFold = lazy(() => import("../features/home/components/below-the-fold"));

/** Home (spec section 2, "Home page sections, in order"). */
export default function HomePage() {
  useHomeHashScroll();
  // Arriving on /#contact, load everything above it at once so the target does not move after the scroll.
  const { hash } = useLocation();

  return (
    <>
      <HomeMeta />
      <HeroSection />
      <PromoCards />
      <TodaysDeals />
      <LazyWhenNear eager={hash === "#about" || hash === "#contact"} minHeight="4200px">
        <MiddleSections />
      </LazyWhenNear>
      <LazyWhenNear eager={hash === "#contact"} minHeight="2600px">
        <BelowTheFold />
      </LazyWhenNear>
    </>
  );
}
