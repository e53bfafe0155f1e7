import type { ReactNode } from "react";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { useAuthDialogs } from "../../features/auth/components/auth-dialogs-context";
import { LockIcon } from "../../ui/page-icons";
import { m } from "../../paraglide/messages.js";

/**
 * A private page's content for a customer; for a visitor, a prompt with a button that opens the
 * login dialog. After login the user query changes and the page itself shows, with no reload.
 */
export function RequireLogin({ title, children }: { title: string; children: ReactNode }) {
  const { data: user } = useLoggedInUser();
  const { openDialog } = useAuthDialogs();
  if (user) return children;
  return (
    <section aria-labelledby="page-heading" className="container-page py-14 sm:py-20">
      <div className="card mx-auto max-w-xl px-6 py-12 text-center sm:px-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <LockIcon className="size-7" />
        </span>
        <h1 id="page-heading" className="mt-6 text-3xl font-bold tracking-tight text-navy-900">
          {title}
        </h1>
        <p className="mt-3 text-base text-muted">{m.auth_loginToSee()}</p>
        <button type="button" className="btn btn-primary mt-8" onClick={() => openDialog("login")}>
          {m.auth_login()}
        </button>
      </div>
    </section>
  );
}
