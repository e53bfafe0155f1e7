import type { ReactNode } from "react";

/** The eyebrow + h2 + intro used by every home section; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "start";
  tone?: "light" | "dark";
}) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${tone === "dark" ? "text-brand-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === "dark" ? "text-white" : "text-navy-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-base leading-7 ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
