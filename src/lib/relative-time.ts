// Kept apart from check-time.ts: only /status shows relative times, so explore never downloads this.

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
