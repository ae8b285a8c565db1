// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createHistoryStore } from "./history-store"
import {
  addEntry,
  createEntry,
  HISTORY_LIMIT,
  loadHistory,
  newEntryId,
  outcomeOf,
  parseHistory,
  removeEntry,
  saveHistory,
  unsavedNote,
  type HistoryEntry,
} from "./history-entries"
import { TESTER_HISTORY_KEY } from "@/lib/storage"
import type { SendResult } from "../send/send-request"
import { MAX_VALUE_LENGTH } from "../request/link/tester-link"

function entry(id: string, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    apiId: "jsonplaceholder",
    apiName: "JSONPlaceholder",
    endpointIndex: 1,
    endpointName: "Get a post",
    method: "GET",
    url: "https://jsonplaceholder.typicode.com/posts/1",
    values: { id: "1" },
    status: 200,
    error: null,
    durationMs: 42,
    at: 1_700_000_000_000,
    ...overrides,
  }
}

/**
 * An in-memory Storage with a real quota, like a browser's: a write that would make the keys and values of every
 * item together longer than `quota` characters throws QuotaExceededError and changes nothing.
 */
function memoryStorage(quota = Infinity): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get length() {
      return data.size
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem(key, value) {
      const others = [...data].filter(([k]) => k !== key).reduce((sum, [k, v]) => sum + k.length + v.length, 0)
      if (others + key.length + value.length > quota)
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      data.set(key, String(value))
    },
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  }
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  }
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail }
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
})

describe("parseHistory and loadHistory", () => {
  it.each<[string, string | null, HistoryEntry[]]>([
    ["absent", null, []],
    ["not JSON", "{oops", []],
    ["an empty string", "", []],
    ["not a list", '{"a":1}', []],
    ["a list of junk", '[1, "x", null, {}]', []],
    ["valid entries", JSON.stringify([entry("a"), entry("b")]), [entry("a"), entry("b")]],
    ["one bad entry among good ones", JSON.stringify([entry("a"), { ...entry("b"), status: "200" }]), [entry("a")]],
    ["a value that is not a string", JSON.stringify([{ ...entry("a"), values: { id: 1 } }]), []],
    ["a negative time", JSON.stringify([entry("a", { durationMs: -1 })]), []],
    // `at: 1e300` once crashed every tester page ("Invalid time value").
    ["a time of 1e300 beside a valid entry", JSON.stringify([entry("a"), entry("b", { at: 1e300 })]), [entry("a")]],
    ["a time past the last Date", JSON.stringify([entry("a", { at: 8.64e15 + 1 })]), []],
    ["the last time a Date holds", JSON.stringify([entry("a", { at: 8.64e15 })]), [entry("a", { at: 8.64e15 })]],
    ["a time of 0", JSON.stringify([entry("a", { at: 0 })]), []],
    ["a fractional time", JSON.stringify([entry("a", { at: 1.5 })]), []],
    ["a duration of 1e300", JSON.stringify([entry("a", { durationMs: 1e300 })]), []],
    ["a duration over a day", JSON.stringify([entry("a", { durationMs: 86_400_001 })]), []],
    ["a fractional duration", JSON.stringify([entry("a", { durationMs: 1.5 })]), [entry("a", { durationMs: 1.5 })]],
    ["status 0", JSON.stringify([entry("a", { status: 0 })]), []],
    ["status 600", JSON.stringify([entry("a", { status: 600 })]), []],
    ["status 1e300", JSON.stringify([entry("a", { status: 1e300 })]), []],
    ["status 99.5", JSON.stringify([entry("a", { status: 99.5 })]), []],
    ["status 599", JSON.stringify([entry("a", { status: 599 })]), [entry("a", { status: 599 })]],
    ["an endpoint index of 1e300", JSON.stringify([entry("a", { endpointIndex: 1e300 })]), []],
    ["a repeated id", JSON.stringify([entry("a"), entry("a", { status: 404 })]), [entry("a")]],
    [
      "an error instead of a status",
      JSON.stringify([entry("a", { status: null, error: "x" })]),
      [entry("a", { status: null, error: "x" })],
    ],
  ])("%s", (_, raw, expected) => {
    const storage = memoryStorage()
    if (raw !== null) storage.setItem(TESTER_HISTORY_KEY, raw)
    expect(loadHistory(storage)).toEqual(expected)
  })

  it("keeps at most the limit", () => {
    const many = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => entry(`e${i}`))
    expect(parseHistory(many)).toHaveLength(HISTORY_LIMIT)
  })

  it("gives [] when storage throws or is missing", () => {
    expect(loadHistory(throwingStorage())).toEqual([])
    expect(loadHistory(null)).toEqual([])
  })

  it("turns a stored __proto__ value into a plain value", () => {
    const raw = `[${JSON.stringify(entry("a")).replace('"values":{"id":"1"}', '"values":{"__proto__":"x"}')}]`
    const [loaded] = parseHistory(JSON.parse(raw)) ?? []
    expect(Object.hasOwn(loaded?.values ?? {}, "__proto__")).toBe(true)
    expect(Object.getPrototypeOf(loaded?.values)).toBe(Object.prototype)
  })
})

describe("addEntry and removeEntry", () => {
  it("puts the newest first and caps at 50", () => {
    let list: HistoryEntry[] = []
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) list = addEntry(list, entry(`e${i}`))
    expect(list).toHaveLength(HISTORY_LIMIT)
    expect(list[0]?.id).toBe(`e${HISTORY_LIMIT + 2}`)
    expect(list.at(-1)?.id).toBe("e3")
  })

  it("removes one by id and leaves the order", () => {
    const list = [entry("c"), entry("b"), entry("a")]
    expect(removeEntry(list, "b").map((e) => e.id)).toEqual(["c", "a"])
    expect(removeEntry(list, "zz")).toEqual(list)
  })
})

describe("saveHistory", () => {
  const list = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => entry(`e${String(from + i).padStart(2, "0")}`))
  const size = (entries: HistoryEntry[]) => TESTER_HISTORY_KEY.length + JSON.stringify(entries).length

  it("stores the entries as JSON under one key", () => {
    const storage = memoryStorage()
    expect(saveHistory([entry("a")], [], storage)).toEqual({ entries: [entry("a")], stored: [entry("a")], unsaved: 0 })
    expect(storage.data.get(TESTER_HISTORY_KEY)).toBe(JSON.stringify([entry("a")]))
    expect([...storage.data.keys()]).toEqual([TESTER_HISTORY_KEY])
  })

  it("drops the oldest entries until the rest fits a full storage, never below what was stored", () => {
    const storage = memoryStorage(size(list(3)))
    const stored = list(2, 10)
    const kept = saveHistory(list(10), stored, storage)
    expect(kept.entries).toEqual(list(3))
    expect(kept).toEqual({ entries: list(3), stored: list(3), unsaved: 0 })
    expect(JSON.parse(storage.data.get(TESTER_HISTORY_KEY) ?? "")).toEqual(list(3))
  })

  // A full storage once removed the whole history (docs/security.md).
  it.each<[string, number, number]>([
    ["nothing stored yet, not even the new entry fits", 0, 1],
    ["one stored entry", 1, 1],
    ["three stored entries", 3, 1],
  ])("storage full with %s: what was stored stays, the new entry is shown unsaved", (_, storedCount) => {
    const stored = list(storedCount, 1)
    const storage = memoryStorage(size([...stored, entry("e99")]) + 10)
    // Something else (here a filler item) takes the room the history would need to grow.
    storage.setItem("filler", "x".repeat(size([entry("e99")]) - 10))
    if (storedCount > 0) storage.setItem(TESTER_HISTORY_KEY, JSON.stringify(stored))
    const before = storage.data.get(TESTER_HISTORY_KEY)
    // The new entry is longer than any stored one, so it cannot take an old one's place either.
    const big = entry("e00", { url: `https://jsonplaceholder.typicode.com/posts/${"9".repeat(50)}` })
    const saved = saveHistory([big, ...stored], stored, storage)
    expect(storage.data.get(TESTER_HISTORY_KEY)).toBe(before)
    expect(saved).toEqual({ entries: [big, ...stored], stored, unsaved: 1 })
    expect(warn).toHaveBeenCalledWith("API Explorer: storage is full; the newest requests are kept for this page only")
  })

  it("storage full: a new entry no longer than the oldest takes its place, the count stays", () => {
    const stored = list(2, 1)
    const storage = memoryStorage(size(stored) + 6)
    storage.setItem(TESTER_HISTORY_KEY, JSON.stringify(stored))
    storage.setItem("f", "12345")
    const saved = saveHistory(list(3), stored, storage)
    expect(saved).toEqual({ entries: list(2), stored: list(2), unsaved: 0 })
    expect(JSON.parse(storage.data.get(TESTER_HISTORY_KEY) ?? "")).toEqual(list(2))
  })

  it("removes the key when the history is emptied", () => {
    const storage = memoryStorage()
    storage.setItem(TESTER_HISTORY_KEY, JSON.stringify([entry("a")]))
    expect(saveHistory([], [entry("a")], storage)).toEqual({ entries: [], stored: [], unsaved: 0 })
    expect(storage.data.has(TESTER_HISTORY_KEY)).toBe(false)
  })

  it("keeps the entries for the page when storage throws or is missing, with a warning and no full-storage note", () => {
    for (const storage of [throwingStorage(), null]) {
      expect(saveHistory([entry("a")], [], storage)).toEqual({ entries: [entry("a")], stored: [], unsaved: 0 })
    }
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe("unsavedNote", () => {
  it.each([
    [0, ""],
    [1, "Storage is full: the newest request is shown here but could not be saved."],
    [3, "Storage is full: the newest 3 requests are shown here but could not be saved."],
  ])("%i → %s", (count, expected) => {
    expect(unsavedNote(count)).toBe(expected)
  })
})

describe("createEntry", () => {
  const sent = {
    apiId: "openweathermap",
    apiName: "OpenWeatherMap",
    endpointIndex: 0,
    endpointName: "Current weather",
    method: "GET",
    url: "https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=s3cr%2Fet",
    values: { q: "Paris", empty: "", note: "my key is s3cr/et" },
    status: null,
    error: "Failed for https://x/?appid=s3cr/et",
    durationMs: 12.6,
  }

  it("masks the key everywhere, drops empty values and rounds the time", () => {
    const made = createEntry(sent, "s3cr/et", 5, "id1")
    expect(made).toEqual({
      ...sent,
      id: "id1",
      at: 5,
      url: "https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=•••",
      values: { q: "Paris", note: "my key is •••" },
      error: "Failed for https://x/?appid=•••",
      durationMs: 13,
    })
    expect(JSON.stringify(made)).not.toContain("s3cr")
  })

  it("cuts oversized values", () => {
    const made = createEntry({ ...sent, values: { q: "x".repeat(MAX_VALUE_LENGTH * 2) } }, "", 5, "id1")
    expect(made.values.q).toHaveLength(MAX_VALUE_LENGTH)
  })

  it("keeps a value named __proto__ as an own value, masked, without touching the prototype", () => {
    const values = JSON.parse('{"__proto__": "key s3cr/et", "q": "x", "empty": ""}') as Record<string, string>
    const made = createEntry({ ...sent, values }, "s3cr/et", 5, "id1")
    expect(Object.getOwnPropertyDescriptor(made.values, "__proto__")?.value).toBe("key •••")
    expect(Object.getPrototypeOf(made.values)).toBe(Object.prototype)
    expect(Object.keys(made.values)).toEqual(["__proto__", "q"])
  })
})

describe("createHistoryStore", () => {
  it("adds, removes and clears through storage, notifying listeners", () => {
    const storage = memoryStorage()
    const store = createHistoryStore(() => storage, null)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.add(entry("a"))
    store.add(entry("b"))
    expect(store.get().map((e) => e.id)).toEqual(["b", "a"])
    expect(loadHistory(storage).map((e) => e.id)).toEqual(["b", "a"])
    store.remove("b")
    expect(store.get().map((e) => e.id)).toEqual(["a"])
    store.clear()
    expect(store.get()).toEqual([])
    expect(storage.data.has(TESTER_HISTORY_KEY)).toBe(false)
    expect(listener).toHaveBeenCalledTimes(4)
    unsubscribe()
  })

  it("returns the same array until something changes", () => {
    const store = createHistoryStore(() => memoryStorage(), null)
    expect(store.get()).toBe(store.get())
  })

  it("works in memory when storage throws", () => {
    const store = createHistoryStore(throwingStorage, null)
    expect(store.get()).toEqual([])
    store.add(entry("a"))
    expect(store.get().map((e) => e.id)).toEqual(["a"])
  })

  it("a full storage keeps the stored history; the new entries show, counted as unsaved, until one fits", () => {
    const storage = memoryStorage(TESTER_HISTORY_KEY.length + JSON.stringify([entry("a")]).length)
    storage.setItem(TESTER_HISTORY_KEY, JSON.stringify([entry("a")]))
    const store = createHistoryStore(() => storage, null)
    expect(store.getUnsaved()).toBe(0)
    const long = (id: string) => entry(id, { url: `https://jsonplaceholder.typicode.com/posts/${"1".repeat(40)}` })
    store.add(long("b"))
    store.add(long("c"))
    expect(store.get().map((e) => e.id)).toEqual(["c", "b", "a"])
    expect(store.getUnsaved()).toBe(2)
    expect(loadHistory(storage)).toEqual([entry("a")])
    // Deleting the new entries gives back exactly what storage holds.
    store.remove("c")
    store.remove("b")
    expect(store.get()).toEqual([entry("a")])
    expect(store.getUnsaved()).toBe(0)
    // An entry as short as the stored one takes its place: the newest requests are kept.
    store.add(entry("d"))
    expect(store.get()).toEqual([entry("d")])
    expect(loadHistory(storage)).toEqual([entry("d")])
    expect(store.getUnsaved()).toBe(0)
  })

  it("re-reads storage when another tab changes it", () => {
    const storage = memoryStorage()
    const target = new EventTarget() as unknown as Window
    const store = createHistoryStore(() => storage, target)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.get()).toEqual([])
    storage.setItem(TESTER_HISTORY_KEY, JSON.stringify([entry("x")]))
    target.dispatchEvent(new StorageEvent("storage", { key: "other" }))
    expect(listener).not.toHaveBeenCalled()
    target.dispatchEvent(new StorageEvent("storage", { key: TESTER_HISTORY_KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get().map((e) => e.id)).toEqual(["x"])
  })
})

describe("outcomeOf", () => {
  const response = { status: 404, statusText: "Not Found" } as never
  it.each<[string, SendResult, { status: number | null; error: string | null }]>([
    [
      "a 2xx answer",
      { ok: true, response: { ...(response as object), status: 200 } as never },
      { status: 200, error: null },
    ],
    [
      "a non-2xx answer",
      { ok: false, error: { kind: "http", message: "HTTP 404: Not Found", response } },
      { status: 404, error: "HTTP 404: Not Found" },
    ],
    [
      "a network error",
      { ok: false, error: { kind: "network", message: "Failed to fetch", explanation: "" } },
      { status: null, error: "Failed to fetch" },
    ],
    [
      "a cancel",
      { ok: false, error: { kind: "aborted", message: "Request cancelled" } },
      { status: null, error: "Request cancelled" },
    ],
  ])("%s", (_, result, expected) => {
    expect(outcomeOf(result)).toEqual(expected)
  })
})

describe("newEntryId", () => {
  it("is the time and random letters", () => {
    expect(newEntryId(36, () => 0.5)).toBe("10-i00000")
    expect(newEntryId(1, () => 0)).toBe("1-0")
  })
})
