// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest"
import type { ApiHealth, StoredResult } from "@/lib/health-results"
import { watchHealthSummaries } from "./health-summaries"
import { getHealthStore } from "./use-health-results"

const ok: StoredResult = { outcome: "ok", at: Date.now(), ms: 5, status: 200 }
const failed: StoredResult = { outcome: "http-error", at: Date.now(), status: 500 }

afterEach(() => localStorage.clear())

describe("watchHealthSummaries", () => {
  it.each<[string, Record<string, StoredResult>, Record<string, Partial<ApiHealth>>]>([
    ["nothing checked", {}, {}],
    ["one API that works", { "a GET /x": ok }, { a: { state: "works", working: 1, checked: 1 } }],
    ["one working, one failing", { "b GET /x": ok, "b GET /y": failed }, { b: { state: "partly", working: 1 } }],
  ])("%s: summarises what the store holds when it starts, and again on each change", (_, updates, expected) => {
    const seen: ReadonlyMap<string, ApiHealth>[] = []
    const stop = watchHealthSummaries((summaries) => seen.push(summaries))
    const before = seen.length
    getHealthStore().record(updates)
    expect(before).toBe(1)
    const last = seen.at(-1)!
    for (const [id, health] of Object.entries(expected)) expect(last.get(id)).toMatchObject(health)
    stop()
    getHealthStore().record({ "z GET /x": ok })
    expect(seen.at(-1)).toBe(last)
  })
})
