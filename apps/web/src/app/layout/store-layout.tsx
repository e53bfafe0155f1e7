import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { AuthDialogsProvider } from "../../features/auth/components/auth-dialogs-context";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { Toaster } from "../../ui/toaster";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

// The footer, below the fold, is in the server's HTML and its code in a chunk after the first
// screen's (every store page's first-load budget); serverRenderedLazy (decision 018) hydrates it in place.
const SiteFooter = serverRenderedLazy(
  () => import("./site-footer").then((module) => module.SiteFooter),
  <div className="min-h-64 bg-navy-900" aria-hidden="true" />,
);

export const MAIN_ID = "main-content";

/** The frame of every store page: skip link, sticky header, the page, footer, sign-in dialogs. */
export default function StoreLayout() {
  useFocusMainOnNavigation();
  return (
    <AuthDialogsProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink targetId={MAIN_ID} />
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Toaster />
    </AuthDialogsProvider>
  );
}

/** After a page change, screen readers start at the new page instead of the old link. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
