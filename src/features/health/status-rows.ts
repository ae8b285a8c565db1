import { endpointKeys } from "@/lib/health-results"
import { summarizeApi, wasSent, type ApiHealth, type HealthResults, type StoredResult } from "@/lib/health-results"
import type { StatusApi } from "./health-api"

/** One API on /status. */
export type StatusRow = {
  id: string
  name: string
  /** From the sent endpoints; undefined when none was ever sent (Not checked). */
  health?: ApiHealth
  /** Median time of the answered requests (timeouts excluded), undefined when none answered. */
  medianMs?: number
  endpoints: { key: string; method: string; path: string; result?: StoredResult }[]
}

export const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "working", label: "Working" },
  { value: "failing", label: "Failing" },
  { value: "skipped", label: "Skipped" },
  { value: "not-checked", label: "Not checked" },
] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"]

export const SORT_COLUMNS = ["name", "working", "median", "checked"] as const
export type SortColumn = (typeof SORT_COLUMNS)[number]
export type SortState = { column: SortColumn; direction: "ascending" | "descending" }

/** The median of a list of numbers, undefined for none: median([3, 1, 2]) → 2, median([1, 2, 3, 4]) → 2.5 */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** How long an answered request took; undefined when nothing was sent, it timed out, or no time was kept. */
export function answeredMs(result: StoredResult): number | undefined {
  return wasSent(result.outcome) && result.outcome !== "timeout" ? result.ms : undefined
}

/** Every API with its endpoints' stored results, in catalogue order. */
export function buildRows(apis: readonly StatusApi[], results: HealthResults, now: number): StatusRow[] {
  return apis.map((api) => {
    const keys = endpointKeys(api.id, api.endpoints)
    const endpoints = api.endpoints.map((e, index) => {
      const key = keys[index] ?? ""
      const result = Object.hasOwn(results, key) ? results[key] : undefined
      return { key, method: e.method, path: e.path, ...(result ? { result } : {}) }
    })
    const health = summarizeApi(
      endpoints.flatMap((e) => (e.result ? [e.result] : [])),
      now,
    )
    const times = endpoints.flatMap(({ result }) => {
      const ms = result && answeredMs(result)
      return ms === undefined ? [] : [ms]
    })
    const medianMs = median(times)
    return {
      id: api.id,
      name: api.name,
      ...(health ? { health } : {}),
      ...(medianMs === undefined ? {} : { medianMs }),
      endpoints,
    }
  })
}

/**
 * Working: every endpoint sent worked. Failing: at least one sent endpoint failed (partly or failing).
 * Skipped: checked, but nothing could be sent (every endpoint skipped: no key, not a GET, missing input), as its row
 * says ("3 skipped (needs a key)"). Not checked: no check ever reached it.
 */
export function filterRows(rows: readonly StatusRow[], filter: StatusFilter): readonly StatusRow[] {
  switch (filter) {
    case "all":
      return rows
    case "working":
      return rows.filter((r) => r.health?.state === "works")
    case "failing":
      return rows.filter((r) => r.health !== undefined && r.health.state !== "works")
    case "skipped":
      return rows.filter((r) => r.health === undefined && r.endpoints.some((e) => e.result))
    case "not-checked":
      return rows.filter((r) => r.health === undefined && !r.endpoints.some((e) => e.result))
  }
}

// Sort keys; unchecked rows (undefined) always go last, whatever the direction.
const VALUE: Record<Exclude<SortColumn, "name">, (row: StatusRow) => number | undefined> = {
  working: (r) => (r.health ? r.health.working / r.health.checked : undefined),
  median: (r) => r.medianMs,
  checked: (r) => r.health?.lastAt,
}

const COLLATOR = new Intl.Collator("en")

/**
 * Each API id's place in name order. Names do not change with results: computed once per catalogue, it makes
 * sorting by name a numeric sort (10,000 rows stay well under a frame).
 */
export function rankByName(apis: readonly { id: string; name: string }[]): ReadonlyMap<string, number> {
  const order = [...apis].sort((a, b) => COLLATOR.compare(a.name, b.name))
  return new Map(order.map((api, index) => [api.id, index]))
}

/**
 * A sorted copy; ties keep catalogue order. sortRows(rows, { column: "median", direction: "ascending" })
 * `nameRank` (from rankByName) makes the name sort cheap; without it names are compared.
 */
export function sortRows(
  rows: readonly StatusRow[],
  { column, direction }: SortState,
  nameRank?: ReadonlyMap<string, number>,
): StatusRow[] {
  const sign = direction === "ascending" ? 1 : -1
  const indexed = rows.map((row, index) => ({ row, index }))
  if (column === "name") {
    const compare = nameRank
      ? (a: StatusRow, b: StatusRow) => (nameRank.get(a.id) ?? 0) - (nameRank.get(b.id) ?? 0)
      : (a: StatusRow, b: StatusRow) => COLLATOR.compare(a.name, b.name)
    indexed.sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
  } else {
    const value = VALUE[column]
    indexed.sort((a, b) => {
      const x = value(a.row)
      const y = value(b.row)
      if (x === undefined || y === undefined)
        return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || a.index - b.index
      return sign * (x - y) || a.index - b.index
    })
  }
  return indexed.map((item) => item.row)
}
