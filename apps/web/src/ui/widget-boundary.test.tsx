import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportCaughtError, WidgetBoundary } from "./widget-boundary";

function Broken({ when }: { when: boolean }): ReactNode {
  if (when) throw new Error("widget broke");
  return <p>widget</p>;
}

afterEach(() => vi.restoreAllMocks());

describe("WidgetBoundary", () => {
  it("when the widget throws, then it is left out (or its fallback shown), the page beside it stays, and one warning names it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <p>totals</p>
        <WidgetBoundary name="coupon carousel" fallback={<p>quiet</p>}>
          <Broken when />
        </WidgetBoundary>
      </>,
    );
    expect(screen.getByText("totals")).toBeInTheDocument();
    expect(screen.getByText("quiet")).toBeInTheDocument();
    expect(screen.queryByText("widget")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/coupon carousel failed/);
  });

  it("when its resetKey changes after a failure, then the widget gets another try", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <WidgetBoundary name="reviews" resetKey={1}>
        <Broken when />
      </WidgetBoundary>,
    );
    expect(screen.queryByText("widget")).not.toBeInTheDocument();
    rerender(
      <WidgetBoundary name="reviews" resetKey={2}>
        <Broken when={false} />
      </WidgetBoundary>,
    );
    expect(screen.getByText("widget")).toBeInTheDocument();
  });

  it("when the root reports a caught error, then a widget boundary's is not logged again and others are", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const widget = new WidgetBoundary({ name: "x", children: null });
    reportCaughtError(new Error("a"), { errorBoundary: widget });
    expect(error).not.toHaveBeenCalled();
    reportCaughtError(new Error("b"), { errorBoundary: null });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
