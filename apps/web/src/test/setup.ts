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
