// Checks for the numbers read back from localStorage (docs/security.md). Stored data is input: another tab, an old
// version, an extension or a visitor's DevTools may have written anything, and one value a Date cannot hold
// (`at: 1e300`) used to crash every page that formatted it. The tester history and the health results both use
// these, so a stored time, duration or status means the same on every page.

/**
 * The latest time a Date can hold (8.64e15 ms after 1970, in the year 275760). A stored time is valid when it is a
 * whole number of ms with 0 < at <= MAX_TIME: every such time formats (toISOString, getFullYear…) without NaN.
 */
export const MAX_TIME = 8.64e15

/** The longest duration kept (one day): requests and checks time out long before. */
export const MAX_DURATION_MS = 24 * 60 * 60 * 1000

/** isStoredTime(1763812800000) → true; 0, -1, 1.5, 1e300, NaN, "1" → false */
export function isStoredTime(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_TIME
}

/** A time taken in ms: finite, 0 <= ms <= MAX_DURATION_MS (fractions allowed). isDuration(12.5) → true; -1 → false */
export function isDuration(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_DURATION_MS
}

/** An HTTP status a response can have: a whole number from 100 to 599. isHttpStatus(404) → true; 0, 600 → false */
export function isHttpStatus(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599
}

/** A list index: a whole number from 0 up to Number.MAX_SAFE_INTEGER. isIndex(3) → true; -1, 1.5, 1e300 → false */
export function isIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0
}

/** The largest number in a list without spreading it into Math.max (too many arguments overflow the stack). */
export function maxOf(values: Iterable<number>): number {
  let max = -Infinity
  for (const value of values) if (value > max) max = value
  return max
}
