// The zod-free entry: the main one would bring zod into the vendor page's first load.
import { ratingSummary, starCountsOf } from "@carcare/contracts/ratings";
import { useTranslation } from "react-i18next";
import { ReviewsBlock } from "../../../ui/reviews-block";
import { useServiceRatings } from "../api/get-service-ratings";

/** The 'Write here' button: the rating popup gives focus back to it when it closes. */
export const WRITE_RATING_BUTTON_ID = "write-rating";

/**
 * The vendor's ratings, as on the product page (spec section 2): the store's reviews block with the
 * vendor's words, its ratings block summed from the vendor's ratings, newest first.
 */
export function VendorRatings({
  serviceId,
  onWriteRating,
}: {
  serviceId: number;
  onWriteRating: () => void;
}) {
  const { t } = useTranslation();
  const ratings = useServiceRatings(serviceId);
  const list = ratings.data ?? [];
  return (
    <ReviewsBlock
      id="ratings"
      texts={{
        heading: t("services.ratings.heading"),
        writePrompt: t("services.ratings.writePrompt"),
        writeHere: t("services.ratings.writeHere"),
        listHeading: t("services.ratings.listHeading"),
        none: t("services.ratings.none"),
        noneHint: t("services.ratings.noneHint"),
      }}
      summary={ratingSummary(starCountsOf(list))}
      reviews={list.map((rating) => ({
        id: rating.id,
        author: rating.username,
        rating: rating.rating,
        comment: rating.comment,
        date: rating.date,
      }))}
      busy={ratings.isFetching}
      writeButtonId={WRITE_RATING_BUTTON_ID}
      onWrite={onWriteRating}
      listTestId="vendor-ratings"
    />
  );
}
