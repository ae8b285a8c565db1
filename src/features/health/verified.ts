import { formatDay } from "@/lib/check-time"
import { endpointKeys, OUTCOMES, wasSent, type OutcomeKind } from "@/lib/health-results"
import { isFlagged } from "@/lib/verification-flag"
import { parseStoredConformance, type StoredConformance } from "@/lib/conformance/stored-conformance"
import { conformanceText } from "./conformance-text"
import type { EndpointVerification, VerifiedSummary } from "./verified-text"

// `npm run verify` (scripts/verify.mjs) writes src/data/verified.json; the build embeds what a detail page needs.

/**
 * One endpoint's last verification. `at`: when (ISO 8601; files from before sharding have only the file's date);
 * `detail`: as the results store keeps it (status text, blocked reason…); `failures`: how many verifications in a
 * row sent it and failed (scripts/lib/verify-merge.mjs), left out when none; `conformance`: whether the answer matched
 * the API's description (docs/conformance.md), when the verification's check compared it.
 */
export type VerifiedEndpoint = {
  method: string
  path: string
  outcome: OutcomeKind
  ms?: number
  status?: number
  detail?: string
  at?: string
  failures?: number
  conformance?: StoredConformance
}
export type VerifiedFile = {
  /** YYYY-MM-DD of the run; "" before the first run. */
  date: string
  chromium: string
  entries: Record<string, { endpoints: VerifiedEndpoint[] }>
}

/**
 * An API's verification, counting the endpoints really sent (not the skipped: no key, not a GET, missing input);
 * undefined when the file has no entry for it or none of its endpoints was sent. Its `date` is the oldest of those
 * endpoints' `at` (an endpoint without one: the file's date), so an API whose shard was missing from the last merges
 * (`--partial`) shows the age of its results, as its endpoints' lines do, not the file's newer date. Fails loudly on
 * a malformed file. Its `at`: the newest of those times (ms).
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
  if (sent.some((e) => e.at === undefined) && !/^\d{4}-\d{2}-\d{2}$/.test(file.date))
    throw new Error(`verified.json: date "${file.date}" is not YYYY-MM-DD`)
  const times = sent.map((e) => {
    const at = Date.parse(e.at ?? file.date)
    if (Number.isNaN(at)) throw new Error(`verified.json: "${e.at}" is not a time (${apiId} ${e.method} ${e.path})`)
    return at
  })
  return {
    date: formatDay(Math.min(...times), "utc"),
    worked: sent.filter((e) => e.outcome === "ok").length,
    total: sent.length,
    at: Math.max(...times),
  }
}

const BLOCKED: Record<string, string> = { cors: "blocked by CORS", unreachable: "unreachable", redirect: "blocked" }

/**
 * What happened, in a few words: "200 OK" (or "201"), "HTTP 503 Service Unavailable", "blocked by CORS", "unreachable",
 * "timed out", and for an endpoint not sent "not sent (needs a key)", "not sent (POST)", "not sent (needs input)".
 */
export function verifiedOutcomeText({ outcome, status, detail }: VerifiedEndpoint): string {
  switch (outcome) {
    case "ok":
      return status === undefined || status === 200 ? "200 OK" : String(status)
    case "http-error":
      return `HTTP ${status ?? ""} ${detail ?? ""}`.replace(/\s+/g, " ").trim()
    case "blocked":
      return BLOCKED[detail ?? ""] ?? "blocked by the browser"
    case "timeout":
      return "timed out"
    case "needs-key":
      return "not sent (needs a key)"
    case "needs-input":
      return "not sent (needs input)"
    case "not-checked":
      return `not sent (${detail ?? "not a GET"})`
  }
}

/**
 * Each endpoint's last verification for its card, by position (the page's result keys match them up, so a
 * repeated method + path finds its own); null for an endpoint the file has nothing on. Build time only.
 */
export function endpointVerifications(
  file: VerifiedFile,
  api: { id: string; endpoints: readonly { method: string; path: string }[] },
): (EndpointVerification | null)[] {
  const entry = Object.hasOwn(file.entries, api.id) ? file.entries[api.id] : undefined
  const byKey = new Map<string, VerifiedEndpoint>()
  if (entry) {
    const keys = endpointKeys(api.id, entry.endpoints)
    entry.endpoints.forEach((endpoint, index) => byKey.set(keys[index] ?? "", endpoint))
  }
  return endpointKeys(api.id, api.endpoints).map((key) => {
    const endpoint = byKey.get(key)
    if (!endpoint) return null
    if (!OUTCOMES.includes(endpoint.outcome))
      throw new Error(`verified.json: unknown outcome "${endpoint.outcome}" for ${key}`)
    const at = Date.parse(endpoint.at ?? file.date)
    if (Number.isNaN(at)) throw new Error(`verified.json: no time for ${key}`)
    const failures = endpoint.failures ?? 0
    // "200 OK · works, matches" when the verification compared the answer with the description (a field that does
    // not read, as the merge checks it, says nothing).
    const conformance = conformanceText({ ...endpoint, at, conformance: parseStoredConformance(endpoint.conformance) })
    return {
      at,
      on: formatDay(at, "utc"),
      outcome: conformance ? `${verifiedOutcomeText(endpoint)} · ${conformance}` : verifiedOutcomeText(endpoint),
      ...(wasSent(endpoint.outcome) ? { works: endpoint.outcome === "ok" } : {}),
      ...(isFlagged(failures) ? { failures } : {}),
    }
  })
}

/**
 * How many of an API's endpoints are flagged (failed FLAG_AFTER_FAILURES, src/lib/verification-flag.ts, verifications or more in a row): read
 * through endpointVerifications, as the detail page's cards are, so an entry for an endpoint no longer in the
 * catalogue never flags the explore card without a flag on the detail page. Build time only.
 */
export function countFlagged(
  file: VerifiedFile,
  api: { id: string; endpoints: readonly { method: string; path: string }[] },
): number {
  return endpointVerifications(file, api).filter((verification) => verification?.failures !== undefined).length
}
