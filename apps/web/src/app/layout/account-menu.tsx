import type { User } from "@carcare/contracts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "../../ui/page-icons";
import { m } from "../../paraglide/messages.js";

const ACCOUNT_MENU_ID = "account-menu";

// The open menu's code loads when the customer first points at or focuses the button (it is never
// in the server's HTML): every store page's first load is within budget without it.
const loadPanel = () => import("./account-menu-panel");
const AccountMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.AccountMenuPanel })));

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

  function close(returnFocus: boolean) {
    // Tab: from the button, the browser's own Tab (or Shift+Tab) then moves on past the closed menu.
    if (returnFocus) button.current?.focus();
    setOpen(false);
  }

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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-base font-bold text-white">
          {initial}
        </span>
        <ChevronDownIcon className="size-4 text-muted" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={ACCOUNT_MENU_ID} focus={open} onClose={close} onLogOut={onLogOut} />
        </Suspense>
      ) : null}
    </div>
  );
}
