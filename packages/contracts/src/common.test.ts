import { describe, expect, it } from "vitest";
import { EmailSchema } from "./auth.js";
import { ID_MESSAGES, IdSchema, isSafeText, MAX_DB_ID, safeString, UNSAFE_TEXT_MESSAGE } from "./common.js";

describe("IdSchema", () => {
  it.each([
    ["1", 1],
    [" 42 ", 42],
    [7, 7],
    [String(MAX_DB_ID), MAX_DB_ID],
  ])("when the id is %j, then it reads %d", (value, id) => {
    expect(IdSchema.parse(value)).toBe(id);
  });

  it.each([
    [String(MAX_DB_ID + 1), ID_MESSAGES.tooLarge],
    ["99999999999999999999", ID_MESSAGES.tooLarge],
    [2 ** 31, ID_MESSAGES.tooLarge],
    ["0", ID_MESSAGES.notPositive],
    ["-1", ID_MESSAGES.notPositive],
    ["1.5", ID_MESSAGES.notWhole],
    ["1e3", ID_MESSAGES.notWhole],
    ["0x10", ID_MESSAGES.notWhole],
    ["NaN", ID_MESSAGES.notWhole],
    ["", ID_MESSAGES.notWhole],
    [Number.NaN, ID_MESSAGES.notWhole],
    [null, ID_MESSAGES.notWhole],
    [["1"], ID_MESSAGES.notWhole],
  ])("when the id is %j, then it is refused with %j", (value, message) => {
    const result = IdSchema.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("safe text", () => {
  it.each(["plain", "Café ☕", "emoji 😀 pair", "عربي", ""])(
    "when the text is %j, then it is kept",
    (text) => {
      expect(isSafeText(text)).toBe(true);
      expect(safeString().parse(text)).toBe(text);
    },
  );

  it.each(["a\u0000b", "\uD800", "x\uDC00y", "\uDBFF\uDBFF", "end\uD83D"])(
    "when the text is %j, then it is refused before any other check",
    (text) => {
      const result = safeString("required").trim().min(1, "required").safeParse(text);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    },
  );

  it("when an email holds a NUL byte or a lone surrogate, then the email check refuses it", () => {
    expect(EmailSchema.safeParse("a\u0000@example.com").success).toBe(false);
    expect(EmailSchema.safeParse("a\uD800@example.com").success).toBe(false);
  });
});
