import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

function Page({ layout }: { layout?: "card" | "sheet" | "fullscreen" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Dialog
          title="Delete this?"
          description="It cannot be undone."
          closeLabel="Close"
          layout={layout}
          onClose={() => setOpen(false)}
        >
          <label>
            Reason <input />
          </label>
          <button type="button">Delete</button>
        </Dialog>
      ) : null}
    </>
  );
}

async function openPage(layout?: "card" | "sheet" | "fullscreen") {
  const user = userEvent.setup();
  render(<Page layout={layout} />);
  const opener = screen.getByRole("button", { name: "open" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Delete this?" }) };
}

describe("Dialog", () => {
  it("when opened, then it is a modal named by its title, described by its text, with the first field focused and the page held still", async () => {
    const { dialog } = await openPage();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("It cannot be undone.");
    expect(screen.getByLabelText("Reason")).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("when Tab passes the last control, then focus wraps to the first, and Shift+Tab back", async () => {
    const { user } = await openPage();
    await user.tab();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
  });

  it.each(["card", "sheet", "fullscreen"] as const)(
    "when Escape is pressed (%s), then it closes, focus returns to the opener and the page scrolls again",
    async (layout) => {
      const { user, opener, dialog } = await openPage(layout);
      await user.keyboard("{Escape}");
      expect(dialog).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(document.body.style.overflow).toBe("");
    },
  );

  it("when the × is pressed, then it closes", async () => {
    const { user, dialog } = await openPage();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog).not.toBeInTheDocument();
  });
});
