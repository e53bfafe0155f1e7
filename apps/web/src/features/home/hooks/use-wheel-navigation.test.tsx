import { fireEvent, render } from "@testing-library/react";
import { useRef } from "react";
import { createWheelThrottle, WHEEL_THROTTLE_MS } from "../lib/wheel-throttle";
import { useWheelNavigation } from "./use-wheel-navigation";

function WheelTarget({ move, dir }: { move: (direction: "next" | "prev") => void; dir?: "ltr" | "rtl" }) {
  const ref = useRef<HTMLDivElement>(null);
  useWheelNavigation(ref, move);
  return <div data-testid="carousel" ref={ref} style={dir ? { direction: dir } : undefined} />;
}

describe("carousel wheel throttle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("when several wheel events arrive within 220 ms, then the carousel moves once", () => {
    const move = vi.fn();
    const { getByTestId } = render(<WheelTarget move={move} />);
    const carousel = getByTestId("carousel");
    fireEvent.wheel(carousel, { deltaY: 40 });
    vi.advanceTimersByTime(50);
    fireEvent.wheel(carousel, { deltaY: 40 });
    vi.advanceTimersByTime(100);
    fireEvent.wheel(carousel, { deltaY: 40 });
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS - 150 - 1);
    fireEvent.wheel(carousel, { deltaY: 40 });
    expect(move).toHaveBeenCalledTimes(1);
    expect(move).toHaveBeenCalledWith("next");
  });

  it("when 220 ms have passed, then the next wheel event moves again, in its own direction", () => {
    const move = vi.fn();
    const { getByTestId } = render(<WheelTarget move={move} />);
    const carousel = getByTestId("carousel");
    fireEvent.wheel(carousel, { deltaY: 40 });
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS);
    fireEvent.wheel(carousel, { deltaY: -40 });
    expect(move).toHaveBeenCalledTimes(2);
    expect(move).toHaveBeenLastCalledWith("prev");
  });

  it("when the wheel event is handled, then the page does not scroll underneath", () => {
    const { getByTestId } = render(<WheelTarget move={vi.fn()} />);
    const notCancelled = fireEvent.wheel(getByTestId("carousel"), { deltaY: 40 });
    expect(notCancelled).toBe(false);
  });

  it("when the wheel moves sideways, then the larger axis decides and zero deltas are ignored", () => {
    const move = vi.fn();
    const onWheel = createWheelThrottle(move);
    expect(onWheel({ deltaX: 0, deltaY: 0 })).toBe(false);
    expect(onWheel({ deltaX: -30, deltaY: 5 })).toBe(true);
    expect(move).toHaveBeenCalledExactlyOnceWith("prev");
  });

  it("when the carousel is laid out right to left, then a sideways wheel is mirrored and up/down is not", () => {
    const move = vi.fn();
    const { getByTestId } = render(<WheelTarget move={move} dir="rtl" />);
    const carousel = getByTestId("carousel");
    fireEvent.wheel(carousel, { deltaX: -30, deltaY: 5 });
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS);
    fireEvent.wheel(carousel, { deltaX: 30, deltaY: 5 });
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS);
    fireEvent.wheel(carousel, { deltaX: 0, deltaY: 40 });
    expect(move.mock.calls).toEqual([["next"], ["prev"], ["next"]]);
  });
});
