// Kept apart from check-time.ts: only /status shows relative times, so explore never downloads this.

/**
 * How long ago, roughly: under a minute "just now", then "5 min ago", "3 h ago", "2 days ago".
 * A time in the future (another device's clock) reads "just now".
 */
export function formatRelativeTime(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000)
  if (minutes < 1) return "just now"
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? "day" : "days"} ago`
}
