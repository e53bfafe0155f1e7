import { Component, lazy, type ReactNode, Suspense } from "react";

// The 404 page only shows for a wrong address or a failed page: loaded when needed.
const NotFoundPage = lazy(() => import("../pages/not-found").then((m) => ({ default: m.NotFoundPage })));

interface Props {
  children: ReactNode;
  /** Changing it (the pathname) clears a caught error, so the next page gets a fresh start. */
  resetKey: string;
}

/**
 * The spec shows the 404 page for any routing error. The store runs a declarative <BrowserRouter>
 * (the data router costs ~18 KB gz on every page), whose routes have no errorElement: this catches instead.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error("Route error:", error);
  }

  override render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
