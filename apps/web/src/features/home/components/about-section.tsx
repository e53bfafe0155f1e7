import { CheckIcon } from "./home-icons";

const STATS = [
  { value: "100+", label: "Happy customers" },
  { value: "500+", label: "Services delivered" },
  { value: "1M+", label: "Parts available" },
  { value: "100+", label: "Brands" },
] as const;

const CLAIMS = [
  "Over 180 working bays with certified technicians",
  "Original parts and written warranties",
  "No hidden extras: the quote is the price",
  "Most major repairs done in 1 to 5 days",
  "Scheduled services at 40,000 km / 24 months and 100,000 km / 60 months",
] as const;

/** Section 10: About us, the target of /#about. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div className="relative">
          <img
            src="/img/vendors/mussafah-genuine-parts-1.svg"
            alt="Technicians at work in a CarCare partner workshop in Mussafah"
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-[1.5rem] shadow-(--shadow-raised)"
          />
          <p className="absolute -bottom-5 left-5 rounded-(--radius-card) bg-accent-400 px-5 py-3 text-navy-900 shadow-(--shadow-card) sm:left-8">
            <span className="block text-2xl font-extrabold">180+</span>
            <span className="text-sm font-semibold">working bays</span>
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">About us</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            Complete car care you can trust
          </h2>
          <p className="mt-4 leading-7 text-muted">
            CarCare brings Abu Dhabi drivers one place for accessories, genuine spare parts, vetted service
            workshops and monthly care plans. We deliver within Abu Dhabi and pick up and drop off your car
            for servicing.
          </p>
          <ul className="mt-6 space-y-3">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
                <span>{claim}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-(--radius-card) bg-canvas px-3 py-4 text-center"
              >
                <dt className="text-xs font-medium text-muted">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
