import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Values = { code: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("lazyResolver", () => {
  it("when it validates twice, then its resolver is loaded once and answers both times", async () => {
    const inner: Resolver<Values> = (values) =>
      Promise.resolve({ values, errors: {} } as Awaited<ReturnType<Resolver<Values>>>);
    const load = vi.fn(() => Promise.resolve(inner));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ code: "A" }, undefined, OPTIONS)).resolves.toMatchObject({
      values: { code: "A" },
    });
    await expect(resolver({ code: "B" }, undefined, OPTIONS)).resolves.toMatchObject({
      values: { code: "B" },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("when loading fails, then the next validation tries again", async () => {
    const inner: Resolver<Values> = (values) =>
      Promise.resolve({ values, errors: {} } as Awaited<ReturnType<Resolver<Values>>>);
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(inner);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    await expect(resolver({ code: "A" }, undefined, OPTIONS)).rejects.toThrow("offline");
    await expect(resolver({ code: "A" }, undefined, OPTIONS)).resolves.toMatchObject({
      values: { code: "A" },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
