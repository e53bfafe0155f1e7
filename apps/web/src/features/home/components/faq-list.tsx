import { useId, useState } from "react";
import { MinusIcon, PlusIcon } from "./home-icons";

export interface FaqEntry {
  question: string;
  answer: string;
}

/** An accordion with at most one answer open; clicking the open question closes it (spec section 4). */
export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <ul className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-navy-900 hover:bg-canvas sm:px-6"
              >
                <span>{item.question}</span>
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full ${open ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700"}`}
                >
                  {open ? (
                    <MinusIcon className="size-4" data-testid="faq-minus" />
                  ) : (
                    <PlusIcon className="size-4" data-testid="faq-plus" />
                  )}
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-7 text-muted sm:px-6"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
