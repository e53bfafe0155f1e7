import { AddReviewInputSchema, type AddReviewInput } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { CloseIcon } from "../../../ui/icons";
import { StarIcon } from "../../../ui/first-screen-icons";
import { useAddReview } from "../api/add-review";
import { WRITE_REVIEW_BUTTON_ID } from "./reviews-section";

// Loaded only when the popup first opens: the form, its resolver and the contract's zod schema stay
// out of the product page's first load.

const STARS = [1, 2, 3, 4, 5] as const;

const FOCUSABLE = "button:not([disabled]),input:not([disabled]),textarea:not([disabled])";

/** A radio group is one Tab stop: its checked radio, or its first when none is. */
function isTabStop(radio: HTMLInputElement): boolean {
  const group = [...(radio.form?.querySelectorAll<HTMLInputElement>(`input[name="${radio.name}"]`) ?? [])];
  const checked = group.find((item) => item.checked);
  return checked ? checked === radio : group[0] === radio;
}

/**
 * The review popup (spec sections 4 and 5): a rating from 1 to 5 and a comment, checked with the
 * contract's schema ('Please fill all fields'). On success it says so, closes, and the product's
 * reviews and ratings are read again. A modal <dialog>: the page behind is inert (focus stays
 * inside), Escape and the backdrop close it, and focus goes back to 'Write here'.
 */
export default function ReviewDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const addReview = useAddReview(productId);
  const form = useForm<AddReviewInput, unknown, { rating: number; comment: string }>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    resolver: zodResolver(AddReviewInputSchema),
    defaultValues: { rating: "", comment: "" },
  });
  const { errors } = form.formState;
  const message = addReview.error
    ? userMessageOf(addReview.error)
    : (errors.rating?.message ?? errors.comment?.message);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
    return () => {
      element.close();
      // The opener, unless the popup opened after a login (the login dialog had focus, now gone).
      const target =
        opener?.isConnected && opener !== document.body
          ? opener
          : document.getElementById(WRITE_REVIEW_BUTTON_ID);
      target?.focus();
    };
  }, []);

  // A modal <dialog> makes the page inert, but Tab past its last control would still leave for the
  // browser's own UI: wrap around instead.
  function keepFocusInside(event: React.KeyboardEvent) {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => !(item instanceof HTMLInputElement && item.type === "radio" && !isTabStop(item)),
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const submit = form.handleSubmit((input) =>
    addReview.mutate(input, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
    }),
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 shadow-(--shadow-raised) backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          aria-label={t("catalog.reviews.dialog.close")}
          className="btn btn-ghost absolute end-3 top-3 size-11 px-0"
          onClick={onClose}
        >
          <CloseIcon className="size-5" />
        </button>
        <h2 id={titleId} className="pe-10 text-2xl font-bold tracking-tight text-navy-900">
          {t("catalog.reviews.dialog.title")}
        </h2>
        <form noValidate onSubmit={submit} className="mt-6 grid gap-5">
          <fieldset aria-describedby={errors.rating ? errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink">
              {t("catalog.reviews.dialog.rating")}
            </legend>
            {/* Native radios: Tab reaches the group, the arrow keys choose a rating. */}
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <div className="flex gap-1">
                  {STARS.map((stars) => (
                    <label key={stars} className="relative cursor-pointer">
                      <input
                        ref={stars === 1 ? field.ref : undefined}
                        type="radio"
                        name={field.name}
                        value={String(stars)}
                        checked={String(field.value) === String(stars)}
                        onChange={() => field.onChange(String(stars))}
                        onBlur={field.onBlur}
                        className="peer sr-only"
                      />
                      <span className="sr-only">{t("common.ratings.starsLabel", { count: stars })}</span>
                      <span
                        aria-hidden="true"
                        className="block rounded-lg p-1 text-accent-500 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500"
                      >
                        <StarIcon className="size-9" fill={stars <= (Number(field.value) || 0) ? 1 : 0} />
                      </span>
                    </label>
                  ))}
                </div>
              )}
            />
          </fieldset>
          <div>
            <label htmlFor={`${titleId}-comment`} className="mb-1.5 block text-sm font-medium text-ink">
              {t("catalog.reviews.dialog.comment")}
            </label>
            <textarea
              id={`${titleId}-comment`}
              rows={4}
              maxLength={2000}
              placeholder={t("catalog.reviews.dialog.commentPlaceholder")}
              className="input resize-y"
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? errorId : undefined}
              {...form.register("comment")}
            />
          </div>
          {message ? (
            <p
              id={errorId}
              role="alert"
              className="rounded-(--radius-control) bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
            >
              {message}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={addReview.isPending}
            aria-busy={addReview.isPending}
          >
            {addReview.isPending ? t("catalog.reviews.dialog.sending") : t("catalog.reviews.dialog.submit")}
          </button>
        </form>
      </div>
    </dialog>
  );
}
