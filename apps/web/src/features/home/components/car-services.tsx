import { Link } from "react-router";
import { CheckIcon } from "./home-icons";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** Spec section 2, item 8: five cards with three items each. */
const SERVICES = [
  {
    key: "painting",
    title: m.home_services_painting_title,
    items: [
      m.home_services_painting_items_0,
      m.home_services_painting_items_1,
      m.home_services_painting_items_2,
    ],
    image: "/img/vendors/khalifa-city-body-paint-1.svg",
  },
  {
    key: "washing",
    title: m.home_services_washing_title,
    items: [
      m.home_services_washing_items_0,
      m.home_services_washing_items_1,
      m.home_services_washing_items_2,
    ],
    image: "/img/vendors/yas-express-hand-wash-1.svg",
  },
  {
    key: "fitting",
    title: m.home_services_fitting_title,
    items: [
      m.home_services_fitting_items_0,
      m.home_services_fitting_items_1,
      m.home_services_fitting_items_2,
    ],
    image: "/img/vendors/mussafah-tyre-alignment-1.svg",
  },
  {
    key: "checkup",
    title: m.home_services_checkup_title,
    items: [
      m.home_services_checkup_items_0,
      m.home_services_checkup_items_1,
      m.home_services_checkup_items_2,
    ],
    image: "/img/vendors/mbz-city-auto-care-1.svg",
  },
  {
    key: "spareParts",
    title: m.home_services_spareParts_title,
    items: [
      m.home_services_spareParts_items_0,
      m.home_services_spareParts_items_1,
      m.home_services_spareParts_items_2,
    ],
    image: "/img/vendors/baniyas-auto-parts-1.svg",
  },
] as const;

/** Section 8: "Our Car Services Include". */
export function CarServices() {
  return (
    <section aria-labelledby="services-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {m.home_services_eyebrow()}
          </p>
          <h2
            id="services-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {m.home_services_heading()}
          </h2>
          <p className="mt-4 leading-7 text-muted">{m.home_services_intro()}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {SERVICES.map((service) => (
            <li key={service.key} className="card flex flex-col overflow-hidden">
              <img
                src={service.image}
                alt=""
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold text-navy-900">{service.title()}</h3>
                <ul className="mt-3 flex-1 space-y-2 text-sm text-muted">
                  {service.items.map((item) => (
                    <li key={item()} className="flex items-center gap-2">
                      <CheckIcon className="size-4 shrink-0 text-success-600" />
                      {item()}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={localHref("/servicepage")} className="btn btn-primary">
            {m.home_services_seeAll()}
          </Link>
        </div>
      </div>
    </section>
  );
}
