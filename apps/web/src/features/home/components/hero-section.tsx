import { Link } from "react-router";
import { ShieldIcon, TagIcon, TruckIcon } from "../../../ui/first-screen-icons";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

const GUARANTEES = [
  {
    icon: TruckIcon,
    key: "pickup",
    title: m.home_hero_guarantees_pickup_title,
    text: m.home_hero_guarantees_pickup_text,
  },
  {
    icon: ShieldIcon,
    key: "parts",
    title: m.home_hero_guarantees_parts_title,
    text: m.home_hero_guarantees_parts_text,
  },
  {
    icon: TagIcon,
    key: "price",
    title: m.home_hero_guarantees_price_title,
    text: m.home_hero_guarantees_price_text,
  },
] as const;

/** Stands in for the city in the title, which is then split around it (no <Trans>: 5 KB less to load). */
const CITY_MARK = "\u0000";

/** The app-store badges' texts. */
const STORE_TEXTS = {
  android: {
    prefix: m.home_hero_android_prefix,
    store: m.home_hero_android_store,
    note: m.home_hero_android_note,
  },
  ios: { prefix: m.home_hero_ios_prefix, store: m.home_hero_ios_store, note: m.home_hero_ios_note },
};

function StoreBadge({ store }: { store: "android" | "ios" }) {
  const android = store === "android";
  const texts = STORE_TEXTS[store];
  return (
    <a
      href={android ? "https://play.google.com/store" : "https://www.apple.com/app-store/"}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-12 items-center gap-3 rounded-(--radius-control) border border-white/20 bg-black/60 px-4 py-2 text-start text-white transition-colors hover:bg-black/80"
    >
      <svg viewBox="0 0 24 24" className="size-7 shrink-0" aria-hidden="true" focusable="false">
        {android ? (
          <path
            fill="currentColor"
            d="M4 3.2v17.6c0 .3.3.5.6.3L20 12.4c.3-.2.3-.6 0-.8L4.6 2.9c-.3-.2-.6 0-.6.3z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9s-1.9-.8-3.1-.8C6.8 7.3 5.2 8.3 4.4 9.8c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 2.9 2.4 1.2-.1 1.6-.8 3-.8s1.8.8 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6-.1 0-2.3-.9-2.3-4.1zM14.1 5.5c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
          />
        )}
      </svg>
      <span className="leading-tight">
        <span className="block text-[0.68rem] tracking-wide text-slate-300 uppercase">{texts.prefix()}</span>
        <span className="block text-base font-semibold">{texts.store()}</span>
      </span>
      <span className="sr-only"> {texts.note()}</span>
    </a>
  );
}

/** Section 1: headline, app-store links and the guarantees strip. */
export function HeroSection() {
  const [titleBefore, titleAfter = ""] = m.home_hero_title({ city: CITY_MARK }).split(CITY_MARK);
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -end-24 size-96 rounded-full bg-brand-500/25 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 pt-12 pb-10 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:pb-14">
        <div>
          <p className="badge border-white/20 bg-white/10 text-accent-300">{m.home_hero_badge()}</p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            {titleBefore}
            <span className="text-accent-400">{m.home_hero_city()}</span>
            {titleAfter}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-slate-300">{m.home_hero_intro()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localHref("/servicepage")} className="btn btn-accent">
              {m.home_hero_bookService()}
            </Link>
            <Link
              to={localHref("/accessories")}
              className="btn border border-white/25 text-white hover:bg-white/10"
            >
              {m.home_hero_shopAccessories()}
            </Link>
          </div>
          <div className="mt-8">
            <p className="text-sm font-medium text-slate-300">{m.home_hero_getApp()}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <StoreBadge store="android" />
              <StoreBadge store="ios" />
            </div>
          </div>
        </div>
        <img
          src="/img/home/hero-car.svg"
          alt={m.home_hero_imageAlt()}
          width={640}
          height={480}
          decoding="async"
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl rounded-[1.5rem] shadow-(--shadow-raised)"
        />
      </div>
      <div className="container-page relative pb-10 lg:pb-14">
        <ul
          aria-label={m.home_hero_guaranteesLabel()}
          className="grid gap-px overflow-hidden rounded-(--radius-card) bg-line text-ink shadow-(--shadow-raised) sm:grid-cols-3"
        >
          {GUARANTEES.map(({ icon: GuaranteeIcon, key, title, text }) => (
            <li key={key} className="flex items-center gap-4 bg-white px-5 py-4 sm:py-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <GuaranteeIcon className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-navy-900">{title()}</span>
                <span className="block text-sm text-muted">{text()}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
