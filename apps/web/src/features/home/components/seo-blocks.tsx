/** Section 12: two SEO blocks about car service and repair in Abu Dhabi. */
export function SeoBlocks() {
  return (
    <section aria-labelledby="seo-heading" className="container-page py-16 sm:py-20">
      <h2 id="seo-heading" className="sr-only">
        Car service and repair in Abu Dhabi
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <article className="card p-7 sm:p-9">
          <h3 className="text-2xl font-bold tracking-tight text-navy-900">
            Car Service in Abu Dhabi, Done Properly
          </h3>
          <div className="mt-4 space-y-4 leading-7 text-muted">
            <p>
              Abu Dhabi&apos;s heat is hard on cars: summer temperatures above 45&nbsp;°C age engine oil,
              coolant, batteries and tyres faster than manufacturers&apos; temperate-climate schedules assume.
              A regular service keeps your warranty valid and catches small faults before they leave you
              stranded on the E11.
            </p>
            <p>
              A CarCare service follows your manufacturer&apos;s checklist: oil and filter change, brake and
              suspension inspection, battery test, coolant and AC check, and a full diagnostic scan. Major
              services are due at 40,000 km or 24 months and at 100,000 km or 60 months, whichever comes
              first.
            </p>
          </div>
        </article>
        <article className="card p-7 sm:p-9">
          <h3 className="text-2xl font-bold tracking-tight text-navy-900">Car Repair You Can Plan Around</h3>
          <div className="mt-4 space-y-4 leading-7 text-muted">
            <p>
              From brake pads and AC repairs to bodywork after a parking scrape, our partner workshops across
              Mussafah, Khalifa City, Al Raha and the island give you a written quote before any work starts.
              The price you approve is the price you pay: no hidden extras.
            </p>
            <p>
              Most major repairs are finished within 1 to 5 days, using original or OEM parts with a warranty.
              Ask for free pickup and drop and we collect your car from home or the office and bring it back
              when the job is done.
            </p>
          </div>
        </article>
      </div>
    </section>
  );
}

/** Section 15: the further SEO block. */
export function SeoClosingBlock() {
  return (
    <section aria-labelledby="seo-closing-heading" className="container-page py-16 sm:py-20">
      <div className="rounded-[1.5rem] bg-brand-50 p-7 sm:p-10">
        <h2 id="seo-closing-heading" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          Car Accessories and Spare Parts Delivered in Abu Dhabi
        </h2>
        <div className="mt-4 grid gap-6 leading-7 text-muted md:grid-cols-2">
          <p>
            Protect your cabin from the sun with windshield shades and seat covers, keep your paint glossy
            with ceramic coatings and waxes, and stay safe with a dash cam and a portable jump starter. Every
            accessory in our store is from a brand we trust and is delivered within Abu Dhabi for a flat AED
            20.
          </p>
          <p>
            Need a part that is not listed? Send us your item code or chassis number on WhatsApp and our parts
            team checks genuine and OEM stock across the UAE, then replies with availability and a clear
            price. Fitting can be booked with one of our partner workshops in the same chat.
          </p>
        </div>
      </div>
    </section>
  );
}
