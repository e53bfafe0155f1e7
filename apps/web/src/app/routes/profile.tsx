import type { EditProfileInput, User } from "@carcare/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEditProfile } from "../../features/account/api/edit-profile";
import { loggedInUserQueryOptions, useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { userMessageOf } from "../../lib/api-client";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { toast } from "../../lib/toast";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import { m } from "../../paraglide/messages.js";

// The form's code (react-hook-form, zod and the contract's schema) comes in its own chunk after the
// first screen's, which keeps the page's first load within budget (apps/web/scripts/check-budget.mjs).
// The server renders the form into the HTML and the browser hydrates it in place.
const ProfileForm = serverRenderedLazy(
  () => import("../../features/account/components/profile-form").then((m) => m.ProfileForm),
  <div className="card min-h-80" aria-hidden="true" />,
);

export const meta = routeMeta({
  title: m.pages_profile_title,
  description: m.pages_profile_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

function MyProfile({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const edit = useEditProfile();

  // The answer's user goes where the header reads it, so its initial and 'Hello {first_name}' change
  // at once (spec section 4: the user is read again after an update).
  const save = (input: EditProfileInput) =>
    edit.mutate(input, {
      onSuccess: (answer) => {
        queryClient.setQueryData(loggedInUserQueryOptions().queryKey, answer.user);
        toast.success(answer.message);
      },
      onError: (failure) => toast.error(userMessageOf(failure)),
    });

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <div className="mb-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.pages_profile_title()}
          </h1>
          <p className="mt-2 text-muted">{m.account_profile_intro()}</p>
        </div>
        <ProfileForm user={user} pending={edit.isPending} onSubmit={save} />
      </div>
    </div>
  );
}

function ProfileForCustomer() {
  const { data: user } = useLoggedInUser();
  // RequireLogin renders this only with a customer; the key starts a fresh form for another one.
  return user ? <MyProfile key={user.id} user={user} /> : null;
}

/** /profile (spec section 2): 'My Profile', or the log-in prompt for a visitor. */
export default function ProfilePage() {
  return (
    <RequireLogin title={m.pages_profile_title()}>
      <ProfileForCustomer />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
