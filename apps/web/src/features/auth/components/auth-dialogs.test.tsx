import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/render-app";
import { AuthDialogsProvider, type AuthDialogName, useAuthDialogs } from "./auth-dialogs-context";

function Opener({ name }: { name: AuthDialogName }) {
  const { openDialog } = useAuthDialogs();
  return (
    <button type="button" onClick={() => openDialog(name)}>
      open
    </button>
  );
}

async function openDialog(name: AuthDialogName) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuthDialogsProvider>
          <Opener name={name} />
        </AuthDialogsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "open" }));
  return { user, dialog: await screen.findByRole("dialog") };
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(jsonResponse({ message: "unexpected" }, 500))),
  );
});

describe("login validation", () => {
  it("when nothing is filled in, then 'Please fill all the fields' shows and nothing is sent", async () => {
    const { user } = await openDialog("login");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill all the fields");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when only the phone is filled in, then the same message shows", async () => {
    const { user } = await openDialog("login");
    await user.type(screen.getByLabelText("Phone"), "501234567");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill all the fields");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when both are filled in, then the phone goes as digits with the UAE code", async () => {
    const { user } = await openDialog("login");
    await user.type(screen.getByLabelText("Phone"), "0501234567");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/UserLogin");
    expect(JSON.parse(String(init.body))).toEqual({ username: "971501234567", password: "secret123" });
  });

  it("when Escape is pressed, then the dialog closes", async () => {
    const { user, dialog } = await openDialog("login");
    await user.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
  });
});

describe("signup validation", () => {
  it("when a field is missing, then 'Please fill in all the fields' shows and nothing is sent", async () => {
    const { user } = await openDialog("signup");
    await user.type(screen.getByLabelText("Name"), "Noura");
    await user.type(screen.getByLabelText("Email"), "noura@example.ae");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all the fields");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when the email is malformed, then the contract's message shows", async () => {
    const { user } = await openDialog("signup");
    await user.type(screen.getByLabelText("Name"), "Noura");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Phone"), "501234567");
    await user.type(screen.getByLabelText("Password"), "Welcome@2025");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("new password", () => {
  it("when the passwords differ, then 'Passwords doesnt match' shows and the button is not left busy", async () => {
    const { user } = await openDialog("newPassword");
    await user.type(screen.getByLabelText("New Password"), "Changed@2025");
    await user.type(screen.getByLabelText("Confirm Password"), "Other@2025");
    await user.click(screen.getByRole("button", { name: "UPDATE" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Passwords doesnt match");
    expect(screen.getByRole("button", { name: "UPDATE" })).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
