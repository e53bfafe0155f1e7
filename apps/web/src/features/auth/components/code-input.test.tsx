import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CodeInput, EMPTY_CODE } from "./code-input";

// The boxes' labels come from the catalogue; initReactI18next makes this instance the global one.

function Harness() {
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  return (
    <>
      <CodeInput value={code} onChange={setCode} label="Code" />
      <output>{code.join("")}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Code, digit ${n} of 4` });

describe("CodeInput", () => {
  it("when rendered, then each box has an accessible label inside a named group", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Code" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(4);
    expect(box(1)).toHaveAttribute("inputmode", "numeric");
  });

  it("when digits are typed, then focus advances box by box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("4");
    expect(box(2)).toHaveFocus();
    await user.keyboard("27");
    expect(box(4)).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("427");
  });

  it("when letters are typed, then they are ignored and focus stays", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("a-");
    expect(box(1)).toHaveValue("");
    expect(box(1)).toHaveFocus();
  });

  it("when Backspace is pressed on an empty box, then the previous box is cleared and focused", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("12");
    expect(box(3)).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent(/^1$/);
  });

  it("when 4 digits are pasted, then every box is filled", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste("0427");
    expect([box(1), box(2), box(3), box(4)].map((input) => (input as HTMLInputElement).value)).toEqual([
      "0",
      "4",
      "2",
      "7",
    ]);
    expect(box(4)).toHaveFocus();
  });

  it("when text with spaces is pasted into a later box, then only its digits fill from the first box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste("1 2 3 4");
    expect(screen.getByRole("status")).toHaveTextContent("1234");
  });
});
