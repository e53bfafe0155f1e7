// Which product a visitor asks for, for the product-page scenarios (issue 30): real traffic is skewed
// (a few products get most views), modelled by a Zipf distribution, and the uncached cost is measured
// with ids that never repeat. Seeded, so every run asks the same pages in the same order.

/** A seeded pseudo-random sequence in [0, 1) (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generalised harmonic number H(n, s) = 1 + 1/2^s + ... + 1/n^s: rank 1's share is 1 / H(n, s). */
export function harmonic(n: number, s: number): number {
  let sum = 0;
  // From the smallest terms up, so they are not lost against the large sum.
  for (let k = n; k >= 1; k -= 1) sum += k ** -s;
  return sum;
}

/**
 * Ranks 1..n drawn with probability proportional to 1/rank^s: the cumulative weights are computed
 * once, and each draw finds the first one above a uniform number by binary search (17 steps for
 * 100,000 ranks).
 */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`zipfSampler: n must be a positive integer, not ${n}`);
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k += 1) {
    sum += k ** -s;
    cumulative[k - 1] = sum;
  }
  return () => {
    const u = random() * sum;
    // The first index whose cumulative weight is above u: rank index + 1 covers (cumulative[index - 1], cumulative[index]].
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > u) high = middle;
      else low = middle + 1;
    }
    return low + 1;
  };
}

/** The numbers 0..n-1 in a seeded random order (Fisher-Yates). */
export function shuffledIndexes(n: number, random: () => number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i += 1) order[i] = i;
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const kept = order[i]!;
    order[i] = order[j]!;
    order[j] = kept;
  }
  return order;
}
