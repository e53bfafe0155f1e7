import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("when it has a hint and an error, then its control is labelled, marked invalid and described by both", () => {
    render(
      <FormField label="Phone" hint="Like 050 123 4567" error="Please enter a valid phone number">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText("Phone");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Like 050 123 4567 Please enter a valid phone number");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid phone number");
  });

  it("when it has no error, then its control is not marked invalid and only the hint describes it", () => {
    render(
      <FormField label="Phone" hint="Like 050 123 4567">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText("Phone");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("Like 050 123 4567");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when its error lives in an error list, then the control points at that entry", () => {
    render(
      <>
        <p id="summary-0">Please fill all the fields</p>
        <FormField label="Name" a11y={{ invalid: true, describedBy: "summary-0" }}>
          {(control) => <input {...control} />}
        </FormField>
      </>,
    );
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please fill all the fields");
  });
});
