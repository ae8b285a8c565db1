import { describe, expect, it } from "vitest"
import { hasExportableResults } from "./export-results"
import type { StatusRow } from "./status-rows"

const row = (results: (boolean | undefined)[]): StatusRow => ({
  id: "x",
  name: "X",
  endpoints: results.map((hasResult, index) => ({
    key: `x GET /${index}`,
    method: "GET",
    path: `/${index}`,
    ...(hasResult ? { result: { outcome: "needs-key" as const, at: 1 } } : {}),
  })),
})

describe("hasExportableResults", () => {
  it.each<[string, StatusRow[], boolean]>([
    ["no rows (a filter shows none)", [], false],
    ["rows never checked", [row([false, false]), row([false])], false],
    ["one endpoint with a result, even a skipped one", [row([false]), row([false, true])], true],
  ])("%s → %s", (_, rows, expected) => {
    expect(hasExportableResults(rows)).toBe(expected)
  })
})
