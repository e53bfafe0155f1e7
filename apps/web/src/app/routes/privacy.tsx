import { localHref } from "../../lib/language";
import { RichMessage } from "../../ui/rich-message";
import { Link } from "react-router";
import { Logo } from "../../ui/logo";
import { routeMeta } from "../seo";
import { m } from "../../paraglide/messages.js";

const EFFECTIVE_DATE = "01/01/2025";
const CONTACT_EMAIL = "support@carcare.ae";
const COPYRIGHT_YEAR = 2025;

/** The policy's sections in order: anchor ids here, texts in pages.privacy.sections.<key>. */
const SECTIONS = [
  {
    id: "data-we-collect",
    key: "collect",
    title: m.pages_privacy_sections_collect_title,
    body: [
      m.pages_privacy_sections_collect_body_0,
      m.pages_privacy_sections_collect_body_1,
      m.pages_privacy_sections_collect_body_2,
      m.pages_privacy_sections_collect_body_3,
    ],
  },
  {
    id: "how-we-use",
    key: "use",
    title: m.pages_privacy_sections_use_title,
    body: [
      m.pages_privacy_sections_use_body_0,
      m.pages_privacy_sections_use_body_1,
      m.pages_privacy_sections_use_body_2,
      m.pages_privacy_sections_use_body_3,
    ],
  },
  {
    id: "sharing",
    key: "sharing",
    title: m.pages_privacy_sections_sharing_title,
    body: [
      m.pages_privacy_sections_sharing_body_0,
      m.pages_privacy_sections_sharing_body_1,
      m.pages_privacy_sections_sharing_body_2,
    ],
  },
  {
    id: "storage",
    key: "storage",
    title: m.pages_privacy_sections_storage_title,
    body: [m.pages_privacy_sections_storage_body_0, m.pages_privacy_sections_storage_body_1],
  },
  {
    id: "cookies",
    key: "cookies",
    title: m.pages_privacy_sections_cookies_title,
    body: [m.pages_privacy_sections_cookies_body_0, m.pages_privacy_sections_cookies_body_1],
  },
  {
    id: "your-rights",
    key: "rights",
    title: m.pages_privacy_sections_rights_title,
    body: [
      m.pages_privacy_sections_rights_body_0,
      m.pages_privacy_sections_rights_body_1,
      m.pages_privacy_sections_rights_body_2,
    ],
  },
  {
    id: "children",
    key: "children",
    title: m.pages_privacy_sections_children_title,
    body: [m.pages_privacy_sections_children_body_0],
  },
  {
    id: "changes",
    key: "changes",
    title: m.pages_privacy_sections_changes_title,
    body: [m.pages_privacy_sections_changes_body_0],
  },
] as const;

/** Standalone policy page outside the main layout (spec section 2), effective 01/01/2025. */
export const meta = routeMeta({
  title: m.pages_privacy_title,
  description: m.pages_privacy_description,
});

export default function PrivacyPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to={localHref("/")} className="-ms-1 rounded-(--radius-control) p-1">
            <Logo />
            <span className="sr-only">{m.common_homeLinkSuffix()}</span>
          </Link>
          <Link to={localHref("/")} className="btn btn-secondary">
            {m.common_backHome()}
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <article className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.pages_privacy_title()}
          </h1>
          <p className="mt-2 text-sm font-medium text-muted">
            {m.pages_privacy_effectiveDate({ date: EFFECTIVE_DATE })}
          </p>
          <p className="mt-6 leading-7 text-slate-700">{m.pages_privacy_intro()}</p>
          {SECTIONS.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-8">
              <h2 id={section.id} className="text-xl font-semibold text-navy-900">
                {section.title()}
              </h2>
              <ul className="mt-3 list-disc space-y-2 ps-5 leading-7 text-slate-700">
                {section.body.map((line) => (
                  <li key={line()}>{line()}</li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="contact-us" className="mt-8">
            <h2 id="contact-us" className="text-xl font-semibold text-navy-900">
              {m.pages_privacy_contactTitle()}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">
              <RichMessage
                parts={m.pages_privacy_contactText.parts({ email: CONTACT_EMAIL })}
                markup={{
                  email: (children) => (
                    <a className="font-semibold text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
                      <bdi>{children}</bdi>
                    </a>
                  ),
                  support: (children) => (
                    <Link className="font-semibold text-brand-700 underline" to={localHref("/support")}>
                      {children}
                    </Link>
                  ),
                }}
              />
            </p>
          </section>
        </article>
      </main>
      <footer className="border-t border-line py-6 text-center text-xs text-muted">
        {m.common_copyright({ year: COPYRIGHT_YEAR })}
      </footer>
    </div>
  );
}
