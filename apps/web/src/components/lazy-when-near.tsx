import { Component, type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/** A section that fails (or whose chunk fails to load) drops out alone instead of breaking the page. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("A lazily loaded section failed:", error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders `children` (typically React.lazy content) only once the placeholder comes within
 * `rootMargin` of the viewport, or straight away when `eager` is set (e.g. arriving on a #hash).
 */
export function LazyWhenNear({
  children,
  eager = false,
  minHeight,
  rootMargin = "800px 0px",
}: {
  children: ReactNode;
  eager?: boolean;
  minHeight: string;
  rootMargin?: string;
}) {
  const [seen, setSeen] = useState(false);
  const near = eager || seen || typeof IntersectionObserver === "undefined";
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const fallback = <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  return near ? (
    <SectionBoundary>
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense>
    </SectionBoundary>
  ) : (
    fallback
  );
}
