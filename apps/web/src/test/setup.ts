import "@testing-library/jest-dom/vitest";

// jsdom does not implement scrolling; the router and layout call these on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// jsdom has no matchMedia or ResizeObserver; the carousel library (embla) needs both.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
// jsdom has no IntersectionObserver. This one reports nothing by itself, so below-the-fold sections
// (LazyWhenNear) stay deferred as in a browser before scrolling; revealLazySections() in
// test/render-app.tsx plays "scrolled into view" for every observed element.
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
(globalThis as unknown as { __revealLazySections: () => void }).__revealLazySections = () => {
  for (const observer of [...observers]) {
    const entries = [...observer.elements].map((target) => ({ isIntersecting: true, target }));
    observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
};
class IntersectionObserverStub {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: new Set() };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.add(element);
  }
  unobserve(element: Element) {
    this.entry.elements.delete(element);
  }
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}
(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = IntersectionObserverStub;
