// @ts-check
// How the comparing benchmarks (bench:assembly, bench:suggest) state a figure against its target.

/** The median of the values (the mean of the middle two for an even count). @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** Ours over the baseline, rounded up, so that a ratio printed as 1.30 has met a 1.3 target. */
export const ratio = (/** @type {number} */ ours, /** @type {number} */ base) =>
  Math.ceil((ours / base) * 100) / 100;
/** PASS when the value is within its target, else MISS. */
export const verdict = (/** @type {number} */ value, /** @type {number} */ target) =>
  value <= target ? 'PASS' : 'MISS';
/** A time in ms, as the reports print it. */
export const ms = (/** @type {number} */ value, digits = 0) => `${value.toFixed(digits)} ms`;
