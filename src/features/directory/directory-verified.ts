// What `npm run verify -- --directory` found, as /directory shows it (docs/health-checks.md, "The directory"): the
// merge writes a summary per API (`--summary file`, scripts/lib/verify-merge.mjs directorySummary) that the page
// fetches from /directory/verified.json after the index, if the site has one. Input from a file: read field by field.

export const DIRECTORY_VERIFIED_URL = "/directory/verified.json"

/** One API's last directory verification. `at`: the oldest of its sent endpoints' times (ISO 8601). */
export type DirectoryVerification = {
  at: string
  /** Endpoints that answered with a 2xx, of those sent. */
  worked: number
  sent: number
  /** Endpoints whose answer matched / differed from the API's description. */
  matches: number
  differs: number
}

const MAX_COUNT = 100_000

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_COUNT
}

/**
 * The summary's APIs by id; an entry that does not read (a count that is no whole number, more worked or compared
 * than sent, a time that is not one) is left out on its own; a file of another shape gives none.
 */
export function parseDirectoryVerified(value: unknown): Map<string, DirectoryVerification> {
  const out = new Map<string, DirectoryVerification>()
  if (typeof value !== "object" || value === null) return out
  const { format, apis } = value as Record<string, unknown>
  if (format !== 1 || typeof apis !== "object" || apis === null || Array.isArray(apis)) return out
  for (const [id, raw] of Object.entries(apis)) {
    if (typeof raw !== "object" || raw === null) continue
    const { at, worked, sent, matches, differs } = raw as Record<string, unknown>
    if (typeof at !== "string" || at.length > 40 || Number.isNaN(Date.parse(at))) continue
    if (!isCount(worked) || !isCount(sent) || !isCount(matches) || !isCount(differs)) continue
    if (sent === 0 || worked > sent || matches + differs > sent) continue
    out.set(id, { at, worked, sent, matches, differs })
  }
  return out
}

/**
 * The card's line: "Verified from a browser on 2026-11-27: 2 of 3 endpoints worked", then, when answers were compared
 * with the description, "; 1 matches its description, 1 differs from its description".
 */
export function directoryVerifiedText({ at, worked, sent, matches, differs }: DirectoryVerification): string {
  const day = new Date(at).toISOString().slice(0, 10)
  const base = `Verified from a browser on ${day}: ${worked} of ${sent} ${sent === 1 ? "endpoint" : "endpoints"} worked`
  const parts = [
    ...(matches > 0 ? [`${matches} ${matches === 1 ? "matches" : "match"} its description`] : []),
    ...(differs > 0 ? [`${differs} ${differs === 1 ? "differs" : "differ"} from its description`] : []),
  ]
  return parts.length > 0 ? `${base}; ${parts.join(", ")}` : base
}

/** Fetches the summary; none (an empty map) when the site has none, or it cannot be read. Never throws. */
export async function loadDirectoryVerified(
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, DirectoryVerification>> {
  try {
    const response = await fetchImpl(DIRECTORY_VERIFIED_URL)
    return response.ok ? parseDirectoryVerified(await response.json()) : new Map()
  } catch {
    return new Map()
  }
}
