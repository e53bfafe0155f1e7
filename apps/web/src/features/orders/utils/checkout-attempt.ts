/** How a place_order request ended, as far as the next click is concerned. */
export type AttemptOutcome = "placed" | "refused" | "no-answer";

/**
 * The Idempotency-Key for the next request: the current attempt's when there is one (a retry after no
 * answer, or a second click while the first is on its way), else a fresh one.
 */
export function keyForRequest(current: string | null, createKey: () => string): string {
  return current ?? createKey();
}

/**
 * The key to keep after an answer. With no answer the order may or may not exist, so the retry must
 * send the same key (the server then answers the same order). Once the server has answered, the
 * attempt is over: a placed order is done, and after a refusal (a changed price, no address) the
 * customer's next click is a new attempt on what the page now shows.
 */
export function keyAfterOutcome(current: string | null, outcome: AttemptOutcome): string | null {
  return outcome === "no-answer" ? current : null;
}
