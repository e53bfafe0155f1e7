import type { Address } from "@carcare/contracts";
import { useState } from "react";
import { type IconProps, LineIcon } from "../../../ui/icons";
import { useDeleteAddress } from "../api/delete-address";
import { useSetDefaultAddress } from "../api/set-default-address";
import { addressLines } from "../utils/address-list";
import { ConfirmDialog } from "./confirm-dialog";
import { m } from "../../../paraglide/messages.js";
import { isolateLtr } from "../../../lib/direction";

function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

/**
 * The saved addresses as one radio group (the checked one is the default: choosing another makes it
 * the default on the server), each with its delete button and a confirmation dialog.
 */
export function AddressList({ addresses }: { addresses: Address[] }) {
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  // The choice shows at once (a controlled radio would otherwise spring back until the list updates).
  const [chosenId, setChosenId] = useState<number | null>(null);
  const defaultId = chosenId ?? addresses.find((address) => address.is_default)?.id ?? null;

  if (addresses.length === 0) {
    return <p className="card px-5 py-8 text-center text-muted">{m.addresses_list_empty()}</p>;
  }

  return (
    <>
      <fieldset>
        <legend className="sr-only">{m.addresses_list_legend()}</legend>
        <ul className="grid gap-3">
          {addresses.map((address) => {
            const inputId = `address-${address.id}`;
            return (
              <li
                key={address.id}
                className={`card flex items-start gap-3 p-4 transition-colors ${
                  address.id === defaultId ? "ring-2 ring-brand-600" : ""
                }`}
              >
                <input
                  id={inputId}
                  type="radio"
                  name="default-address"
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                  checked={address.id === defaultId}
                  aria-describedby={`${inputId}-details`}
                  onChange={() => {
                    setChosenId(address.id);
                    setDefault.mutate(address.id, { onSettled: () => setChosenId(null) });
                  }}
                />
                <div className="min-w-0 flex-1">
                  <label
                    htmlFor={inputId}
                    className="flex flex-wrap items-center gap-2 font-semibold text-navy-900"
                  >
                    {/* A long word in a name wraps inside the card instead of widening a phone's page. */}
                    <span className="min-w-0 wrap-anywhere">{address.name}</span>
                    <span className="badge badge-neutral">
                      {address.address_type === "Office"
                        ? m.addresses_form_office()
                        : m.addresses_form_home()}
                    </span>
                    {address.id === defaultId && (
                      <span className="badge badge-success">{m.addresses_list_defaultBadge()}</span>
                    )}
                  </label>
                  <div id={`${inputId}-details`} className="mt-1 text-sm break-words text-muted">
                    {addressLines(address).map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                    <p>{m.addresses_list_phone({ phone: isolateLtr(address.phone_number) })}</p>
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost size-11 shrink-0 px-0 text-danger-700"
                  aria-label={m.addresses_list_delete({ name: address.name })}
                  onClick={() => setToDelete(address)}
                >
                  <TrashIcon className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ConfirmDialog
        open={toDelete !== null}
        title={m.addresses_deleteDialog_title()}
        confirmLabel={
          remove.isPending ? m.addresses_deleteDialog_deleting() : m.addresses_deleteDialog_confirm()
        }
        cancelLabel={m.addresses_deleteDialog_cancel()}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      >
        <p>{m.addresses_deleteDialog_body({ name: toDelete?.name ?? "" })}</p>
      </ConfirmDialog>
    </>
  );
}
