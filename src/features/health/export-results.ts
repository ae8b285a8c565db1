import { formatIsoTime } from "@/lib/check-time"
import type { StoredConformance } from "@/lib/conformance/stored-conformance"
import { outcomeText } from "./outcome-text"
import { answeredMs, type StatusRow } from "./status-rows"

/**
 * The count an export gives: how many differences ("differs": at least 1), 0 for "matches", null when no comparison
 * was made (undocumented, no schema, not checked, or no check).
 */
export function differenceCount(conformance: StoredConformance | undefined): number | null {
  if (conformance?.verdict === "matches") return 0
  if (conformance?.verdict === "differs") return Math.max(1, conformance.count ?? conformance.differences?.length ?? 1)
  return null
}

/** One endpoint's stored result as exported. */
export type ExportedResult = {
  api: string
  name: string
  method: string
  path: string
  outcome: string
  result: string
  status: number | null
  ms: number | null
  checkedAt: string
  /**
   * Whether the answer matched its description (docs/conformance.md): "matches", "differs", "undocumented",
   * "no-schema", "not-checked"; null when no check compared it.
   */
  conformance: string | null
  /** How many differences: 0 when it matches, null when nothing was compared. */
  differences: number | null
}

/** Every endpoint with a stored result, in table order. */
export function exportedResults(rows: readonly StatusRow[]): ExportedResult[] {
  return rows.flatMap((row) =>
    row.endpoints.flatMap(({ method, path, result }) =>
      result
        ? [
            {
              api: row.id,
              name: row.name,
              method,
              path,
              outcome: result.outcome,
              result: outcomeText(result),
              status: result.status ?? null,
              ms: answeredMs(result) ?? null,
              checkedAt: formatIsoTime(result.at),
              conformance: result.conformance?.verdict ?? null,
              differences: differenceCount(result.conformance),
            },
          ]
        : [],
    ),
  )
}

/** The JSON download: `{ exportedAt, results: [...] }`, pretty-printed. */
export function toJson(rows: readonly StatusRow[], now: number): string {
  return JSON.stringify({ exportedAt: formatIsoTime(now), results: exportedResults(rows) }, null, 2) + "\n"
}

const COLUMNS = [
  "api",
  "name",
  "method",
  "path",
  "outcome",
  "result",
  "status",
  "ms",
  "checkedAt",
  "conformance",
  "differences",
] as const

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; a leading =+-@ is defused. */
function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value)
  // A spreadsheet would run "=HYPERLINK(…)" as a formula; a leading apostrophe keeps it text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The CSV download: a header line, then one line per endpoint (CRLF line ends). */
export function toCsv(rows: readonly StatusRow[]): string {
  const lines = [COLUMNS.join(",")]
  for (const item of exportedResults(rows)) lines.push(COLUMNS.map((c) => csvField(item[c])).join(","))
  return lines.join("\r\n") + "\r\n"
}

/** Whether an export would hold anything: some shown row has a stored result (Export JSON / CSV stay off until then). */
export function hasExportableResults(rows: readonly StatusRow[]): boolean {
  return rows.some((row) => row.endpoints.some((endpoint) => endpoint.result !== undefined))
}
