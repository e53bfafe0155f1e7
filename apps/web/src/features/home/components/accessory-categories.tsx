import { Link } from "react-router";
import { ArrowRightIcon } from "../../../ui/first-screen-icons";

const CATEGORIES = [
  { name: "Car Interior", image: "/img/categories/car-interior.svg", text: "Seat covers, mats, organisers" },
  { name: "Car Exterior", image: "/img/categories/car-exterior.svg", text: "Wax, covers, wipers, polish" },
  {
    name: "Electronic & Gadgets",
    image: "/img/categories/electronic-and-gadgets.svg",
    text: "Dash cams, chargers, GPS",
  },
  { name: "Performance", image: "/img/categories/performance.svg", text: "Filters, plugs, brakes, oil" },
] as const;

/** Section 5: the four accessory categories, each linking to the filtered listing. */
export function AccessoryCategories() {
  return (
    <section aria-labelledby="categories-heading" className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Shop by category</p>
        <h2
          id="categories-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
        >
          Accessories by Category
        </h2>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.name} className="group card relative overflow-hidden">
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
                <h3 className="font-semibold text-navy-900">{category.name}</h3>
                <p className="text-sm text-muted">{category.text}</p>
              </div>
              <Link
                to={`/accessories?category=${encodeURIComponent(category.name)}`}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:text-brand-900"
                aria-label={`Explore ${category.name}`}
              >
                Explore <ArrowRightIcon className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
