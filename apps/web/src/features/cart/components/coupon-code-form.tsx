import type { ApplyCouponInput } from "@carcare/contracts";
import { useForm } from "react-hook-form";
import { lazyResolver } from "../../../lib/lazy-resolver";
import { FORM_OPTIONS, FormField } from "../../../ui/form-field";
import { m } from "../../../paraglide/messages.js";

interface CouponCodeFormProps {
  appliedCode: string | null;
  appliedPercent: number | null;
  applying: boolean;
  /** The server's reason the last code did not apply. */
  problem: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

// The contract's schema (and zod) load on the first Apply, not with the cart.
const resolver = lazyResolver<ApplyCouponInput, unknown, { code: string }>(() =>
  import("./coupon-code-resolver").then((m) => m.couponCodeResolver),
);

/**
 * The coupon code box: the contract's schema reads the typed code (an empty box says so at once),
 * then the server decides whether it applies, and says why not.
 */
export function CouponCodeForm({
  appliedCode,
  appliedPercent,
  applying,
  problem,
  onApply,
  onRemove,
}: CouponCodeFormProps) {
  const form = useForm<ApplyCouponInput, unknown, { code: string }>({
    ...FORM_OPTIONS,
    resolver,
    defaultValues: { code: "" },
  });
  const message = problem ?? form.formState.errors.code?.message ?? null;

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(({ code }) => onApply(code))(event)}
      noValidate
      className="border-b border-line pb-5"
    >
      <FormField label={m.cart_couponForm_label()} labelClassName="text-sm font-semibold text-navy-900">
        {(control) => (
          <div className="mt-2 flex gap-2">
            <input
              {...control}
              placeholder={m.cart_couponForm_placeholder()}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={message !== null}
              aria-describedby="coupon-code-message"
              className="input min-w-0 flex-1 uppercase placeholder:normal-case"
              {...form.register("code", {
                onChange: () => {
                  if (form.formState.errors.code) form.clearErrors("code");
                },
              })}
            />
            <button type="submit" disabled={applying} className="btn btn-primary shrink-0 px-4">
              {applying ? m.cart_couponForm_applying() : m.cart_couponForm_apply()}
            </button>
          </div>
        )}
      </FormField>
      <div id="coupon-code-message" aria-live="polite" className="mt-2 text-sm">
        {message !== null ? (
          <p className="text-red-700">{message}</p>
        ) : appliedCode !== null && appliedPercent !== null ? (
          <p className="flex flex-wrap items-center gap-x-3 text-brand-700">
            <span>{m.cart_couponForm_applied({ code: appliedCode, percent: appliedPercent })}</span>
            <button type="button" onClick={onRemove} className="font-semibold text-ink underline">
              {m.cart_couponForm_remove()}
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}
