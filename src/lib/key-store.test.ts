import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest"
import { FakeStorage } from "@/test/fake-storage"
import { apiKeyName, createKeyStore, NO_KEY, type KeyEventTarget, type KeyStorageEvent } from "./key-store"

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const OWM = apiKeyName("openweathermap")
const CAT = apiKeyName("thecatapi")

function setup(initial: { session?: Record<string, string>; local?: Record<string, string> } = {}) {
  const session = new FakeStorage(initial.session)
  const local = new FakeStorage(initial.local)
  const store = createKeyStore(session, local, null)
  return { session, local, store }
}

describe("apiKeyName", () => {
  it("prefixes the API id", () => {
    expect(apiKeyName("openweathermap")).toBe("apiKey:openweathermap")
  })
})

describe("createKeyStore", () => {
  it("lists the slots that have a key, in memory or in either storage", () => {
    const { store } = setup({
      session: { [OWM]: "a", other: "x" },
      local: { [apiKeyName("opened-1@https://a.dev")]: "b" },
    })
    store.setKey("thecatapi", "c")
    expect(store.slots().sort()).toEqual(["opened-1@https://a.dev", "openweathermap", "thecatapi"])
    store.setKey("openweathermap", "")
    expect(store.slots().sort()).toEqual(["opened-1@https://a.dev", "thecatapi"])
  })

  it("starts empty and not remembered", () => {
    const { store } = setup()
    expect(store.get("openweathermap")).toBe(NO_KEY)
    expect(warn).not.toHaveBeenCalled()
  })

  it("keeps a new key for this tab only: memory and sessionStorage", () => {
    const { session, local, store } = setup()
    store.setKey("openweathermap", "abc")
    expect(store.get("openweathermap")).toEqual({ key: "abc", isRemembered: false })
    expect(session.data.get(OWM)).toBe("abc")
    expect(local.data.has(OWM)).toBe(false)
  })

  it("'Remember on this device' moves the key to localStorage, and unticking moves it back", () => {
    const { session, local, store } = setup()
    store.setKey("openweathermap", "abc")
    store.setRemembered("openweathermap", true)
    expect(store.get("openweathermap")).toEqual({ key: "abc", isRemembered: true })
    expect(local.data.get(OWM)).toBe("abc")
    expect(session.data.has(OWM)).toBe(false)

    store.setKey("openweathermap", "abcd")
    expect(local.data.get(OWM)).toBe("abcd")

    store.setRemembered("openweathermap", false)
    expect(store.get("openweathermap")).toEqual({ key: "abcd", isRemembered: false })
    expect(session.data.get(OWM)).toBe("abcd")
    expect(local.data.has(OWM)).toBe(false)
  })

  it("remembers the choice made before a key is typed, storing nothing yet", () => {
    const { session, local, store } = setup()
    store.setRemembered("thecatapi", true)
    expect(store.get("thecatapi")).toEqual({ key: "", isRemembered: true })
    expect(local.data.size + session.data.size).toBe(0)
    store.setKey("thecatapi", "k")
    expect(local.data.get(CAT)).toBe("k")
  })

  it("an emptied key is removed from both storages", () => {
    const { session, local, store } = setup()
    store.setKey("openweathermap", "abc")
    store.setKey("openweathermap", "")
    expect(store.get("openweathermap")).toBe(NO_KEY)
    expect(session.data.size + local.data.size).toBe(0)
  })

  it("keeps keys per API id", () => {
    const { store } = setup()
    store.setKey("openweathermap", "one")
    store.setKey("thecatapi", "two")
    expect(store.get("openweathermap").key).toBe("one")
    expect(store.get("thecatapi").key).toBe("two")
  })

  it("keeps an endpoint's own credentials apart (PayPal's token endpoint, slot paypal:basic)", () => {
    const { session, store } = setup()
    store.setKey("paypal:basic", "client:secret")
    store.setKey("paypal", "access-token")
    expect(session.data.get("apiKey:paypal:basic")).toBe("client:secret")
    expect(session.data.get("apiKey:paypal")).toBe("access-token")
    expect(store.get("paypal:basic").key).toBe("client:secret")
    store.forgetAll()
    expect([...session.data.keys()]).toEqual([])
    expect(store.get("paypal:basic")).toBe(NO_KEY)
  })

  it.each<
    [
      label: string,
      session: Record<string, string>,
      local: Record<string, string>,
      expected: { key: string; isRemembered: boolean },
    ]
  >([
    ["a tab key survives a reload", { [OWM]: "s" }, {}, { key: "s", isRemembered: false }],
    ["a remembered key is remembered", {}, { [OWM]: "l" }, { key: "l", isRemembered: true }],
    ["a remembered key wins over a tab key", { [OWM]: "s" }, { [OWM]: "l" }, { key: "l", isRemembered: true }],
    ["another API's key is not this one", { [CAT]: "s" }, {}, NO_KEY],
  ])("reads stored keys on first use: %s", (_label, session, local, expected) => {
    const { store } = setup({ session, local })
    expect(store.get("openweathermap")).toEqual(expected)
  })

  it("gives the same snapshot object until the key changes, and notifies subscribers", () => {
    const { store } = setup()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const first = store.get("openweathermap")
    expect(store.get("openweathermap")).toBe(first)
    store.setKey("openweathermap", "a")
    expect(listener).toHaveBeenCalledTimes(1)
    const second = store.get("openweathermap")
    expect(second).not.toBe(first)
    expect(store.get("openweathermap")).toBe(second)
    store.setKey("openweathermap", "a")
    store.setRemembered("openweathermap", false)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.setKey("openweathermap", "b")
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("'Forget all keys' removes every API key from both storages and memory, and nothing else", () => {
    const { session, local, store } = setup({
      session: { [CAT]: "tab", other: "x" },
      local: { [OWM]: "disk", [apiKeyName("stripe")]: "sk", bookmarkedApis: '["github"]', theme: "dark" },
    })
    store.get("openweathermap")
    store.setKey("telegram", "t")
    store.setRemembered("giphy", true)
    const listener = vi.fn()
    store.subscribe(listener)
    store.forgetAll()
    expect([...session.data.keys()]).toEqual(["other"])
    expect([...local.data.keys()]).toEqual(["bookmarkedApis", "theme"])
    for (const id of ["openweathermap", "thecatapi", "stripe", "telegram", "giphy"]) expect(store.get(id)).toBe(NO_KEY)
    expect(listener).toHaveBeenCalledOnce()
  })

  describe("never throws when storage fails", () => {
    it("no storage at all: keys live in memory for this page", () => {
      const store = createKeyStore(null, null, null)
      expect(() => {
        store.setKey("openweathermap", "abc")
        store.setRemembered("openweathermap", true)
      }).not.toThrow()
      expect(store.get("openweathermap")).toEqual({ key: "abc", isRemembered: true })
      expect(() => store.forgetAll()).not.toThrow()
      expect(store.get("openweathermap")).toBe(NO_KEY)
    })

    it("failing writes keep the key in memory with a warning", () => {
      const { session, local, store } = setup()
      session.failWrite = true
      local.failWrite = true
      expect(() => store.setKey("openweathermap", "abc")).not.toThrow()
      expect(store.get("openweathermap").key).toBe("abc")
      expect(warn).toHaveBeenCalled()
    })

    it("unticking 'Remember' deletes the localStorage copy even when sessionStorage refuses the write", () => {
      const { session, local, store } = setup({ local: { [OWM]: "disk" } })
      session.failWrite = true
      store.setRemembered("openweathermap", false)
      expect(local.data.has(OWM)).toBe(false)
      expect(store.get("openweathermap")).toEqual({ key: "disk", isRemembered: false })
    })

    it("failing reads and removals", () => {
      const { session, local, store } = setup({ session: { [OWM]: "s" } })
      session.failRead = true
      local.failRead = true
      vi.spyOn(local, "removeItem").mockImplementation(() => {
        throw new DOMException("denied", "SecurityError")
      })
      vi.spyOn(session, "key").mockImplementation(() => {
        throw new DOMException("denied", "SecurityError")
      })
      expect(store.get("openweathermap")).toBe(NO_KEY)
      expect(() => store.setKey("openweathermap", "k")).not.toThrow()
      expect(() => store.forgetAll()).not.toThrow()
    })
  })

  describe("other tabs (the storage event on localStorage)", () => {
    function withWindow(initialLocal: Record<string, string> = {}) {
      const listeners = new Set<(event: KeyStorageEvent) => void>()
      const win: KeyEventTarget = {
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
      }
      const session = new FakeStorage()
      const local = new FakeStorage(initialLocal)
      const store = createKeyStore(session, local, win)
      const fire = (key: string | null, newValue: string | null, storageArea: Storage | null = local) =>
        listeners.forEach((listener) => listener({ key, newValue, storageArea }))
      return { store, fire, session, local, listeners }
    }

    it("follows a key another tab remembered, and drops it when that tab forgets it", () => {
      const { store, fire } = withWindow({ [OWM]: "old" })
      const listener = vi.fn()
      store.subscribe(listener)
      expect(store.get("openweathermap").key).toBe("old")
      fire(OWM, "new")
      expect(store.get("openweathermap")).toEqual({ key: "new", isRemembered: true })
      fire(OWM, null)
      expect(store.get("openweathermap")).toBe(NO_KEY)
      expect(listener).toHaveBeenCalledTimes(2)
    })

    it("localStorage.clear() in another tab drops remembered keys but not this tab's own", () => {
      const { store, fire } = withWindow({ [OWM]: "disk" })
      store.subscribe(() => {})
      store.get("openweathermap")
      store.setKey("thecatapi", "tab")
      fire(null, null)
      expect(store.get("openweathermap")).toBe(NO_KEY)
      expect(store.get("thecatapi").key).toBe("tab")
    })

    it("ignores other items, other storage areas, and a removal of a key this tab keeps for itself", () => {
      const { store, fire } = withWindow()
      store.subscribe(() => {})
      store.setKey("thecatapi", "tab")
      fire("bookmarkedApis", "[]")
      fire(CAT, "from-session", new FakeStorage())
      fire(CAT, null)
      expect(store.get("thecatapi")).toEqual({ key: "tab", isRemembered: false })
    })

    it("listens only while subscribed", () => {
      const { store, listeners } = withWindow()
      const unsubscribe = store.subscribe(() => {})
      expect(listeners.size).toBe(1)
      unsubscribe()
      expect(listeners.size).toBe(0)
    })
  })
})
