import {
  AddReviewInputSchema,
  AddServiceRatingInputSchema,
  type Message,
  REVIEW_MESSAGES,
  SERVICE_MESSAGES,
} from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../lib/api-client";
import { ReviewDialog, type ReviewValues, type ReviewWrite } from "./review-dialog";

// The stars are read with the store's words ("4 stars").

const TEXTS = {
  title: "Write a review",
  close: "Close",
  rating: "Your rating",
  comment: "Your review",
  commentPlaceholder: "What did you like?",
  submit: "Submit review",
  sending: "Please wait...",
};

/** A place's write: records what it is sent, then answers `answer` or fails with `refusal`. */
function useFakeWrite(sent: ReviewValues[], refusal?: ApiRequestError): ReviewWrite {
  const [error, setError] = useState<unknown>(null);
  return {
    isPending: false,
    error,
    mutate: (values, { onSuccess }) => {
      sent.push(values);
      if (refusal) setError(refusal);
      else onSuccess({ message: "Review added successfully" } satisfies Message);
    },
  };
}

function ProductPlace({ sent, onClose }: { sent: ReviewValues[]; onClose: () => void }) {
  return (
    <ReviewDialog
      texts={TEXTS}
      resolver={zodResolver(AddReviewInputSchema)}
      defaultValues={{ rating: "", comment: "" }}
      write={useFakeWrite(sent)}
      commentMaxLength={2000}
      returnFocusId="write-review"
      onClose={onClose}
    />
  );
}

function VendorPlace({
  sent,
  refusal,
  onClose,
}: {
  sent: ReviewValues[];
  refusal?: ApiRequestError;
  onClose: () => void;
}) {
  return (
    <ReviewDialog
      texts={{ ...TEXTS, title: "Rate this vendor", submit: "Submit" }}
      resolver={zodResolver(AddServiceRatingInputSchema)}
      defaultValues={{ service_id: 7, rating: "", comment: "" }}
      write={useFakeWrite(sent, refusal)}
      commentMaxLength={2000}
      returnFocusId="write-rating"
      onClose={onClose}
    />
  );
}

describe("ReviewDialog", () => {
  it("when a product review is sent empty, then the product's words once; with stars and a comment, then it is written and the dialog closes", async () => {
    const user = userEvent.setup();
    const sent: ReviewValues[] = [];
    const onClose = vi.fn();
    render(<ProductPlace sent={sent} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Write a review" });
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${REVIEW_MESSAGES.incomplete}$`));
    expect(screen.getByRole("group", { name: "Your rating" })).toHaveAccessibleDescription(
      REVIEW_MESSAGES.incomplete,
    );
    expect(screen.getByLabelText("Your review")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);

    // One Tab stop for the stars; the arrow keys choose.
    screen.getByRole("radio", { name: "1 star" }).focus();
    await user.keyboard(" ");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await user.type(screen.getByLabelText("Your review"), "  Fits well  ");
    await user.click(screen.getByRole("button", { name: "Submit review" }));

    expect(sent).toEqual([{ rating: 4, comment: "Fits well" }]);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog).toBeInTheDocument();
  });

  it("when a vendor rating is sent empty, then the vendor's words; when the store refuses it, then its message shows in the dialog", async () => {
    const user = userEvent.setup();
    const sent: ReviewValues[] = [];
    const refusal = new ApiRequestError({
      kind: "http",
      status: 409,
      body: { message: SERVICE_MESSAGES.alreadyRated },
      userMessage: SERVICE_MESSAGES.alreadyRated,
      request: "POST /add_service_rating",
    });
    const onClose = vi.fn();
    render(<VendorPlace sent={sent} refusal={refusal} onClose={onClose} />);
    screen.getByRole("dialog", { name: "Rate this vendor" });

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${SERVICE_MESSAGES.fillAllFields}$`));

    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.type(screen.getByLabelText("Your review"), "Changed my mind");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(sent).toEqual([{ rating: 5, comment: "Changed my mind" }]);
    expect(screen.getByRole("alert")).toHaveTextContent(SERVICE_MESSAGES.alreadyRated);
    const dialog = screen.getByRole("dialog", { name: "Rate this vendor" });
    // Focus stays in the dialog after the refusal, so Escape still closes it.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });
});
