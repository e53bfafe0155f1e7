import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MinusIcon, PlusIcon } from "./services-icons";

interface FaqEntry {
  question: string;
  answer: string;
}

function faqEntriesOf(value: unknown): FaqEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FaqEntry =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as FaqEntry).question === "string" &&
      typeof (entry as FaqEntry).answer === "string",
  );
}

/** The services FAQ: 3 questions that open and close independently (spec section 4), as buttons. */
export function ServicesFaq() {
  const { t } = useTranslation();
  const items = faqEntriesOf(t("services.faq.items", { returnObjects: true }));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section aria-labelledby="services-faq-heading" className="container-page py-16">
      <h2
        id="services-faq-heading"
        className="text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
      >
        {t("services.faq.heading")}
      </h2>
      <ul className="mx-auto mt-8 max-w-3xl divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <li key={item.question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-navy-900 hover:bg-canvas sm:px-6"
                >
                  <span>{item.question}</span>
                  <span
                    className={`grid size-8 shrink-0 place-items-center rounded-full ${expanded ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700"}`}
                  >
                    {expanded ? <MinusIcon className="size-4" /> : <PlusIcon className="size-4" />}
                  </span>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 leading-7 text-muted sm:px-6"
              >
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
