import {
  type AddServiceRatingInput,
  AddServiceRatingInputSchema,
  SERVICE_RATING_COMMENT_MAX,
} from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { StarIcon } from "../../../ui/first-screen-icons";
import { CloseIcon } from "../../../ui/icons";
import { useAddServiceRating } from "../api/add-service-rating";
import { WRITE_RATING_BUTTON_ID } from "./vendor-ratings";

// Loaded only when the popup first opens: the form, its resolver and the contract's zod schema stay
// out of the vendor page's first load.

const STARS = [1, 2, 3, 4, 5] as const;

/** What the form holds before the contract's schema reads it (z.input, without importing zod here). */
type RatingForm = (typeof AddServiceRatingInputSchema)["_zod"]["input"];

/**
 * The vendor rating popup (spec section 5): a rating from 1 to 5 and a comment, checked with the
 * contract's schema ('please fill all fields'). On success it says so, closes, and the vendor's
 * ratings are read again; a second rating of the same vendor is refused by the store, and its words
 * are shown here. A modal <dialog>: Escape and the backdrop close it, focus goes back to 'Write here'.
 */
export default function RatingDialog({ serviceId, onClose }: { serviceId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const addRating = useAddServiceRating(serviceId);
  const form = useForm<RatingForm, unknown, AddServiceRatingInput>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    resolver: zodResolver(AddServiceRatingInputSchema),
    defaultValues: { service_id: serviceId, rating: "", comment: "" },
  });
  const { errors } = form.formState;
  const selected = Number(form.watch("rating")) || 0;
  const message = addRating.error
    ? userMessageOf(addRating.error)
    : (errors.rating?.message ?? errors.comment?.message ?? errors.root?.message);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
    return () => {
      element.close();
      const target =
        opener?.isConnected && opener !== document.body
          ? opener
          : document.getElementById(WRITE_RATING_BUTTON_ID);
      target?.focus();
    };
  }, []);

  const submit = form.handleSubmit((values) =>
    addRating.mutate(
      { rating: values.rating, comment: values.comment },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    ),
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
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          aria-label={t("services.ratings.dialog.close")}
          className="btn btn-ghost absolute end-3 top-3 size-11 px-0"
          onClick={onClose}
        >
          <CloseIcon className="size-5" />
        </button>
        <h2 id={titleId} className="pe-10 text-2xl font-bold tracking-tight text-navy-900">
          {t("services.ratings.dialog.title")}
        </h2>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5">
          <input type="hidden" {...form.register("service_id")} />
          <fieldset aria-describedby={errors.rating ? errorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink">
              {t("services.ratings.dialog.rating")}
            </legend>
            {/* Native radios: Tab reaches the group, the arrow keys choose a rating. */}
            <div className="flex gap-1">
              {STARS.map((stars) => (
                <label key={stars} className="relative cursor-pointer">
                  <input
                    type="radio"
                    value={String(stars)}
                    className="peer sr-only"
                    {...form.register("rating")}
                  />
                  <span className="sr-only">{t("common.ratings.starsLabel", { count: stars })}</span>
                  <span
                    aria-hidden="true"
                    className="block rounded-lg p-1 text-accent-500 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500"
                  >
                    <StarIcon className="size-9" fill={stars <= selected ? 1 : 0} />
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${titleId}-comment`} className="mb-1.5 block text-sm font-medium text-ink">
              {t("services.ratings.dialog.comment")}
            </label>
            <textarea
              id={`${titleId}-comment`}
              rows={4}
              maxLength={SERVICE_RATING_COMMENT_MAX}
              placeholder={t("services.ratings.dialog.commentPlaceholder")}
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
            disabled={addRating.isPending}
            aria-busy={addRating.isPending}
          >
            {addRating.isPending ? t("services.ratings.dialog.sending") : t("services.ratings.dialog.submit")}
          </button>
        </form>
      </div>
    </dialog>
  );
}
