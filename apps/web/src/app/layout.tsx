import { Suspense, useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { SkipLink } from "../components/layout/skip-link";
import { PageSkeleton } from "../components/page-skeleton";

const MAIN_ID = "main-content";
const HASH_WAIT_MS = 3000;

/** Above every route: scroll handling, and a fallback while a page outside the main layout loads. */
export function RootShell() {
  useScrollToLateHashTarget();
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

/** The frame of every store page: skip link, sticky header, the page, footer. */
export function AppLayout() {
  useFocusMainOnNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
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

/**
 * ScrollRestoration scrolls to a #hash only if the element exists at that moment; arriving on /#contact
 * from outside, the page is still loading. Wait for the element, then scroll to it smoothly.
 */
function useScrollToLateHashTarget() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeHash(hash);
    if (!id || document.getElementById(id)) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    });
    const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);
}

function decodeHash(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
