import { OUTCOMES, wasSent, type OutcomeKind } from "@/lib/health-results"
import type { VerifiedSummary } from "./verified-text"

// `npm run verify` (scripts/verify.mjs) writes src/data/verified.json; the build embeds what a detail page needs.

export type VerifiedEndpoint = { method: string; path: string; outcome: OutcomeKind; ms?: number; status?: number }
export type VerifiedFile = {
  /** YYYY-MM-DD of the run; "" before the first run. */
  date: string
  chromium: string
  entries: Record<string, { endpoints: VerifiedEndpoint[] }>
}

/**
 * An API's verification, counting the endpoints really sent (not the skipped: no key, not a GET, missing input);
 * undefined when the file has no entry for it or none of its endpoints was sent. Fails loudly on a malformed file.
 */
export function verifiedSummary(file: VerifiedFile, apiId: string): VerifiedSummary | undefined {
  const entry = Object.hasOwn(file.entries, apiId) ? file.entries[apiId] : undefined
  if (!entry) return undefined
  for (const endpoint of entry.endpoints) {
    if (!OUTCOMES.includes(endpoint.outcome))
      throw new Error(`verified.json: unknown outcome "${endpoint.outcome}" for ${apiId}`)
  }
  const sent = entry.endpoints.filter((e) => wasSent(e.outcome))
  if (sent.length === 0) return undefined
  if (!/^\d{4}-\d{2}-\d{2}$/.test(file.date)) throw new Error(`verified.json: date "${file.date}" is not YYYY-MM-DD`)
  return { date: file.date, worked: sent.filter((e) => e.outcome === "ok").length, total: sent.length }
}
