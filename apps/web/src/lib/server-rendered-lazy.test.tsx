import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverRenderedChunks, serverRenderedLazy } from "./server-rendered-lazy";

function NameField({ label }: { label: string }) {
  const [text, setText] = useState("");
  return (
    <label>
      {label}
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

describe("serverRenderedLazy", () => {
  it("when its chunk has arrived, then the part renders in its place with no Suspense boundary", async () => {
    const Part = serverRenderedLazy(() => Promise.resolve(NameField), <p>Loading</p>);
    await serverRenderedChunks();

    const html = renderToString(<Part label="Name" />);

    expect(html).toContain("<input");
    // React marks a Suspense boundary with <!--$--> (and may send its content after the page).
    expect(html).not.toContain("<!--$");
  });

  it("when it mounts before its chunk, then the fallback shows, then the part, which keeps its state when rendered again", async () => {
    let arrive: (component: ComponentType<{ label: string }>) => void = () => {};
    const Part = serverRenderedLazy(
      () => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = resolve)),
      <p>Loading</p>,
    );
    const { rerender } = render(<Part label="Name" />);
    expect(screen.getByText("Loading")).toBeInTheDocument();

    arrive(NameField);
    await userEvent.type(await screen.findByLabelText("Name"), "Noura");
    rerender(<Part label="Name" />);

    expect(screen.getByLabelText("Name")).toHaveValue("Noura");
  });
});
