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
  TESTER_HISTORY_KEY,
  type HistoryEntry,
} from "./tester-history"
import type { SendResult } from "./send-request"
import { MAX_VALUE_LENGTH } from "./tester-link"

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

/** An in-memory Storage that refuses writes over `quota` characters (counting every stored value), like a browser. */
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
      const others = [...data].filter(([k]) => k !== key).reduce((sum, [, v]) => sum + v.length, 0)
      if (others + value.length > quota) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
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
  it("stores the entries as JSON under one key", () => {
    const storage = memoryStorage()
    expect(saveHistory([entry("a")], storage)).toEqual([entry("a")])
    expect(storage.data.get(TESTER_HISTORY_KEY)).toBe(JSON.stringify([entry("a")]))
    expect([...storage.data.keys()]).toEqual([TESTER_HISTORY_KEY])
  })

  it("drops the oldest entries until the rest fits a full storage", () => {
    const one = JSON.stringify([entry("e00")]).length
    const storage = memoryStorage(one * 3)
    const list = Array.from({ length: 10 }, (_, i) => entry(`e${String(i).padStart(2, "0")}`))
    const kept = saveHistory(list, storage)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(10)
    expect(kept).toEqual(list.slice(0, kept.length))
    expect(JSON.parse(storage.data.get(TESTER_HISTORY_KEY) ?? "")).toEqual(kept)
  })

  it("removes the key when not even one entry fits", () => {
    const storage = memoryStorage(10)
    expect(saveHistory([entry("a")], storage)).toEqual([])
    expect(storage.data.has(TESTER_HISTORY_KEY)).toBe(false)
  })

  it("keeps the entries for the page when storage throws or is missing, with a warning", () => {
    expect(saveHistory([entry("a")], throwingStorage())).toEqual([entry("a")])
    expect(saveHistory([entry("a")], null)).toEqual([entry("a")])
    expect(warn).toHaveBeenCalledTimes(2)
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
