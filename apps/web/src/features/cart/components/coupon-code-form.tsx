import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";

interface CouponCodeFormProps {
  appliedCode: string | null;
  appliedPercent: number | null;
  applying: boolean;
  /** The server's reason the last code did not apply. */
  problem: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The coupon code box: the server decides whether a typed code applies, and says why not. */
export function CouponCodeForm({
  appliedCode,
  appliedPercent,
  applying,
  problem,
  onApply,
  onRemove,
}: CouponCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code);
  }

  return (
    <form onSubmit={submit} noValidate className="border-b border-line pb-5">
      <label htmlFor="coupon-code" className="text-sm font-semibold text-navy-900">
        {t("cart.couponForm.label")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="coupon-code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t("cart.couponForm.placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby="coupon-code-message"
          className="input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button type="submit" disabled={applying} className="btn btn-primary shrink-0 px-4">
          {applying ? t("cart.couponForm.applying") : t("cart.couponForm.apply")}
        </button>
      </div>
      <div id="coupon-code-message" aria-live="polite" className="mt-2 text-sm">
        {problem !== null ? (
          <p className="text-red-700">{problem}</p>
        ) : appliedCode !== null && appliedPercent !== null ? (
          <p className="flex flex-wrap items-center gap-x-3 text-brand-700">
            <span>{t("cart.couponForm.applied", { code: appliedCode, percent: appliedPercent })}</span>
            <button type="button" onClick={onRemove} className="font-semibold text-ink underline">
              {t("cart.couponForm.remove")}
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}
