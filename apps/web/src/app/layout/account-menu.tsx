import type { User } from "@carcare/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon } from "../../ui/page-icons";

const ACCOUNT_MENU_ID = "account-menu";

/** The avatar (first letter of first_name) and its Account Settings menu. */
export function AccountMenu({ user, onLogOut }: { user: User; onLogOut: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const initial = (user.first_name.trim()[0] ?? "?").toUpperCase();

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
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

  function onMenuKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  }

  const itemClass =
    "block w-full rounded-(--radius-lg) px-3 py-2.5 text-start text-sm font-medium text-ink hover:bg-slate-100";
  return (
    <div ref={wrapper} className="relative hidden lg:block">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        aria-label={t("layout.account.settingsFor", { name: user.first_name })}
        className="flex items-center gap-1 rounded-full p-1 pe-2 hover:bg-slate-100"
        onClick={() => setOpen(!open)}
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
          aria-label={t("layout.account.settings")}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 mt-2 w-56 rounded-2xl border border-line bg-white p-2 shadow-(--shadow-raised)"
        >
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {t("layout.account.settings")}
          </p>
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            {t("layout.account.profile")}
          </Link>
          <Link role="menuitem" to="/orders" className={itemClass} onClick={() => setOpen(false)}>
            {t("layout.account.orders")}
          </Link>
          <button
            role="menuitem"
            type="button"
            className={`${itemClass} text-danger-700`}
            onClick={() => {
              setOpen(false);
              onLogOut();
            }}
          >
            {t("layout.account.logout")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
