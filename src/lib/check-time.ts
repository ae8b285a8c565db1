// How a check's time reads (issue 14): relative on screen, exact on hover and focus and in accessible names.
// Total: a time a Date cannot hold (NaN, 1e300 — stored data is input, issue 19) gives a placeholder, never
// "NaN-NaN-NaN" or a thrown RangeError.

const pad = (n: number) => String(n).padStart(2, "0")

/** What an invalid time reads as. */
export const UNKNOWN_TIME = "unknown time"

/**
 * The exact local time: formatExactTime(new Date(2026, 10, 22, 9, 5).getTime()) → "2026-11-22 09:05";
 * formatExactTime(1e300) → "unknown time"
 */
export function formatExactTime(at: number): string {
  const d = new Date(at)
  if (Number.isNaN(d.getTime())) return UNKNOWN_TIME
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * The time as ISO 8601 (for `<time dateTime>` and exports), "" when a Date cannot hold it, where toISOString would
 * throw: formatIsoTime(0) → "1970-01-01T00:00:00.000Z"; formatIsoTime(1e300) → ""
 */
export function formatIsoTime(at: number): string {
  const d = new Date(at)
  return Number.isNaN(d.getTime()) ? "" : d.toISOString()
}
