import { Component, type ErrorInfo, type ReactNode } from "react";

interface WidgetBoundaryProps {
  /** Names the widget in the log ("coupon carousel"). */
  name: string;
  children: ReactNode;
  /** Shown in the widget's place once it has failed; nothing by default. */
  fallback?: ReactNode;
  /** A new value (another product, another vendor) gives a failed widget another try. */
  resetKey?: string | number;
}

interface WidgetBoundaryState {
  failed: boolean;
  resetKey: string | number | undefined;
}

/**
 * A part of a page that a purchase does not need (a carousel, a review list, a strip of offers): if it
 * throws while rendering, it disappears (or shows `fallback`), the error is logged once as a warning,
 * and the rest of the page keeps working. Errors in event handlers and effects' async work are the
 * widget's own to handle; this catches what React can (render, lifecycle, effects).
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<WidgetBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: WidgetBoundaryProps,
    state: WidgetBoundaryState,
  ): Partial<WidgetBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The app's way of logging what the shopper is not shown (lib/use-log-error.ts): one warning.
    console.warn(`The ${this.props.name} failed and is left out of the page.`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}

/**
 * The root's onCaughtError (entry.client.tsx): a widget boundary logs its own error once, above;
 * anything else caught by a boundary (a page's ErrorBoundary) is logged as React does by default.
 */
export function reportCaughtError(error: unknown, info: { errorBoundary?: unknown }) {
  if (info.errorBoundary instanceof WidgetBoundary) return;
  console.error(error);
}
