import { useId, useState } from "react";
import { type IconProps, LineIcon } from "./icons";

export interface FaqEntry {
  question: string;
  answer: string;
}

function PlusIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

function MinusIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12h14" />
    </LineIcon>
  );
}

/**
 * The store's FAQ accordion: each question a button in an h3 (aria-expanded, aria-controls) over its
 * answer region, + when closed and - when open. `oneOpen`: opening a question closes the others
 * (home, spec section 4); otherwise each opens and closes on its own (services). Clicking an open
 * question closes it.
 */
export function FaqList({
  items,
  oneOpen = false,
  className = "",
}: {
  items: readonly FaqEntry[];
  oneOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      if (current.has(index)) {
        const next = new Set(current);
        next.delete(index);
        return next;
      }
      return new Set(oneOpen ? [index] : [...current, index]);
    });

  return (
    <ul
      className={`divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white ${className}`}
    >
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
                  {expanded ? (
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
              hidden={!expanded}
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
