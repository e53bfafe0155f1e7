import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { linesOf } from "../../lib/i18n";
import { Logo } from "../../ui/logo";
import { routeMeta } from "../seo";

const EFFECTIVE_DATE = "01/01/2025";
const CONTACT_EMAIL = "support@carcare.ae";
const COPYRIGHT_YEAR = 2025;

/** The policy's sections in order: anchor ids here, texts in pages.privacy.sections.<key>. */
const SECTIONS = [
  { id: "data-we-collect", key: "collect" },
  { id: "how-we-use", key: "use" },
  { id: "sharing", key: "sharing" },
  { id: "storage", key: "storage" },
  { id: "cookies", key: "cookies" },
  { id: "your-rights", key: "rights" },
  { id: "children", key: "children" },
  { id: "changes", key: "changes" },
] as const;

/** Standalone policy page outside the main layout (spec section 2), effective 01/01/2025. */
export const meta = routeMeta({
  titleKey: "pages.privacy.title",
  descriptionKey: "pages.privacy.description",
});

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to="/" className="-ms-1 rounded-(--radius-control) p-1">
            <Logo />
            <span className="sr-only">{t("common.homeLinkSuffix")}</span>
          </Link>
          <Link to="/" className="btn btn-secondary">
            {t("common.backHome")}
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <article className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {t("pages.privacy.title")}
          </h1>
          <p className="mt-2 text-sm font-medium text-muted">
            {t("pages.privacy.effectiveDate", { date: EFFECTIVE_DATE })}
          </p>
          <p className="mt-6 leading-7 text-slate-700">{t("pages.privacy.intro")}</p>
          {SECTIONS.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-8">
              <h2 id={section.id} className="text-xl font-semibold text-navy-900">
                {t(`pages.privacy.sections.${section.key}.title`)}
              </h2>
              <ul className="mt-3 list-disc space-y-2 ps-5 leading-7 text-slate-700">
                {linesOf(t(`pages.privacy.sections.${section.key}.body`, { returnObjects: true })).map(
                  (line) => (
                    <li key={line}>{line}</li>
                  ),
                )}
              </ul>
            </section>
          ))}
          <section aria-labelledby="contact-us" className="mt-8">
            <h2 id="contact-us" className="text-xl font-semibold text-navy-900">
              {t("pages.privacy.contactTitle")}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">
              <Trans
                i18nKey="pages.privacy.contactText"
                values={{ email: CONTACT_EMAIL }}
                components={{
                  email: (
                    <a className="font-semibold text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`} />
                  ),
                  support: <Link className="font-semibold text-brand-700 underline" to="/support" />,
                }}
              />
            </p>
          </section>
        </article>
      </main>
      <footer className="border-t border-line py-6 text-center text-xs text-muted">
        {t("common.copyright", { year: COPYRIGHT_YEAR })}
      </footer>
    </div>
  );
}
