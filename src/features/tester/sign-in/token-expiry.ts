import { KEY_ORIGIN_SEPARATOR } from "@/lib/api-keys"

// When a signed-in token expires, in words, and when to refresh it (docs/oauth.md, "Refresh tokens").

/**
 * The key store's slot of the refresh token that goes with the access token kept in `slot`: the same API and origin,
 * so it is kept exactly as that token is (this tab only unless 'Remember on this device', forgotten with all keys).
 * The mark goes before the origin, so the slot is never read as a key for another origin (otherKeyOrigins).
 * refreshSlotOf("opened-1a@https://api.x.dev") → "opened-1a#refresh@https://api.x.dev"
 */
export function refreshSlotOf(slot: string): string {
  const at = slot.indexOf(KEY_ORIGIN_SEPARATOR)
  return at === -1 ? `${slot}#refresh` : `${slot.slice(0, at)}#refresh${slot.slice(at)}`
}

/** How long before its expiry a token is refreshed: a request sent just before then still carries a live token. */
export const REFRESH_MARGIN_MS = 60_000

/**
 * The token's expiry as the panel shows it, from its expiry time and now (both ms since the epoch).
 * expiryText(now + 59 * 60_000 + 10_000, now) → "expires in 59 min"; past → "expired"
 */
export function expiryText(expiresAt: number, now: number): string {
  const left = expiresAt - now
  if (left <= 0) return "expired"
  if (left < 60_000) return "expires in less than a minute"
  const minutes = Math.floor(left / 60_000)
  if (minutes < 120) return `expires in ${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `expires in ${hours} h` : `expires in ${Math.floor(hours / 24)} days`
}

/**
 * How long to wait before refreshing (ms): REFRESH_MARGIN_MS before expiry, at once when that is past, and for a
 * token that lives less than twice the margin, halfway through its life.
 * refreshDelay(now + 3_600_000, now, 3_600_000) → 3_540_000; refreshDelay(now + 60_000, now, 60_000) → 30_000
 */
export function refreshDelay(expiresAt: number, now: number, lifetimeMs: number): number {
  const margin = lifetimeMs < 2 * REFRESH_MARGIN_MS ? lifetimeMs / 2 : REFRESH_MARGIN_MS
  return Math.max(0, Math.round(expiresAt - margin - now))
}
