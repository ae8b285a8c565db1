import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest"
import { FakeStorage } from "@/test/fake-storage"
import {
  createHealthStore,
  parseHealthResults,
  STALE_AFTER_MS,
  summarizeAll,
  summarizeApi,
  type StoredResult,
} from "./health-results"
import { endpointKey, endpointKeys } from "./endpoint-keys"
import { saveHealthResults } from "./save-health-results"
import { HEALTH_RESULTS_KEY } from "./storage"

const NOW = Date.UTC(2026, 10, 22, 12)
const ok = (ms: number, at = NOW): StoredResult => ({ outcome: "ok", at, ms, status: 200, detail: "application/json" })
const failed = (at = NOW): StoredResult => ({
  outcome: "http-error",
  at,
  ms: 50,
  status: 500,
  detail: "Internal Server Error",
})
const skipped: StoredResult = { outcome: "needs-key", at: NOW }

let warn: MockInstance
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
})

describe("parseHealthResults", () => {
  it.each<[string, unknown, unknown]>([
    ["not an object", "x", undefined],
    ["null", null, undefined],
    ["another version", { version: 2, results: {} }, undefined],
    ["results as a list", { version: 1, results: [] }, undefined],
    ["empty", { version: 1, results: {} }, {}],
    [
      "damaged entries dropped, good ones kept",
      {
        version: 1,
        results: {
          "a GET /x": { outcome: "ok", at: NOW, ms: 12, status: 200, detail: "text/plain", extra: 1 },
          "a GET /bad-outcome": { outcome: "great", at: NOW },
          "a GET /no-time": { outcome: "ok" },
          "a GET /odd-ms": { outcome: "timeout", at: NOW, ms: "slow" },
          nospace: { outcome: "ok", at: NOW },
          "a GET /null": null,
        },
      },
      {
        "a GET /x": { outcome: "ok", at: NOW, ms: 12, status: 200, detail: "text/plain" },
        "a GET /odd-ms": { outcome: "timeout", at: NOW },
      },
    ],
  ])("%s", (_, value, expected) => {
    expect(parseHealthResults(value)).toEqual(expected)
  })
})

describe("summaries", () => {
  it.each<[string, StoredResult[], unknown]>([
    ["never sent: no indicator", [skipped, { outcome: "not-checked", at: NOW }], undefined],
    ["all worked", [ok(100), ok(300), skipped], { state: "works", working: 2, checked: 2 }],
    ["some worked", [ok(100), failed()], { state: "partly", working: 1, checked: 2 }],
    [
      "none worked; timeouts have no time",
      [failed(), { outcome: "timeout", at: NOW, ms: 10_000 }],
      { state: "failing", working: 0, checked: 2 },
    ],
  ])("%s", (_, results, expected) => {
    const health = summarizeApi(results, NOW)
    if (expected === undefined) expect(health).toBeUndefined()
    else expect(health).toMatchObject(expected as object)
  })

  it("stale after 7 days, by the newest check", () => {
    expect(summarizeApi([ok(1, NOW - STALE_AFTER_MS)], NOW)?.isStale).toBe(false)
    expect(summarizeApi([ok(1, NOW - STALE_AFTER_MS - 1)], NOW)?.isStale).toBe(true)
    expect(summarizeApi([ok(1, NOW - STALE_AFTER_MS - 1), ok(1, NOW - 1000)], NOW)).toMatchObject({
      isStale: false,
      lastAt: NOW - 1000,
    })
  })

  it("summarizeAll groups by API id", () => {
    const all = summarizeAll(
      { [endpointKey("a", "GET", "/x")]: ok(10), [endpointKey("a", "GET", "/y")]: failed(), "b GET /": skipped },
      NOW,
    )
    expect([...all.keys()]).toEqual(["a"])
    expect(all.get("a")?.state).toBe("partly")
  })
})

describe("endpointKeys", () => {
  it("numbers repeated method + path pairs", () => {
    expect(
      endpointKeys("omdb", [
        { method: "GET", path: "/" },
        { method: "GET", path: "/x" },
        { method: "GET", path: "/" },
        { method: "POST", path: "/" },
        { method: "GET", path: "/" },
      ]),
    ).toEqual(["omdb GET /", "omdb GET /x", "omdb GET / #2", "omdb POST /", "omdb GET / #3"])
  })
})

describe("createHealthStore", () => {
  const stored = (results: Record<string, StoredResult>) => JSON.stringify({ version: 1, results })

  it("reads once, records, persists under one key, and notifies", () => {
    const storage = new FakeStorage({ [HEALTH_RESULTS_KEY]: stored({ "a GET /x": ok(10) }) })
    const store = createHealthStore(storage, null)
    const listener = vi.fn()
    store.subscribe(listener)
    const first = store.getSnapshot()
    expect(first).toEqual({ "a GET /x": ok(10) })
    expect(store.getSnapshot()).toBe(first)
    expect(saveHealthResults(store.record({ "b GET /y": failed() }), storage)).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(JSON.parse(storage.getItem(HEALTH_RESULTS_KEY)!)).toEqual({
      version: 1,
      results: { "a GET /x": ok(10), "b GET /y": failed() },
    })
    expect([...storage.data.keys()]).toEqual([HEALTH_RESULTS_KEY])
  })

  it.each([
    ["invalid JSON", "{oops"],
    ["a wrong shape", JSON.stringify(["a"])],
  ])("corrupted storage (%s) reads as empty and is repaired by the next record", (_, raw) => {
    const storage = new FakeStorage({ [HEALTH_RESULTS_KEY]: raw })
    const store = createHealthStore(storage, null)
    expect(store.getSnapshot()).toEqual({})
    saveHealthResults(store.record({ "a GET /x": ok(1) }), storage)
    expect(parseHealthResults(JSON.parse(storage.getItem(HEALTH_RESULTS_KEY)!))).toEqual({ "a GET /x": ok(1) })
    expect(warn).toHaveBeenCalled()
  })

  it("full storage: results stay for this page only, nothing throws", () => {
    const storage = new FakeStorage()
    storage.failWrite = true
    const store = createHealthStore(storage, null)
    expect(saveHealthResults(store.record({ "a GET /x": ok(1) }), storage)).toBe(false)
    expect(store.getSnapshot()).toEqual({ "a GET /x": ok(1) })
    expect(storage.data.size).toBe(0)
  })

  it("throwing or missing storage: empty, and recording still works in memory", () => {
    const storage = new FakeStorage()
    storage.failRead = true
    storage.failWrite = true
    for (const store of [createHealthStore(storage, null), createHealthStore(null, null)]) {
      expect(store.getSnapshot()).toEqual({})
      saveHealthResults(store.record({ "a GET /x": ok(1) }), storage)
      expect(store.getSnapshot()).toEqual({ "a GET /x": ok(1) })
    }
  })

  it("follows another tab's changes", () => {
    const storage = new FakeStorage()
    const target = new EventTarget()
    const store = createHealthStore(storage, target as never)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.getSnapshot()).toEqual({})
    storage.setItem(HEALTH_RESULTS_KEY, stored({ "a GET /x": ok(5) }))
    target.dispatchEvent(Object.assign(new Event("storage"), { key: "bookmarkedApis" }))
    expect(listener).not.toHaveBeenCalled()
    target.dispatchEvent(Object.assign(new Event("storage"), { key: HEALTH_RESULTS_KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual({ "a GET /x": ok(5) })
  })
})
