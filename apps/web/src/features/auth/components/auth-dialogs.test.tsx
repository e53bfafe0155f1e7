import type { User } from "@carcare/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/render-app";
import { loggedInUserQueryOptions } from "../api/get-logged-in-user";
import { AuthDialogsProvider, type AuthDialogName, useAuthDialogs } from "./auth-dialogs-context";

function Opener({ name }: { name: AuthDialogName }) {
  const { openDialog } = useAuthDialogs();
  return (
    <button type="button" onClick={() => openDialog(name)}>
      open
    </button>
  );
}

/** A visitor's page: the root loader has put "nobody is logged in" into the cache. */
function visitorQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  queryClient.setQueryData(loggedInUserQueryOptions().queryKey, null);
  return queryClient;
}

async function openDialog(name: AuthDialogName) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={visitorQueryClient()}>
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

  it.each(["+971501234567", "971501234567", "00971 50 123 4567", "0501234567", "050-123-4567", "501234567"])(
    "when the phone is typed as %s beside +971, then it goes as the same number",
    async (typed) => {
      const { user } = await openDialog("login");
      await user.type(screen.getByLabelText("Phone"), typed);
      await user.type(screen.getByLabelText("Password"), "Demo@12345");
      await user.click(screen.getByRole("button", { name: "Login" }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toEqual({ username: "971501234567", password: "Demo@12345" });
    },
  );

  it("when the phone is not a phone number, then the field says so, is marked invalid and gets focus", async () => {
    const { user } = await openDialog("login");
    const phone = screen.getByLabelText("Phone");
    await user.type(phone, "12");
    await user.type(screen.getByLabelText("Password"), "Demo@12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid phone number");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    expect(fetch).not.toHaveBeenCalled();
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

describe("the 72-byte password limit (decision 008)", () => {
  const TOO_LONG =
    "Password is too long: use at most 72 characters (fewer with Arabic, accented letters or emoji)";

  async function fillSignup(user: ReturnType<typeof userEvent.setup>, password: string) {
    await user.type(screen.getByLabelText("Name"), "Noura");
    await user.type(screen.getByLabelText("Email"), "noura@example.ae");
    await user.type(screen.getByLabelText("Phone"), "501234567");
    await user.click(screen.getByLabelText("Password"));
    await user.paste(password);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
  }

  it("when the sign-up password is 73 bytes (36 accented letters and one more), then the too-long message shows and nothing is sent", async () => {
    const { user } = await openDialog("signup");
    await fillSignup(user, `${"é".repeat(36)}a`);
    expect(screen.getByRole("alert")).toHaveTextContent(TOO_LONG);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(TOO_LONG);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when the sign-up password is exactly 72 bytes, then it is sent whole", async () => {
    const { user } = await openDialog("signup");
    await fillSignup(user, "é".repeat(36));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).password).toBe("é".repeat(36));
  });

  it("when the new password is 73 bytes, then the too-long message shows and nothing is sent", async () => {
    const { user } = await openDialog("newPassword");
    const password = "k".repeat(73);
    await user.click(screen.getByLabelText("New Password"));
    await user.paste(password);
    await user.click(screen.getByLabelText("Confirm Password"));
    await user.paste(password);
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(screen.getByRole("alert")).toHaveTextContent(TOO_LONG);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("OTP login", () => {
  it("when nothing is typed, then the contract's message shows and nothing is sent", async () => {
    const { user } = await openDialog("otpLogin");
    await user.click(screen.getByRole("button", { name: "Generate OTP" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your mobile number or email");
    expect(screen.getByLabelText("Mobile number or email")).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when a phone is typed with spaces, then it is asked for as one number", async () => {
    const { user } = await openDialog("otpLogin");
    await user.type(screen.getByLabelText("Mobile number or email"), "050 123 4567");
    await user.click(screen.getByRole("button", { name: "Generate OTP" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/send_login_otp");
    expect(JSON.parse(String(init.body))).toEqual({ identifier: "+971501234567" });
  });
});

describe("forgot password and verification", () => {
  it("when the email is empty, then 'Please enter your email' shows and nothing is sent", async () => {
    const { user } = await openDialog("forgotPassword");
    await user.click(screen.getByRole("button", { name: "Send Code" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when a box of the code is empty, then the 4-digit message shows and the first empty box is focused", async () => {
    const { user } = await openDialog("verification");
    await user.keyboard("12");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter the 4-digit code");
    const third = screen.getByRole("textbox", { name: "Verification code, digit 3 of 4" });
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("new password", () => {
  it("when the passwords differ, then 'Passwords doesnt match' shows and the button is not left busy", async () => {
    const { user } = await openDialog("newPassword");
    await user.type(screen.getByLabelText("New Password"), "Changed@2025");
    await user.type(screen.getByLabelText("Confirm Password"), "Other@2025");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Passwords doesnt match");
    expect(screen.getByRole("button", { name: "Update Password" })).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("an action asked for before logging in", () => {
  function LoginThen({ action }: { action: () => void }) {
    const { loginThen } = useAuthDialogs();
    return (
      <button type="button" onClick={() => loginThen(action)}>
        add
      </button>
    );
  }

  async function askWhileLoggedOut(action: () => void) {
    const user = userEvent.setup();
    const queryClient = visitorQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AuthDialogsProvider>
            <LoginThen action={action} />
          </AuthDialogsProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "add" }));
    return { user, queryClient, dialog: await screen.findByRole("dialog", { name: "Login" }) };
  }

  it("when the visitor logs in, then the action happens once and the dialog closes", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse({
            message: "successfully logged in",
            user: {
              id: 7,
              first_name: "Aisha",
              last_name: "K",
              email: "a@example.com",
              username: "971501234567",
            },
          }),
        ),
      ),
    );
    const action = vi.fn();
    const { user } = await askWhileLoggedOut(action);

    await user.type(screen.getByLabelText("Phone"), "501234567");
    await user.type(screen.getByLabelText("Password"), "Demo@12345");
    await user.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("when the visitor closes the dialog instead, then a later login does not do it", async () => {
    const action = vi.fn();
    const { user, queryClient } = await askWhileLoggedOut(action);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const customer: User = {
      id: 7,
      first_name: "Aisha",
      last_name: "K",
      email: "a@example.com",
      username: "971501234567",
    };
    act(() => {
      queryClient.setQueryData(loggedInUserQueryOptions().queryKey, customer);
    });

    await waitFor(() => expect(screen.getByRole("button", { name: "add" })).toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });
});
