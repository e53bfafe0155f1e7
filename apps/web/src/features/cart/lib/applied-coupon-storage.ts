// The server keeps no applied coupon (apply_coupon only checks a code against the cart), so the code
// lives in this tab's sessionStorage: it survives a reload and the way to /address, and every page
// that shows a discount sends it to the server again rather than trusting a stored figure.

const STORAGE_KEY = "carcare.cart.coupon";

/** The coupon code the customer applied in this tab, or null (also when storage is unavailable). */
export function readAppliedCouponCode(): string | null {
  try {
    const code = window.sessionStorage.getItem(STORAGE_KEY)?.trim();
    return code ? code : null;
  } catch {
    return null;
  }
}

/** Remembers (a code) or forgets (null) the applied coupon for this tab. */
export function storeAppliedCouponCode(code: string | null): void {
  try {
    if (code === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private modes may refuse storage: the coupon then lasts until the page is left.
  }
}
