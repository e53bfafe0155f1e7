import type { RatingSummary } from "@carcare/contracts";
import { formatStoreDate } from "../lib/format";
import { CheckCircleIcon } from "./icons";
import { RatingSummaryBlock } from "./rating-summary";
import { StarRating } from "./star-rating";

/** One review as the block lists it, whatever it is about (a product review, a vendor rating). */
export interface ReviewItem {
  id: number;
  /** The author's first name. */
  author: string;
  rating: number;
  comment: string;
  /** When it was written or last changed (ISO 8601). */
  date: string;
  verifiedPurchase?: boolean;
}

/** The block's words, from the place's own texts (catalog.reviews, services.ratings). */
export interface ReviewsTexts {
  heading: string;
  writePrompt: string;
  writeHere: string;
  listHeading: string;
  none: string;
  noneHint: string;
  /** Said above the list when verified purchases lead it. */
  verifiedFirst?: string;
  verifiedPurchase?: string;
}

/**
 * Ratings and reviews (spec section 2, on the product page and "as on the product page" on a
 * vendor's): the average to one decimal with its stars, 'Based on N reviews', the 5-to-1
 * distribution, the list or 'No Reviews Yet', and 'Write here', which the page answers (login first,
 * then the review dialog). A region named by its heading; `id` is the section's anchor.
 */
export function ReviewsBlock({
  id,
  texts,
  summary,
  reviews,
  busy,
  writeButtonId,
  onWrite,
  listTestId,
  pendingCount = 0,
  failed,
}: {
  id: string;
  texts: ReviewsTexts;
  summary: RatingSummary;
  reviews: readonly ReviewItem[];
  /** The list is being read again (after a review was written). */
  busy: boolean;
  /** The 'Write here' button's id: the review dialog gives focus back to it when it closes. */
  writeButtonId: string;
  onWrite: () => void;
  listTestId?: string;
  /** The list is still being read: this many placeholder reviews hold its place. */
  pendingCount?: number;
  /** The list could not be read: what to say, and a way to try again. */
  failed?: { text: string; retryLabel: string; onRetry: () => void };
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-900">
        {texts.heading}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12">
        <div className="card grid content-start gap-5 p-6">
          <RatingSummaryBlock summary={summary} />
          <div className="border-t border-line pt-5">
            <p className="text-sm text-muted">{texts.writePrompt}</p>
            <button id={writeButtonId} type="button" className="btn btn-accent mt-3 w-full" onClick={onWrite}>
              {texts.writeHere}
            </button>
          </div>
        </div>
        <div>
          <h3 className="sr-only">{texts.listHeading}</h3>
          {summary.count === 0 && reviews.length === 0 ? (
            <div className="card grid place-items-center gap-2 p-10 text-center">
              <p className="text-lg font-semibold text-navy-900">{texts.none}</p>
              <p className="text-sm text-muted">{texts.noneHint}</p>
            </div>
          ) : failed ? (
            <div className="card grid place-items-center gap-3 p-10 text-center">
              <p className="text-sm text-muted">{failed.text}</p>
              <button type="button" className="btn btn-secondary" onClick={failed.onRetry}>
                {failed.retryLabel}
              </button>
            </div>
          ) : pendingCount > 0 ? (
            <div className="grid gap-4" aria-hidden="true" data-testid="reviews-loading">
              {Array.from({ length: pendingCount }, (_, index) => (
                <div key={index} className="card grid gap-3 p-5">
                  <div className="skeleton h-5 w-1/3" />
                  <div className="skeleton h-4 w-24" />
                  <div className="skeleton h-4 w-full" />
                  <div className="skeleton h-4 w-2/3" />
                </div>
              ))}
            </div>
          ) : (
            <>
              {texts.verifiedFirst && reviews.some((review) => review.verifiedPurchase) ? (
                <p className="mb-3 text-sm text-muted">{texts.verifiedFirst}</p>
              ) : null}
              <ul className="grid gap-4" aria-busy={busy} data-testid={listTestId}>
                {reviews.map((review) => (
                  <ReviewListItem key={review.id} review={review} verifiedText={texts.verifiedPurchase} />
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** One review: its author, date, stars, a 'Verified purchase' badge when it is one, and its words. */
export function ReviewListItem({ review, verifiedText }: { review: ReviewItem; verifiedText?: string }) {
  return (
    <li className="card p-5">
      <article>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-navy-900">{review.author}</h4>
          <time dateTime={review.date} className="text-xs text-muted">
            {formatStoreDate(new Date(review.date))}
          </time>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} />
          {review.verifiedPurchase && verifiedText ? (
            <span className="badge badge-success">
              <CheckCircleIcon className="size-3.5" />
              {verifiedText}
            </span>
          ) : null}
        </div>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
      </article>
    </li>
  );
}
