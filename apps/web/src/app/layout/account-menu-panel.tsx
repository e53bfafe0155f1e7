import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ACCOUNT_LINKS } from "../../app/nav-links";
import { m } from "../../paraglide/messages.js";
import { localHref } from "../../lib/language";

function menuItemsIn(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
}

/**
 * The open Account Settings menu (account-menu.tsx): the customer's own pages (ACCOUNT_LINKS) and
 * Logout, with focus on its first or last item when it opens. The arrows, Home and End move between
 * items; Tab closes it (focus back on its button, from which the browser's own Tab moves on).
 */
export function AccountMenuPanel({
  id,
  focus,
  onClose,
  onLogOut,
}: {
  id: string;
  focus: "first" | "last";
  onClose: (returnFocus: boolean) => void;
  onLogOut: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const items = menuItemsIn(menu.current);
    (focus === "last" ? items[items.length - 1] : items[0])?.focus();
  }, [focus]);

  function onMenuKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Tab") {
      onClose(true);
      return;
    }
    const items = menuItemsIn(menu.current);
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
    <div
      ref={menu}
      id={id}
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
          onClick={() => onClose(false)}
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
          onClose(false);
          onLogOut();
        }}
      >
        {m.layout_account_logout()}
      </button>
    </div>
  );
}
