// How times read for people, everywhere in the app (one format: "2026-11-22", "2026-11-22 09:05"): a health check's
// time, the day `npm run verify` ran, the day an API was opened, a request in the tester's history. Relative on
// screen where it helps ("3 h ago"), exact on hover and focus and in accessible names. Written out by hand, never
// Intl: a page's first Intl date format loads the locale's data, a 35–50 ms main-thread task on a desktop (four
// times that on the slow phone) that once landed in the render showing an opened API (docs/performance.md), and the
// result would differ by locale. Total: a time a Date cannot hold (NaN, 1e300 — stored data is input,
// docs/security.md) gives a placeholder, never "NaN-NaN-NaN" or a thrown RangeError.

const pad = (n: number) => String(n).padStart(2, "0")

/** A result older than this many days is stale: shown, but marked as such (the visitor's own checks and `npm run verify`'s). */
const STALE_AFTER_DAYS = 7

/** STALE_AFTER_DAYS in ms. */
export const STALE_AFTER_MS = STALE_AFTER_DAYS * 24 * 60 * 60 * 1000

/** What a stale result is, in words, from the same constant: "older than 7 days". */
export const STALE_TEXT = `older than ${STALE_AFTER_DAYS} days`

/** Whether a result from `at` is stale at `now`: isStale(now - STALE_AFTER_MS, now) → false, one ms older → true. */
export function isStale(at: number, now: number): boolean {
  return now - at > STALE_AFTER_MS
}

/** What an invalid time reads as. */
export const UNKNOWN_TIME = "unknown time"

/**
 * The day of a time, for people: formatDay(new Date(2026, 10, 5, 23, 0).getTime()) → "2026-11-05" in the visitor's
 * time zone; with "utc", the day in UTC (build-time texts, the same on every build machine):
 * formatDay(Date.UTC(2026, 10, 5, 23, 0), "utc") → "2026-11-05"; formatDay(1e300) → "unknown time"
 */
export function formatDay(at: number, zone: "local" | "utc" = "local"): string {
  const d = new Date(at)
  if (Number.isNaN(d.getTime())) return UNKNOWN_TIME
  return zone === "utc"
    ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * The exact local time, to the minute: formatExactTime(new Date(2026, 10, 22, 9, 5).getTime()) → "2026-11-22 09:05";
 * formatExactTime(1e300) → "unknown time"
 */
export function formatExactTime(at: number): string {
  const d = new Date(at)
  if (Number.isNaN(d.getTime())) return UNKNOWN_TIME
  return `${formatDay(at)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * The time as ISO 8601 (for `<time dateTime>` and exports), "" when a Date cannot hold it, where toISOString would
 * throw: formatIsoTime(0) → "1970-01-01T00:00:00.000Z"; formatIsoTime(1e300) → ""
 */
export function formatIsoTime(at: number): string {
  const d = new Date(at)
  return Number.isNaN(d.getTime()) ? "" : d.toISOString()
}

/**
 * How long ago, roughly: under a minute "just now", then "5 min ago", "3 h ago", "2 days ago".
 * A time in the future (another device's clock) reads "just now"; a difference that is not a finite number
 * (NaN, or 1e300 against Infinity) reads "unknown", never "NaN days ago".
 */
export function formatRelativeTime(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000)
  if (!Number.isFinite(minutes)) return "unknown"
  if (minutes < 1) return "just now"
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? "day" : "days"} ago`
}
