// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest"
import {
  API_KEY_PREFIX,
  BOOKMARKS_KEY,
  DARK_MODE_KEY,
  getLocalStorage,
  getSessionStorage,
  listKeys,
  readJson,
  readString,
  THEME_KEY,
  removeItem,
  storageListeners,
  writeJson,
  writeString,
} from "./storage"
import { FakeStorage } from "../test/fake-storage"

const isBoolean = (v: unknown) => (typeof v === "boolean" ? v : undefined)
const isTheme = (v: string) => (v === "dark" || v === "light" ? v : undefined)

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  localStorage.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe("keys", () => {
  it("are declared once with the spec's names", () => {
    expect([BOOKMARKS_KEY, DARK_MODE_KEY, THEME_KEY]).toEqual(["bookmarkedApis", "darkMode", "theme"])
  })

  it("prefix API keys with apiKey: (docs/api-keys.md)", () => {
    expect(API_KEY_PREFIX).toBe("apiKey:")
  })
})

describe("readJson", () => {
  it.each<[label: string, stored: string | undefined, expected: boolean, warns: boolean]>([
    ["absent key: fallback, silently", undefined, false, false],
    ["true", "true", true, false],
    ["false", "false", false, false],
    ["invalid JSON", "yes", false, true],
    ["empty string", "", false, true],
    ["wrong shape", '"true"', false, true],
    ["null", "null", false, true],
    ["object", '{"dark":true}', false, true],
  ])("%s", (_label, stored, expected, warns) => {
    const storage = new FakeStorage(stored === undefined ? {} : { [DARK_MODE_KEY]: stored })
    expect(readJson(DARK_MODE_KEY, isBoolean, false, storage)).toBe(expected)
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0)
  })

  it("falls back with a warning when getItem throws", () => {
    const storage = new FakeStorage({ [DARK_MODE_KEY]: "true" })
    storage.failRead = true
    expect(readJson(DARK_MODE_KEY, isBoolean, false, storage)).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })

  it("falls back with a warning when there is no storage", () => {
    expect(readJson(DARK_MODE_KEY, isBoolean, true, null)).toBe(true)
    expect(warn).toHaveBeenCalledOnce()
  })

  it("uses window.localStorage by default", () => {
    localStorage.setItem(BOOKMARKS_KEY, '["a"]')
    expect(readJson(BOOKMARKS_KEY, (v) => (Array.isArray(v) ? v : undefined), [])).toEqual(["a"])
  })

  it("falls back when the parse function rejects the value", () => {
    const storage = new FakeStorage({ k: "[1,2]" })
    expect(readJson("k", (v) => (Array.isArray(v) ? v.map(String) : undefined), [], storage)).toEqual(["1", "2"])
    expect(readJson("k", () => undefined, ["x"], storage)).toEqual(["x"])
  })
})

describe("writeJson", () => {
  it("stores JSON and reports success", () => {
    const storage = new FakeStorage()
    expect(writeJson(BOOKMARKS_KEY, ["github", "dog"], storage)).toBe(true)
    expect(storage.data.get(BOOKMARKS_KEY)).toBe('["github","dog"]')
    expect(warn).not.toHaveBeenCalled()
  })

  it("overwrites (repairs) a corrupted value", () => {
    const storage = new FakeStorage({ [DARK_MODE_KEY]: "{{garbage" })
    expect(writeJson(DARK_MODE_KEY, true, storage)).toBe(true)
    expect(readJson(DARK_MODE_KEY, isBoolean, false, storage)).toBe(true)
  })

  it.each<[label: string, value: unknown, setup: (s: FakeStorage) => void]>([
    ["setItem throws (quota, disabled)", true, (s) => (s.failWrite = true)],
    [
      "a cyclic value",
      (() => {
        const o: Record<string, unknown> = {}
        o.self = o
        return o
      })(),
      () => {},
    ],
    ["a BigInt", 1n, () => {}],
    ["undefined has no JSON form", undefined, () => {}],
  ])("returns false with a warning and never throws: %s", (_label, value, setup) => {
    const storage = new FakeStorage()
    setup(storage)
    expect(writeJson("k", value, storage)).toBe(false)
    expect(storage.data.has("k")).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })

  it("returns false with a warning when there is no storage", () => {
    expect(writeJson("k", 1, null)).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe("readString / writeString", () => {
  it.each<[label: string, stored: string | undefined, expected: string, warns: boolean]>([
    ["absent key", undefined, "light", false],
    ["dark", "dark", "dark", false],
    ["light", "light", "light", false],
    ["garbage", "blue", "light", true],
    ["JSON-quoted is not the plain word", '"dark"', "light", true],
  ])("%s", (_label, stored, expected, warns) => {
    const storage = new FakeStorage(stored === undefined ? {} : { [THEME_KEY]: stored })
    expect(readString(THEME_KEY, isTheme, "light", storage)).toBe(expected)
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0)
  })

  it("never throws on a failing read or write", () => {
    const storage = new FakeStorage({ [THEME_KEY]: "dark" })
    storage.failRead = true
    storage.failWrite = true
    expect(readString(THEME_KEY, isTheme, "light", storage)).toBe("light")
    expect(writeString(THEME_KEY, "dark", storage)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it("writes the plain string", () => {
    const storage = new FakeStorage()
    expect(writeString(THEME_KEY, "dark", storage)).toBe(true)
    expect(storage.data.get(THEME_KEY)).toBe("dark")
  })

  it("uses window.localStorage by default", () => {
    expect(writeString(THEME_KEY, "dark")).toBe(true)
    expect(localStorage.getItem(THEME_KEY)).toBe("dark")
    expect(readString(THEME_KEY, isTheme, "light")).toBe("dark")
  })
})

describe("getLocalStorage", () => {
  it("returns window.localStorage", () => {
    expect(getLocalStorage()).toBe(window.localStorage)
  })

  it("returns null when touching localStorage throws (sandboxed iframe, disabled storage)", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError")
    })
    expect(getLocalStorage()).toBeNull()
    expect(readJson(DARK_MODE_KEY, isBoolean, false)).toBe(false)
    expect(writeJson(DARK_MODE_KEY, true)).toBe(false)
  })
})

describe("getSessionStorage", () => {
  it("returns window.sessionStorage", () => {
    expect(getSessionStorage()).toBe(window.sessionStorage)
  })

  it("returns null when touching sessionStorage throws", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError")
    })
    expect(getSessionStorage()).toBeNull()
  })
})

describe("removeItem / listKeys", () => {
  it("removes one item and lists the rest in order", () => {
    const storage = new FakeStorage({ a: "1", b: "2", c: "3" })
    expect(removeItem("b", storage)).toBe(true)
    expect(listKeys(storage)).toEqual(["a", "c"])
    expect(removeItem("absent", storage)).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it("treats a missing storage as empty, silently", () => {
    expect(removeItem("a", null)).toBe(true)
    expect(listKeys(null)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it("never throws: a failing removal or listing warns and reports it", () => {
    const storage = new FakeStorage({ a: "1" })
    vi.spyOn(storage, "removeItem").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError")
    })
    vi.spyOn(storage, "key").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError")
    })
    expect(removeItem("a", storage)).toBe(false)
    expect(listKeys(storage)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it("use window.localStorage by default", () => {
    localStorage.setItem("x", "1")
    expect(listKeys()).toEqual(["x"])
    expect(removeItem("x")).toBe(true)
    expect(localStorage.getItem("x")).toBeNull()
  })
})

describe("storageListeners", () => {
  function fakeWindow() {
    const attached = new Set<(event: string) => void>()
    return {
      attached,
      addEventListener: (_: "storage", listener: (event: string) => void) => void attached.add(listener),
      removeEventListener: (_: "storage", listener: (event: string) => void) => void attached.delete(listener),
    }
  }

  it("listens to the storage event only while someone is subscribed", () => {
    const win = fakeWindow()
    const onStorage = vi.fn()
    const { subscribe } = storageListeners(win, onStorage)
    expect(win.attached.size).toBe(0)
    const first = subscribe(() => {})
    const second = subscribe(() => {})
    expect([...win.attached]).toEqual([onStorage])
    first()
    first() // twice: harmless, the other listener keeps it attached
    expect(win.attached.size).toBe(1)
    second()
    expect(win.attached.size).toBe(0)
  })

  it("notify calls every listener still subscribed, once each", () => {
    const calls: string[] = []
    const { subscribe, notify } = storageListeners(null, () => {})
    subscribe(() => calls.push("a"))
    const stopB = subscribe(() => calls.push("b"))
    notify()
    stopB()
    notify()
    expect(calls).toEqual(["a", "b", "a"])
  })
})
