import { Link } from "react-router";
import { CONTACT, FOOTER_LINKS } from "../../app/nav-links";
import { MailIcon, MapPinIcon, PhoneIcon } from "../../ui/page-icons";
import { Logo } from "../../ui/logo";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";

const COPYRIGHT_YEAR = 2025;

// Brand names: the same in every language.
const SOCIAL_LINKS = [
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "X", href: "https://x.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
] as const;

const APP_LINKS = [
  { label: m.layout_footer_googlePlay, href: "https://play.google.com/store" },
  { label: m.layout_footer_appStore, href: "https://www.apple.com/app-store/" },
] as const;

/** The footer on every page of the main layout: quick links, contact details, social and app links. */
export function SiteFooter() {
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link to={localHref("/")} className="inline-block rounded-(--radius-control)">
            <Logo inverted />
            <span className="sr-only">{m.common_homeLinkSuffix()}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{m.layout_footer_about()}</p>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-sm font-semibold tracking-wide text-white uppercase">
            {m.layout_footer_quickLinks()}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link
                  to={localHref(item.to)}
                  // The home page scrolls to #about / #contact 100 ms after a footer link (spec section 2).
                  state={item.to.includes("#") ? { from: "footer" } : undefined}
                  className="rounded-sm hover:text-white hover:underline"
                >
                  {item.label()}
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
            {m.layout_footer_contact()}
          </h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <a href={CONTACT.phoneHref} className="flex items-center gap-3 rounded-sm hover:text-white">
              <PhoneIcon className="size-5 shrink-0 text-brand-300" />
              <span className="ltr-inline">{CONTACT.phoneDisplay}</span>
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
              {m.layout_footer_address()}
            </p>
            <p className="ps-8 text-slate-400">{m.layout_footer_hours()}</p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center gap-4 py-5 sm:flex-row sm:justify-between">
          <p className="text-xs text-slate-400">{m.common_copyright({ year: COPYRIGHT_YEAR })}</p>
          <nav aria-label={m.layout_footer_socialAndApps()}>
            <ul className="flex flex-wrap items-center justify-center gap-2 text-xs">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 items-center rounded-full border border-white/15 px-3 hover:border-white/40 hover:text-white"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              {APP_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 items-center rounded-full bg-white/10 px-3 font-semibold text-white hover:bg-white/20"
                  >
                    {link.label()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
