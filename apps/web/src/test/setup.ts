import "@testing-library/jest-dom/vitest";

// jsdom does not implement scrolling; the router and layout call these on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
