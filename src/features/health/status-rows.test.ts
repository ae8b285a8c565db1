import { describe, expect, it } from "vitest"
import type { StoredResult } from "@/lib/health-results"
import { toCsv, toJson } from "./export-results"
import type { HealthApi } from "./health-api"
import { buildRows, filterRows, median, rankByName, sortRows, type StatusFilter } from "./status-rows"

const NOW = Date.UTC(2026, 10, 22, 12)
const api = (id: string, name: string, paths: string[]): HealthApi => ({
  id,
  name,
  auth: "none",
  baseUrl: `https://${id}.example`,
  endpoints: paths.map((path) => ({ name: path, method: "GET", path })),
})
const APIS = [
  api("b", "Bravo", ["/1", "/2"]),
  api("a", "Alpha", ["/1"]),
  api("c", "Charlie", ["/1"]),
  api("d", "Delta", ["/1"]),
]
const ok = (ms: number, at = NOW): StoredResult => ({ outcome: "ok", at, ms, status: 200, detail: "application/json" })
const RESULTS: Record<string, StoredResult> = {
  "b GET /1": ok(100, NOW - 1000),
  "b GET /2": { outcome: "http-error", at: NOW - 1000, ms: 30, status: 500, detail: "Internal Server Error" },
  "a GET /1": ok(20, NOW - 5000),
  "c GET /1": { outcome: "needs-key", at: NOW },
  "d GET /1": ok(300, NOW),
}
const rows = buildRows(APIS, RESULTS, NOW)
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id)

describe("status rows", () => {
  it("builds one row per API with its endpoints' results", () => {
    expect(rows[0]).toMatchObject({ id: "b", medianMs: 65, health: { state: "partly", working: 1, checked: 2 } })
    expect(rows[2]!.health).toBeUndefined()
    expect(rows[2]!.endpoints[0]!.result?.outcome).toBe("needs-key")
  })

  it.each<[StatusFilter, string[]]>([
    ["all", ["b", "a", "c", "d"]],
    ["working", ["a", "d"]],
    ["failing", ["b"]],
    ["skipped", ["c"]],
    ["not-checked", []],
  ])("filter %s", (filter, expected) => {
    expect(ids(filterRows(rows, filter))).toEqual(expected)
  })

  it.each<[Parameters<typeof sortRows>[1], string[]]>([
    [{ column: "name", direction: "ascending" }, ["a", "b", "c", "d"]],
    [{ column: "name", direction: "descending" }, ["d", "c", "b", "a"]],
    [{ column: "working", direction: "descending" }, ["a", "d", "b", "c"]],
    [{ column: "working", direction: "ascending" }, ["b", "a", "d", "c"]],
    [{ column: "median", direction: "ascending" }, ["a", "b", "d", "c"]],
    [{ column: "median", direction: "descending" }, ["d", "b", "a", "c"]],
    [{ column: "checked", direction: "descending" }, ["d", "b", "a", "c"]],
  ])("sort %o (never-checked last)", (sort, expected) => {
    expect(ids(sortRows(rows, sort))).toEqual(expected)
    expect(ids(sortRows(rows, sort, rankByName(APIS)))).toEqual(expected)
  })
})

describe("median", () => {
  it.each<[number[], number | undefined]>([
    [[], undefined],
    [[3, 1, 2], 2],
    [[4, 1, 2, 3], 2.5],
  ])("%o → %s", (values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it("timeouts have no time", () => {
    const [row] = buildRows(
      [api("t", "T", ["/1", "/2"])],
      {
        "t GET /1": ok(40),
        "t GET /2": { outcome: "timeout", at: NOW, ms: 10_000 },
      },
      NOW,
    )
    expect(row!.medianMs).toBe(40)
  })
})

describe("export", () => {
  it("JSON lists every stored result with its text and time", () => {
    const json = JSON.parse(toJson(rows, NOW))
    expect(json.exportedAt).toBe("2026-11-22T12:00:00.000Z")
    expect(json.results).toHaveLength(5)
    expect(json.results[1]).toEqual({
      api: "b",
      name: "Bravo",
      method: "GET",
      path: "/2",
      outcome: "http-error",
      result: "HTTP 500 Internal Server Error",
      status: 500,
      ms: 30,
      checkedAt: "2026-11-22T11:59:59.000Z",
      conformance: null,
      differences: null,
    })
  })

  it.each<[string, StoredResult["conformance"], string | null, number | null, string]>([
    ["matches", { verdict: "matches", documented: "200" }, "matches", 0, "matches,0"],
    ["differs", { verdict: "differs", documented: "200", count: 4, differences: [] }, "differs", 4, "differs,4"],
    ["undocumented", { verdict: "undocumented" }, "undocumented", null, "undocumented,"],
    ["not checked", { verdict: "not-checked" }, "not-checked", null, "not-checked,"],
    ["never compared", undefined, null, null, ","],
  ])("exports include the conformance verdict and the count: %s", (_, conformance, verdict, count, csvTail) => {
    const checked = buildRows(
      [api("x", "X", ["/q"])],
      { "x GET /q": { ...ok(5), ...(conformance ? { conformance } : {}) } },
      NOW,
    )
    expect(JSON.parse(toJson(checked, NOW)).results[0]).toMatchObject({ conformance: verdict, differences: count })
    expect(toCsv(checked).split("\r\n")[1]).toMatch(new RegExp(`,${csvTail}$`))
  })

  it("CSV quotes commas and quotes and defuses formulas", () => {
    const tricky = buildRows([api("x", 'Say "hi", =1+1', ["/q"])], { "x GET /q": ok(5) }, NOW)
    expect(toCsv(tricky)).toBe(
      "api,name,method,path,outcome,result,status,ms,checkedAt,conformance,differences\r\n" +
        'x,"Say ""hi"", =1+1",GET,/q,ok,Works — 5 in 5 ms,200,5,2026-11-22T12:00:00.000Z,,\r\n'.replace(
          "Works — 5",
          "Works — 200",
        ),
    )
    expect(toCsv(buildRows([api("y", "=cmd", ["/"])], { "y GET /": ok(1) }, NOW))).toContain("\r\ny,'=cmd,")
  })

  // Stored data is input (docs/security.md): the parser drops such times; the export must not throw (toISOString's
  // RangeError) even so.
  it.each([1e300, NaN, -Infinity])("a time a Date cannot hold (%s) exports as an empty checkedAt", (at) => {
    const odd = buildRows([api("z", "Zulu", ["/"])], { "z GET /": ok(1, at) }, NOW)
    expect(JSON.parse(toJson(odd, NOW)).results[0].checkedAt).toBe("")
    expect(toCsv(odd).split("\r\n")[1]).toMatch(/,200,1,,,$/)
  })
})
