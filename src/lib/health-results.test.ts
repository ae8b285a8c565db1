import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest"
import { FakeStorage } from "@/test/fake-storage"
import {
  capPerApi,
  createHealthStore,
  MAX_DETAIL_LENGTH,
  endpointKey,
  endpointKeys,
  endpointKeyAt,
  MAX_RESULTS_PER_API,
  parseHealthResults,
  saveHealthResults,
  summarizeAll,
  summarizeApi,
  type StoredResult,
} from "./health-results"
import { STALE_AFTER_MS } from "./check-time"
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

  // Stored data is input (docs/security.md). A time a Date cannot hold drops the entry; an optional field out of range
  // is left out; the good entry beside them stays.
  it.each<[string, Record<string, unknown>, StoredResult | undefined]>([
    ["a time of 1e300", { outcome: "ok", at: 1e300 }, undefined],
    ["a time past the last Date", { outcome: "ok", at: 8.64e15 + 1 }, undefined],
    ["a time of 0", { outcome: "ok", at: 0 }, undefined],
    ["a negative time", { outcome: "ok", at: -1 }, undefined],
    ["a fractional time", { outcome: "ok", at: NOW + 0.5 }, undefined],
    ["a time as text", { outcome: "ok", at: String(NOW) }, undefined],
    ["the last time a Date holds", { outcome: "ok", at: 8.64e15 }, { outcome: "ok", at: 8.64e15 }],
    ["ms of 1e300", { outcome: "ok", at: NOW, ms: 1e300 }, { outcome: "ok", at: NOW }],
    ["negative ms", { outcome: "ok", at: NOW, ms: -5 }, { outcome: "ok", at: NOW }],
    ["ms over a day", { outcome: "ok", at: NOW, ms: 86_400_001 }, { outcome: "ok", at: NOW }],
    ["fractional ms", { outcome: "ok", at: NOW, ms: 12.5 }, { outcome: "ok", at: NOW, ms: 12.5 }],
    ["status 1e300", { outcome: "ok", at: NOW, status: 1e300 }, { outcome: "ok", at: NOW }],
    ["status 0", { outcome: "http-error", at: NOW, status: 0 }, { outcome: "http-error", at: NOW }],
    ["status 600", { outcome: "http-error", at: NOW, status: 600 }, { outcome: "http-error", at: NOW }],
    ["status 99", { outcome: "http-error", at: NOW, status: 99 }, { outcome: "http-error", at: NOW }],
    ["status 200.5", { outcome: "ok", at: NOW, status: 200.5 }, { outcome: "ok", at: NOW }],
    ["status 599", { outcome: "http-error", at: NOW, status: 599 }, { outcome: "http-error", at: NOW, status: 599 }],
    [
      "an oversized detail",
      { outcome: "ok", at: NOW, detail: "x".repeat(MAX_DETAIL_LENGTH + 1) },
      { outcome: "ok", at: NOW },
    ],
    [
      "a conformance kept",
      { outcome: "ok", at: NOW, conformance: { verdict: "matches", documented: "200" } },
      { outcome: "ok", at: NOW, conformance: { verdict: "matches", documented: "200" } },
    ],
    [
      "a conformance with an unknown verdict: dropped, the result kept",
      { outcome: "ok", at: NOW, status: 200, conformance: { verdict: "fine" } },
      { outcome: "ok", at: NOW, status: 200 },
    ],
    ["a conformance that is text", { outcome: "ok", at: NOW, conformance: "matches" }, { outcome: "ok", at: NOW }],
    [
      "a conformance on an http-error",
      { outcome: "http-error", at: NOW, conformance: { verdict: "undocumented" } },
      { outcome: "http-error", at: NOW, conformance: { verdict: "undocumented" } },
    ],
    [
      "a conformance on a blocked result (nothing came to check)",
      { outcome: "blocked", at: NOW, conformance: { verdict: "matches" } },
      { outcome: "blocked", at: NOW },
    ],
  ])("%s", (_, raw, expected) => {
    const good = ok(10)
    const parsed = parseHealthResults({ version: 1, results: { "a GET /good": good, "a GET /odd": raw } })
    expect(parsed).toEqual(expected ? { "a GET /good": good, "a GET /odd": expected } : { "a GET /good": good })
  })

  it("drops a key with no API id", () => {
    expect(parseHealthResults({ version: 1, results: { " GET /x": ok(1), "a GET /x": ok(2) } })).toEqual({
      "a GET /x": ok(2),
    })
  })

  it("keeps the newest MAX_RESULTS_PER_API results of an API, other APIs untouched", () => {
    const results: Record<string, StoredResult> = { "b GET /": ok(1) }
    // Times rising with i: the newest are the last ones listed.
    for (let i = 0; i < MAX_RESULTS_PER_API + 20; i++) results[`a GET /${i}`] = ok(1, NOW - 1_000_000 + i)
    const parsed = parseHealthResults({ version: 1, results }) ?? {}
    const keysOfA = Object.keys(parsed).filter((key) => key.startsWith("a "))
    expect(keysOfA).toHaveLength(MAX_RESULTS_PER_API)
    expect(keysOfA[0]).toBe("a GET /20")
    expect(keysOfA.at(-1)).toBe(`a GET /${MAX_RESULTS_PER_API + 19}`)
    expect(parsed["b GET /"]).toEqual(ok(1))
  })
})

describe("capPerApi", () => {
  it("returns the same object when no API is over the cap", () => {
    const results = { "a GET /x": ok(1), "b GET /y": ok(2) }
    expect(capPerApi(results)).toBe(results)
  })

  it("keeps the newest, the first listed on a tie, in their listed order", () => {
    const results: Record<string, StoredResult> = {}
    for (let i = 0; i < MAX_RESULTS_PER_API + 2; i++) results[`a GET /${i}`] = ok(1, i === 3 ? NOW - 1 : NOW)
    const kept = Object.keys(capPerApi(results))
    expect(kept).toHaveLength(MAX_RESULTS_PER_API)
    // /3 is the oldest; of the rest (all at NOW), the last listed one goes.
    expect(kept).not.toContain("a GET /3")
    expect(kept).not.toContain(`a GET /${MAX_RESULTS_PER_API + 1}`)
    expect(kept[0]).toBe("a GET /0")
  })
})

describe("130,000 results for one API", () => {
  const many: Record<string, StoredResult> = {}
  for (let i = 0; i < 130_000; i++) many[`github GET /r/${i}`] = ok(5, NOW - 130_000 + i)

  it("summarizeApi takes a list longer than a call's argument limit", () => {
    const list = Object.values(many)
    expect(summarizeApi(list, NOW)).toMatchObject({ state: "works", checked: 130_000, lastAt: NOW - 1 })
  })

  it("reading them keeps the newest MAX_RESULTS_PER_API, and every summary works", () => {
    const parsed = parseHealthResults({ version: 1, results: many }) ?? {}
    expect(Object.keys(parsed)).toHaveLength(MAX_RESULTS_PER_API)
    expect(summarizeAll(parsed, NOW).get("github")).toMatchObject({ checked: MAX_RESULTS_PER_API, lastAt: NOW - 1 })
  })

  it("recording caps the results too (so saving them does)", () => {
    const store = createHealthStore(null, null)
    const all = store.record(many)
    expect(Object.keys(all)).toHaveLength(MAX_RESULTS_PER_API)
    expect(all["github GET /r/129999"]).toEqual(ok(5, NOW - 1))
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

  it.each([
    [
      "no repeats",
      [
        ["GET", "/a"],
        ["POST", "/a"],
        ["GET", "/b"],
      ],
    ],
    [
      "repeats",
      [
        ["GET", "/"],
        ["GET", "/x"],
        ["GET", "/"],
        ["POST", "/"],
        ["GET", "/"],
      ],
    ],
    [
      "same path, other method between",
      [
        ["GET", "/p"],
        ["DELETE", "/p"],
        ["GET", "/p"],
        ["GET", "/p"],
      ],
    ],
    ["one endpoint", [["GET", "/only"]]],
  ] as const)("endpointKeyAt: each index's key as endpointKeys gives it (%s)", (_, pairs) => {
    const endpoints = pairs.map(([method, path]) => ({ method, path }))
    const keys = endpointKeys("a", endpoints)
    expect(endpoints.map((_, index) => endpointKeyAt("a", endpoints, index))).toEqual(keys)
  })

  it("endpointKeyAt: an index past the list has no key", () => {
    expect(endpointKeyAt("a", [{ method: "GET", path: "/" }], 1)).toBe("")
    expect(endpointKeyAt("a", [], 0)).toBe("")
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
