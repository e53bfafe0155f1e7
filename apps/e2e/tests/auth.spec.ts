import {
  DEMO,
  expect,
  gotoHydrated,
  latestCode,
  logInAsDemo,
  openLogin,
  test,
  typeCode,
  uniqueSuffix,
} from "./support";

test.use({ viewport: { width: 1280, height: 800 } });

test("when the demo customer logs in and out from the header, then the avatar comes and goes", async ({
  page,
}) => {
  await gotoHydrated(page, "/accessories");
  await logInAsDemo(page);

  // A login keeps the customer on their page (decided with add-to-cart: the pending action runs there).
  await expect(page).toHaveURL("/accessories");
  const avatar = page.getByRole("button", { name: /^Account Settings for / });
  await expect(avatar).toHaveText(/^[A-Z]/);
  await avatar.click();
  await expect(avatar).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("menu", { name: "Account Settings" });
  await expect(menu.getByRole("menuitem")).toHaveText([
    "My Profile",
    "My Orders",
    "My Plan",
    "Wishlist",
    "Logout",
  ]);

  await gotoHydrated(page, "/orders");
  await page.getByRole("button", { name: /^Account Settings for / }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();

  await expect(page.getByText("successfully logged out")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Login", exact: true })).toBeVisible();
});

test("when login is submitted empty, then the spec's message shows and nothing is sent", async ({ page }) => {
  await gotoHydrated(page, "/support");
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill all the fields");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: "Login", exact: true })).toBeFocused();
});

test("when a new customer signs up, then they are logged in on the page they were on", async ({ page }) => {
  const suffix = uniqueSuffix();
  await gotoHydrated(page, "/support");
  await page.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign Up" });
  await dialog.getByLabel("Name").fill("Noura Test");
  await dialog.getByLabel("Email").fill(`noura${suffix}@example.ae`);
  await dialog.getByLabel("Phone").fill(`55${suffix}`);
  await dialog.getByLabel("Password").fill("Welcome@2025");
  await dialog.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByText("successfully registered")).toBeVisible();
  await expect(page).toHaveURL("/support");
  await expect(page.getByRole("button", { name: "Account Settings for Noura" })).toHaveText(/N/);
});

test("when the customer logs in with an emailed code, then the OTP Login button logs them in", async ({
  page,
}) => {
  await gotoHydrated(page, "/support");
  const login = await openLogin(page);
  await login.getByRole("button", { name: "Login with OTP" }).click();
  const otp = page.getByRole("dialog", { name: "Login with OTP" });
  await otp.getByLabel("Mobile number or email").fill(DEMO.email);
  const sentAt = Date.now();
  await otp.getByRole("button", { name: "Generate OTP" }).click();
  await expect(page.getByText("OTP has been send to mail id")).toBeVisible();

  const codeDialog = page.getByRole("dialog", { name: "Enter OTP" });
  await expect(codeDialog.getByText(/Resend in 0:\d\d/)).toBeVisible();
  const code = await latestCode(page, DEMO.email, sentAt);
  await typeCode(page, "Login code", code);
  await codeDialog.getByRole("button", { name: "Login", exact: true }).click();

  await expect(page.getByText("successfully logged in")).toBeVisible();
  await expect(page).toHaveURL("/support");
  await expect(page.getByRole("button", { name: /^Account Settings for / })).toBeVisible();
});

test("when a customer resets a forgotten password, then the new password logs them in", async ({ page }) => {
  // A customer of its own, so the demo password stays as it is for the other tests.
  const suffix = uniqueSuffix();
  const email = `reset${suffix}@example.ae`;
  const phone = `56${suffix}`;
  await gotoHydrated(page, "/support");
  await page.getByRole("banner").getByRole("button", { name: "Sign up" }).click();
  const signup = page.getByRole("dialog", { name: "Sign Up" });
  await signup.getByLabel("Name").fill("Reset Tester");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Phone").fill(phone);
  await signup.getByLabel("Password").fill("Original@2025");
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("successfully registered")).toBeVisible();
  await page.getByRole("button", { name: /^Account Settings for / }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("successfully logged out")).toBeVisible();

  const login = await openLogin(page);
  await login.getByRole("button", { name: "Forgot Password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Forgot Password" });
  await forgot.getByLabel("Email").fill(email);
  const sentAt = Date.now();
  await forgot.getByRole("button", { name: "Send Code" }).click();
  const verification = page.getByRole("dialog", { name: "Verification" });
  await expect(verification.getByText("Enter the 4-digit code we sent to your email.")).toBeVisible();
  const code = await latestCode(page, email, sentAt);
  await typeCode(page, "Verification code", code);
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("OTP Verified Successfully")).toBeVisible();

  const newPassword = page.getByRole("dialog", { name: "Set New Password" });
  await newPassword.getByLabel("New Password").fill("Changed@2025");
  await newPassword.getByLabel("Confirm Password").fill("Different@2025");
  await newPassword.getByRole("button", { name: "Update Password" }).click();
  await expect(newPassword.getByRole("alert")).toHaveText("Passwords doesnt match");
  await expect(newPassword.getByRole("button", { name: "Update Password" })).toBeEnabled();
  await newPassword.getByLabel("Confirm Password").fill("Changed@2025");
  await newPassword.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  await expect(newPassword).toBeHidden();

  const again = await openLogin(page);
  await again.getByLabel("Phone").fill(phone);
  await again.getByLabel("Password").fill("Changed@2025");
  await again.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("successfully logged in")).toBeVisible();
});
