/** The home page's canonical address (spec section 2: canonical link to home). */
export const HOME_CANONICAL_PATH = "/";

/** Title, description, keywords and canonical link; React 19 hoists these into <head>. */
export function HomeMeta() {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <>
      <title>Car Service &amp; Repair in Abu Dhabi | Accessories &amp; Spare Parts | CarCare</title>
      <meta
        name="description"
        content="Car service and repair in Abu Dhabi with free pickup and drop, certified technicians and genuine parts. Shop car accessories and order spare parts, prices in AED."
      />
      <meta
        name="keywords"
        content="car service Abu Dhabi, car repair Abu Dhabi, car maintenance, car accessories UAE, genuine spare parts Abu Dhabi, car wash, car painting, tyre change, wheel alignment"
      />
      <link rel="canonical" href={`${origin}${HOME_CANONICAL_PATH}`} />
    </>
  );
}
