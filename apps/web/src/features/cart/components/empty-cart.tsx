import { Link } from "react-router";
import { CartIcon } from "../../../ui/icons";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

/** 'No Items in Cart', with the way to the listing. */
export function EmptyCart() {
  return (
    <div className="card mx-auto max-w-xl px-6 py-12 text-center sm:px-12">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <CartIcon className="size-7" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-navy-900">{m.cart_empty_title()}</h2>
      <p className="mt-3 text-base text-muted">{m.cart_empty_summary()}</p>
      <Link to={localHref("/accessories")} className="btn btn-primary mt-8">
        {m.cart_empty_browse()}
      </Link>
    </div>
  );
}
