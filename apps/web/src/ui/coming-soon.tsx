import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WrenchIcon } from "./page-icons";

/** Placeholder for a page that is not built yet: its title, a friendly line and a way home. */
export function ComingSoon({ title, summary }: { title: string; summary?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-heading" className="container-page py-14 sm:py-20">
      <div className="card mx-auto max-w-2xl px-6 py-12 text-center sm:px-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <WrenchIcon className="size-7" />
        </span>
        <h1 id="page-heading" className="mt-6 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {title}
        </h1>
        {summary ? <p className="mt-3 text-base text-muted">{summary}</p> : null}
        <p className="mt-4 text-base text-muted">{t("common.comingSoon")}</p>
        <Link to="/" className="btn btn-primary mt-8">
          {t("common.backToHome")}
        </Link>
      </div>
    </section>
  );
}
