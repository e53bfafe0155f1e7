import { Link } from "react-router-dom";
import { CONTACT, FOOTER_LINKS } from "../../app/nav-links";
import { MailIcon, MapPinIcon, PhoneIcon } from "../icons";
import { Logo } from "../logo";

const COPYRIGHT_YEAR = 2025;

/** The footer on every page of the main layout: about line, quick links, contact details. */
export function SiteFooter() {
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link
            to="/"
            className="inline-block rounded-(--radius-control)"
            aria-label="CarCare Abu Dhabi, home"
          >
            <Logo inverted />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
            Car accessories from top brands, genuine spare parts, trusted service vendors and monthly care
            plans across Abu Dhabi.
          </p>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="rounded-sm hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact-heading">
          <h2
            id="footer-contact-heading"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Contact
          </h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <a href={CONTACT.phoneHref} className="flex items-center gap-3 rounded-sm hover:text-white">
              <PhoneIcon className="size-5 shrink-0 text-brand-300" />
              {CONTACT.phoneDisplay}
            </a>
            <a
              href={`mailto:${CONTACT.email}`}
              className="flex items-center gap-3 rounded-sm hover:text-white"
            >
              <MailIcon className="size-5 shrink-0 text-brand-300" />
              {CONTACT.email}
            </a>
            <p className="flex items-center gap-3">
              <MapPinIcon className="size-5 shrink-0 text-brand-300" />
              {CONTACT.address}
            </p>
            <p className="pl-8 text-slate-400">{CONTACT.hours}</p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-center text-xs text-slate-400 sm:text-left">
          © {COPYRIGHT_YEAR} CarCare. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
