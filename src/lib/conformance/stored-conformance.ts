import type { ConformanceResult, Difference } from "./conformance-result"

// What a health check keeps of its conformance check (docs/conformance.md, "In health checks"): stored on the
// endpoint's result in localStorage (src/lib/health-results.ts), carried into src/data/verified.json by `npm run
// verify`. Storage is input (docs/security.md): read back field by field, a damaged field dropped on its own.

export const CONFORMANCE_VERDICTS = ["matches", "differs", "undocumented", "no-schema", "not-checked"] as const
export type ConformanceVerdict = (typeof CONFORMANCE_VERDICTS)[number]

/**
 * `documented`: the documented response compared with ("200", "2XX", "default"); `count`: every difference (only the
 * first MAX_STORED_DIFFERENCES are kept); `reason`: why a check did not finish (not-checked).
 */
export type StoredConformance = {
  verdict: ConformanceVerdict
  documented?: string
  count?: number
  /** Kept as the check gives them (conformance-result.ts), every text capped at MAX_DIFFERENCE_TEXT. */
  differences?: Difference[]
  reason?: string
}

/** The most differences kept per endpoint (the tester lists up to 100; a health check's line needs a few). */
export const MAX_STORED_DIFFERENCES = 10
/** The longest pointer, expected or actual text kept (longer ones are cut with "…" when stored). */
export const MAX_DIFFERENCE_TEXT = 300
/** The longest `reason` kept. */
export const MAX_REASON_TEXT = 200
/** A difference's keyword is a JSON Schema keyword, "content-type" or "json". */
const KEYWORD = /^[A-Za-z-]{1,40}$/
/** A documented response: a status ("200"), a range ("2XX", any case) or "default". */
const DOCUMENTED = /^(?:[1-5]\d\d|[1-5]XX|default)$/i
/** More differences than any body could have: a count beyond it is damaged. */
const MAX_COUNT = 1e9

/** `text` cut to `max` characters, the last one "…" when cut. */
function cap(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/**
 * What a health check stores of a conformance check's result: verdict, the documented response, the count and the
 * first MAX_STORED_DIFFERENCES differences, every string capped.
 * toStoredConformance({ kind: "matches", documented: "200" }) → { verdict: "matches", documented: "200" }
 */
export function toStoredConformance(result: ConformanceResult): StoredConformance {
  switch (result.kind) {
    case "matches":
      return { verdict: "matches", documented: result.documented }
    case "differs":
      return {
        verdict: "differs",
        documented: result.documented,
        count: result.count,
        differences: result.differences.slice(0, MAX_STORED_DIFFERENCES).map((difference) => ({
          at: cap(difference.at, MAX_DIFFERENCE_TEXT),
          keyword: difference.keyword,
          expected: cap(difference.expected, MAX_DIFFERENCE_TEXT),
          actual: cap(difference.actual, MAX_DIFFERENCE_TEXT),
        })),
      }
    case "undocumented":
      return { verdict: "undocumented" }
    case "no-schema":
      return { verdict: "no-schema" }
    case "unchecked":
      return { verdict: "not-checked", reason: cap(result.reason, MAX_REASON_TEXT) }
  }
}

function isText(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length <= max
}

/** A kept difference read back; one kept before they shared the check's shape names `at` "pointer" and `keyword` "kind". */
function parseDifference(value: unknown): Difference | undefined {
  if (typeof value !== "object" || value === null) return undefined
  const { pointer, kind, at = pointer, keyword = kind, expected, actual } = value as Record<string, unknown>
  if (!isText(at, MAX_DIFFERENCE_TEXT) || typeof keyword !== "string" || !KEYWORD.test(keyword)) return undefined
  if (!isText(expected, MAX_DIFFERENCE_TEXT) || !isText(actual, MAX_DIFFERENCE_TEXT)) return undefined
  return { at, keyword, expected, actual }
}

/**
 * A stored conformance read back, or undefined when it is not one (no known verdict). A damaged optional field is
 * left out on its own: a `documented` that is no status, range or "default"; a `count` that is not a whole number
 * from 0 to 1e9 (or, for "differs", below 1); a difference with a field missing, not text or over
 * MAX_DIFFERENCE_TEXT; the differences past the first MAX_STORED_DIFFERENCES; a `reason` over MAX_REASON_TEXT.
 * "differs" keeps a count of at least the differences kept.
 */
export function parseStoredConformance(value: unknown): StoredConformance | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const { verdict, documented, count, differences, reason } = value as Record<string, unknown>
  if (!CONFORMANCE_VERDICTS.includes(verdict as ConformanceVerdict)) return undefined
  const result: StoredConformance = { verdict: verdict as ConformanceVerdict }
  if (typeof documented === "string" && DOCUMENTED.test(documented)) result.documented = documented
  if (verdict === "differs") {
    const kept = Array.isArray(differences)
      ? differences.slice(0, MAX_STORED_DIFFERENCES).flatMap((item) => parseDifference(item) ?? [])
      : []
    if (kept.length > 0) result.differences = kept
    const isCount = Number.isInteger(count) && (count as number) >= 1 && (count as number) <= MAX_COUNT
    if (isCount || kept.length > 0) result.count = Math.max(isCount ? (count as number) : 0, kept.length)
  }
  if (verdict === "not-checked" && isText(reason, MAX_REASON_TEXT)) result.reason = reason
  return result
}
