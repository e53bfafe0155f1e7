import { lazy, Suspense, useEffect, useRef } from "react";
import { LazyWhenNear } from "../components/lazy-when-near";
import { Outlet, useLocation } from "react-router-dom";
import { SiteHeader } from "../components/layout/site-header";
import { SkipLink } from "../components/layout/skip-link";
import { Toaster } from "../components/toaster";
import { AuthDialogsProvider } from "../features/auth/components/auth-dialogs-context";
import { PageSkeleton } from "../components/page-skeleton";
import { RouteErrorBoundary } from "../components/route-error-boundary";

const MAIN_ID = "main-content";
// The footer sits below the fold (main is at least a screen tall): it loads as it scrolls into view.
const SiteFooter = lazy(() =>
  import("../components/layout/site-footer").then((m) => ({ default: m.SiteFooter })),
);

/** Above every route: scroll handling, and a fallback while a page outside the main layout loads. */
export function RootShell() {
  useScrollToTopOnNewPage();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The frame of every store page: skip link, sticky header, the page, footer. */
export function AppLayout() {
  useFocusMainOnNavigation();
  const { pathname } = useLocation();

  return (
    <AuthDialogsProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink targetId={MAIN_ID} />
        <SiteHeader />
        {/* At least a screen tall: the footer starts below the fold even while a page is loading. */}
        <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          {/* Errors inside a page keep the header and footer around the 404 page. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <LazyWhenNear minHeight="24rem" rootMargin="0px">
          <SiteFooter />
        </LazyWhenNear>
      </div>
      <Toaster />
    </AuthDialogsProvider>
  );
}

/**
 * A new page starts at its top unless it names an anchor (the declarative router has no
 * ScrollRestoration; Back and Forward keep the browser's own restoration).
 */
function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
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
