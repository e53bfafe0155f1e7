import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { m } from "../paraglide/messages.js";
import { FaqList } from "./faq-list";

/** An FAQ's entries from its messages (`<prefix>_<n>_question` / `_answer`), as its section lists them. */
function entriesOf(prefix: string, count: number) {
  const messages = m as unknown as Record<string, () => string>;
  return Array.from({ length: count }, (_, index) => ({
    question: messages[`${prefix}_${index}_question`]!(),
    answer: messages[`${prefix}_${index}_answer`]!(),
  }));
}

// The home FAQ's entries (features/home/components/faq-section.tsx reads the same key).
const HOME_FAQ = entriesOf("home_faq_items", 4);

function setup() {
  const user = userEvent.setup();
  render(<FaqList oneOpen items={HOME_FAQ} />);
  const buttons = screen.getAllByRole("button");
  return { user, buttons };
}

function iconOf(button: HTMLElement) {
  return button.querySelector("[data-testid]")?.getAttribute("data-testid");
}

describe("home FAQ", () => {
  it("when nothing was clicked, then four questions show, all closed with a + icon", () => {
    const { buttons } = setup();
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(iconOf(button)).toBe("faq-plus");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeVisible();
    }
  });

  it("when a question is clicked, then only its answer opens and it shows -", async () => {
    const { user, buttons } = setup();
    const [first, second] = buttons as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(iconOf(first)).toBe("faq-minus");
    expect(screen.getByRole("region", { name: HOME_FAQ[0]?.question })).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(iconOf(first)).toBe("faq-plus");
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });

  it("when the open question is clicked again, then it closes and none is open", async () => {
    const { user, buttons } = setup();
    const third = buttons[2] as HTMLElement;
    await user.click(third);
    await user.click(third);
    expect(third).toHaveAttribute("aria-expanded", "false");
    expect(iconOf(third)).toBe("faq-plus");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("when using the keyboard, then Enter and Space toggle the question", async () => {
    const { user, buttons } = setup();
    const first = buttons[0] as HTMLElement;
    first.focus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(first).toHaveAttribute("aria-expanded", "false");
  });
});

describe("services FAQ (each question on its own)", () => {
  it("when two questions are clicked, then both answers are open, and each closes on its own", async () => {
    const user = userEvent.setup();
    const items = entriesOf("services_faq_items", 3);
    render(<FaqList items={items} />);
    const [first, second] = screen.getAllByRole("button") as [HTMLElement, HTMLElement];
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(2);
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
  });
});
