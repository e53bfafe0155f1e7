import { Link } from "react-router-dom";
import { CONTACT } from "../app/nav-links";
import { CheckCircleIcon, MailIcon, MapPinIcon, PhoneIcon } from "../components/icons";
import { StoreStatus } from "../features/health/components/store-status";

const GUARANTEES = ["Free pickup & drop", "Genuine parts", "Affordable prices"] as const;

const STATS = [
  { value: "100+", label: "Happy customers" },
  { value: "500+", label: "Services delivered" },
  { value: "180+", label: "Working bays" },
] as const;

/** Temporary home page: the real sections (spec section 2) arrive with the catalogue. */
export default function HomePage() {
  return (
    <>
      <title>CarCare Abu Dhabi — Car Accessories, Services & Plans</title>

      <section
        aria-labelledby="hero-heading"
        className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-brand-900 text-white"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand-500/20 blur-3xl"
        />
        <div className="container-page relative py-16 sm:py-24">
          <StoreStatus className="bg-white/95" />
          <h1
            id="hero-heading"
            className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Car care in Abu Dhabi, <span className="text-accent-400">all in one place</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">
            Accessories from top brands, genuine spare parts, trusted service vendors and monthly care plans
            for your car.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/accessories" className="btn btn-accent">
              Shop accessories
            </Link>
            <Link to="/subscription" className="btn btn-secondary">
              View care plans
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm font-medium text-slate-200">
            {GUARANTEES.map((guarantee) => (
              <li key={guarantee} className="flex items-center gap-2">
                <CheckCircleIcon className="size-5 text-accent-400" />
                {guarantee}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page py-12">
        <p className="card flex flex-col gap-2 px-6 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <span>
            <strong className="font-semibold text-ink">Our full store is being prepared.</strong> Deals,
            accessories, services and plans are arriving soon.
          </span>
          <span className="badge badge-deal self-start sm:self-auto">Coming soon</span>
        </p>
      </div>

      <section id="about" aria-labelledby="about-heading" className="container-page py-12">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">About us</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900">
              Complete car care you can trust
            </h2>
            <p className="mt-4 leading-7 text-muted">
              Certified technicians, original parts and warranties, with no hidden extras. Most major repairs
              are done in 1 to 5 days, and we pick up and drop off your car anywhere in Abu Dhabi.
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="card flex flex-col gap-1 px-3 py-6 text-center">
                <dt className="text-xs font-medium text-muted sm:text-sm">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-brand-700 sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-heading" className="container-page pt-12 pb-16">
        <div className="card grid gap-6 p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact us</p>
            <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900">
              We are here to help
            </h2>
            <p className="mt-3 text-muted">{CONTACT.hours}</p>
          </div>
          <address className="grid gap-3 not-italic sm:grid-cols-3 lg:grid-cols-1">
            <a
              href={CONTACT.phoneHref}
              className="flex items-center gap-3 rounded-(--radius-control) bg-canvas px-4 py-3 font-medium hover:bg-brand-50"
            >
              <PhoneIcon className="size-5 shrink-0 text-brand-700" />
              {CONTACT.phoneDisplay}
            </a>
            <a
              href={`mailto:${CONTACT.email}`}
              className="flex items-center gap-3 rounded-(--radius-control) bg-canvas px-4 py-3 font-medium hover:bg-brand-50"
            >
              <MailIcon className="size-5 shrink-0 text-brand-700" />
              {CONTACT.email}
            </a>
            <p className="flex items-center gap-3 rounded-(--radius-control) bg-canvas px-4 py-3 font-medium">
              <MapPinIcon className="size-5 shrink-0 text-brand-700" />
              {CONTACT.address}
            </p>
          </address>
        </div>
      </section>
    </>
  );
}
