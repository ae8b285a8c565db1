import { formatIsoTime } from "@/lib/check-time"
import { outcomeText } from "./outcome-text"
import { answeredMs, type StatusRow } from "./status-rows"

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

const COLUMNS = ["api", "name", "method", "path", "outcome", "result", "status", "ms", "checkedAt"] as const

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
