import { m } from "../../../paraglide/messages.js";
/** Spec section 9: eight partner brand tiles (brand names are the same in every language). */
const BRANDS = [
  { slug: "bosch", name: "Bosch" },
  { slug: "castrol", name: "Castrol" },
  { slug: "michelin", name: "Michelin" },
  { slug: "brembo", name: "Brembo" },
  { slug: "ngk", name: "NGK" },
  { slug: "3m", name: "3M" },
  { slug: "philips", name: "Philips" },
  { slug: "meguiars", name: "Meguiar's" },
] as const;

/** Section 9: "Trusted Brands We Use". */
export function TrustedBrands() {
  return (
    <section aria-labelledby="brands-heading" className="container-page py-16 sm:py-20">
      <h2
        id="brands-heading"
        className="text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
      >
        {m.home_trustedBrands_heading()}
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {BRANDS.map((brand) => (
          <li key={brand.slug} className="card overflow-hidden">
            <img
              src={`/img/brands/${brand.slug}.svg`}
              alt={brand.name}
              width={480}
              height={240}
              loading="lazy"
              decoding="async"
              className="aspect-[2/1] h-auto w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
