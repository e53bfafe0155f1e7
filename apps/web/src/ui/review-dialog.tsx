import type { Message } from "@carcare/contracts";
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import { userMessageOf } from "../lib/api-client";
import { toast } from "../lib/toast";
import { Dialog } from "./dialog";
import { ErrorList, FORM_OPTIONS, FormField, useErrorSummary } from "./form-field";
import { RatingInput } from "./rating-input";

/** What a review dialog sends: a rating from 1 to 5 and a comment. */
export interface ReviewValues {
  rating: number;
  comment: string;
}

/** The dialog's words, from the place's own texts (catalog.reviews.dialog, services.ratings.dialog). */
export interface ReviewDialogTexts {
  title: string;
  close: string;
  rating: string;
  comment: string;
  commentPlaceholder: string;
  submit: string;
  sending: string;
}

/** The place's write: a mutation that posts the review and reads the place's reviews again. */
export interface ReviewWrite {
  mutate: (values: ReviewValues, options: { onSuccess: (answer: Message) => void }) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * The review dialog, one for every place a customer reviews (a product, a vendor): a rating from 1
 * to 5 and a comment, checked by the place's contract schema (`resolver`) with its own words. On
 * success it says so (the API's message), closes, and the place's reviews are read again (`write`);
 * a refusal from the API (a second rating of a vendor) is shown in the dialog. Focus starts on the
 * stars and goes back to 'Write here' (`returnFocusId`) when the opener is gone (after a login).
 *
 * Load it lazily: the form, its resolver and the contract's zod schema stay out of the page's first load.
 */
export function ReviewDialog<Form extends FieldValues>({
  texts,
  resolver,
  defaultValues,
  write,
  commentMaxLength,
  returnFocusId,
  onClose,
}: {
  texts: ReviewDialogTexts;
  resolver: Resolver<Form, unknown, ReviewValues>;
  /** An empty rating and comment, and whatever else the schema reads (a vendor's service_id). */
  defaultValues: DefaultValues<Form>;
  write: ReviewWrite;
  commentMaxLength: number;
  returnFocusId: string;
  onClose: () => void;
}) {
  const form = useForm<Form, unknown, ReviewValues>({ ...FORM_OPTIONS, resolver, defaultValues });
  const rating = "rating" as Path<Form>;
  const comment = "comment" as Path<Form>;
  const errors = useErrorSummary(form.formState.errors, [rating, comment]);
  const messages = write.error
    ? [{ id: "review-refused", text: userMessageOf(write.error) }]
    : errors.messages;

  const submit = form.handleSubmit((values) => {
    if (write.isPending) return;
    write.mutate(
      { rating: values.rating, comment: values.comment },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    );
  });

  return (
    <Dialog
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      returnFocus={() => document.getElementById(returnFocusId)}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5">
        <Controller
          control={form.control}
          name={rating}
          render={({ field }) => (
            <RatingInput legend={texts.rating} field={field} a11y={errors.field(rating)} />
          )}
        />
        <FormField label={texts.comment} a11y={errors.field(comment)}>
          {(control) => (
            <textarea
              rows={4}
              maxLength={commentMaxLength}
              placeholder={texts.commentPlaceholder}
              className="input resize-y"
              {...control}
              {...form.register(comment)}
            />
          )}
        </FormField>
        <ErrorList messages={messages} />
        {/* Not disabled while sending: a disabled button would drop focus out of the dialog. */}
        <button
          type="submit"
          className="btn btn-primary w-full"
          aria-disabled={write.isPending || undefined}
          aria-busy={write.isPending}
        >
          {write.isPending ? texts.sending : texts.submit}
        </button>
      </form>
    </Dialog>
  );
}
