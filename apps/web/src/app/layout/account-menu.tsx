import type { User } from "@carcare/contracts";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ACCOUNT_LINKS } from "../../app/nav-links";
import { ChevronDownIcon } from "../../ui/page-icons";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";

const ACCOUNT_MENU_ID = "account-menu";

function menuItemsIn(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
}

/**
 * The avatar (first letter of first_name) and its Account Settings menu: the customer's own pages
 * (ACCOUNT_LINKS) and Logout. A WAI-ARIA menu button: Enter, Space or the arrow keys open it with focus
 * on an item, the arrows, Home and End move between items, Escape closes it back to the button and Tab
 * closes it and moves on.
 */
export function AccountMenu({ user, onLogOut }: { user: User; onLogOut: () => void }) {
  // Which item takes focus when the menu opens: the first, or the last (opened with ArrowUp).
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const initial = (user.first_name.trim()[0] ?? "?").toUpperCase();

  useEffect(() => {
    if (!open) return;
    const items = menuItemsIn(wrapper.current);
    (open === "last" ? items[items.length - 1] : items[0])?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  function onButtonKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(event.key === "ArrowUp" ? "last" : "first");
  }

  function onMenuKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Tab") {
      // From the button, the browser's own Tab (or Shift+Tab) then moves on past the closed menu.
      button.current?.focus();
      setOpen(false);
      return;
    }
    const items = menuItemsIn(wrapper.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  }

  const itemClass =
    "block w-full rounded-(--radius-lg) px-3 py-2.5 text-start text-sm font-medium text-ink hover:bg-slate-100 focus-visible:bg-slate-100";
  return (
    <div ref={wrapper} className="relative hidden lg:block">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? ACCOUNT_MENU_ID : undefined}
        aria-label={m.layout_account_settingsFor({ name: user.first_name })}
        className="flex items-center gap-1 rounded-full p-1 pe-2 hover:bg-slate-100"
        onClick={() => setOpen(open ? false : "first")}
        onKeyDown={onButtonKeyDown}
      >
        <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-base font-bold text-white">
          {initial}
        </span>
        <ChevronDownIcon className="size-4 text-muted" />
      </button>
      {open ? (
        <div
          id={ACCOUNT_MENU_ID}
          role="menu"
          aria-label={m.layout_account_settings()}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 mt-2 w-56 rounded-2xl border border-line bg-white p-2 shadow-(--shadow-raised)"
        >
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {m.layout_account_settings()}
          </p>
          {ACCOUNT_LINKS.map((item) => (
            <Link
              key={item.to}
              role="menuitem"
              tabIndex={-1}
              to={localHref(item.to)}
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              {item.label()}
            </Link>
          ))}
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={`${itemClass} text-danger-700`}
            onClick={() => {
              setOpen(false);
              onLogOut();
            }}
          >
            {m.layout_account_logout()}
          </button>
        </div>
      ) : null}
    </div>
  );
}
