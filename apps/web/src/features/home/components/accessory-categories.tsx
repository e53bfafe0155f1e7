import { Link } from "react-router";
import { ArrowRightIcon } from "../../../ui/first-screen-icons";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

// `filter` is the API's category name in the listing's address, never translated; the texts are
// home.categories.<key> in the catalogue.
const CATEGORIES = [
  {
    key: "interior",
    name: m.home_categories_interior_name,
    text: m.home_categories_interior_text,
    filter: "Car Interior",
    image: "/img/categories/car-interior.svg",
  },
  {
    key: "exterior",
    name: m.home_categories_exterior_name,
    text: m.home_categories_exterior_text,
    filter: "Car Exterior",
    image: "/img/categories/car-exterior.svg",
  },
  {
    key: "electronics",
    name: m.home_categories_electronics_name,
    text: m.home_categories_electronics_text,
    filter: "Electronics & Gadgets",
    image: "/img/categories/electronics-and-gadgets.svg",
  },
  {
    key: "performance",
    name: m.home_categories_performance_name,
    text: m.home_categories_performance_text,
    filter: "Performance",
    image: "/img/categories/performance.svg",
  },
] as const;

/** Section 5: the four accessory categories, each linking to the filtered listing. */
export function AccessoryCategories() {
  return (
    <section aria-labelledby="categories-heading" className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {m.home_categories_eyebrow()}
        </p>
        <h2
          id="categories-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
        >
          {m.home_categories_heading()}
        </h2>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => {
          const name = category.name();
          return (
            <li key={category.key} className="group card relative overflow-hidden">
              <img
                src={category.image}
                alt=""
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
              />
              <div className="flex items-center justify-between gap-3 p-5">
                <div>
                  <h3 className="font-semibold text-navy-900">{name}</h3>
                  <p className="text-sm text-muted">{category.text()}</p>
                </div>
                <Link
                  to={localHref(`/accessories?category=${encodeURIComponent(category.filter)}`)}
                  className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-900"
                  aria-label={m.home_categories_exploreLabel({ name })}
                >
                  {m.home_categories_explore()} <ArrowRightIcon className="size-4" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
