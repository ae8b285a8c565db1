// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react"
import { useSyncExternalStore } from "react"
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest"
import { FakeStorage } from "../test/fake-storage"
import { createBookmarkStore, parseBookmarks, toggleBookmark } from "./bookmarks"
import { BOOKMARKS_KEY } from "./storage"

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  localStorage.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const stored = (raw?: string) => new FakeStorage(raw === undefined ? {} : { [BOOKMARKS_KEY]: raw })
const storageEvent = (key: string | null, storageArea: Storage | null = null) =>
  new StorageEvent("storage", { key, storageArea })

describe("parseBookmarks", () => {
  it.each<[value: unknown, expected: string[] | undefined]>([
    [[], []],
    [
      ["github", "dog"],
      ["github", "dog"],
    ],
    [
      ["a", "a", "b", "a"],
      ["a", "b"],
    ],
    [
      ["a", 1, null, { id: "b" }, ["c"], "d"],
      ["a", "d"],
    ],
    [["", "a"], ["a"]],
    [null, undefined],
    ["github", undefined],
    [42, undefined],
    [{ 0: "a", length: 1 }, undefined],
    [undefined, undefined],
  ])("%j → %j", (value, expected) => {
    expect(parseBookmarks(value)).toEqual(expected)
  })
})

describe("toggleBookmark", () => {
  it.each<[ids: string[], id: string, expected: string[]]>([
    [[], "a", ["a"]],
    [["a"], "a", []],
    [["a", "b"], "c", ["a", "b", "c"]],
    [["a", "b", "c"], "b", ["a", "c"]],
  ])("%j toggle %s → %j", (ids, id, expected) => {
    const before = [...ids]
    expect(toggleBookmark(ids, id)).toEqual(expected)
    expect(ids).toEqual(before)
  })
})

describe("createBookmarkStore", () => {
  it("starts empty when nothing is stored, without warning", () => {
    const store = createBookmarkStore(stored(), null)
    expect(store.getSnapshot()).toEqual([])
    expect(store.isBookmarked("a")).toBe(false)
    expect(warn).not.toHaveBeenCalled()
  })

  it("reads stored bookmarks", () => {
    const store = createBookmarkStore(stored('["github","dog"]'), null)
    expect(store.getSnapshot()).toEqual(["github", "dog"])
    expect(store.isBookmarked("dog")).toBe(true)
  })

  it("returns the same array until the bookmarks change", () => {
    const store = createBookmarkStore(stored('["a"]'), null)
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    store.toggle("b")
    const second = store.getSnapshot()
    expect(second).not.toBe(first)
    expect(second).toEqual(["a", "b"])
    expect(store.getSnapshot()).toBe(second)
  })

  it("has a constant, empty server snapshot", () => {
    const store = createBookmarkStore(stored('["a"]'), null)
    expect(store.getServerSnapshot()).toEqual([])
    expect(store.getServerSnapshot()).toBe(store.getServerSnapshot())
    expect(createBookmarkStore(stored(), null).getServerSnapshot()).toBe(store.getServerSnapshot())
  })

  it("toggles, persists as a JSON array and notifies", () => {
    const storage = stored()
    const store = createBookmarkStore(storage, null)
    const listener = vi.fn()
    store.subscribe(listener)

    expect(store.toggle("github")).toBe(true)
    expect(storage.data.get(BOOKMARKS_KEY)).toBe('["github"]')
    expect(store.toggle("dog")).toBe(true)
    expect(storage.data.get(BOOKMARKS_KEY)).toBe('["github","dog"]')
    expect(store.toggle("github")).toBe(false)
    expect(storage.data.get(BOOKMARKS_KEY)).toBe('["dog"]')
    expect(listener).toHaveBeenCalledTimes(3)
    expect(store.getSnapshot()).toEqual(["dog"])
  })

  it("survives a reload: a new store over the same storage sees the bookmarks", () => {
    const storage = stored()
    createBookmarkStore(storage, null).toggle("x")
    expect(createBookmarkStore(storage, null).getSnapshot()).toEqual(["x"])
  })

  it("stops notifying after unsubscribe", () => {
    const store = createBookmarkStore(stored(), null)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    unsubscribe()
    store.toggle("a")
    expect(listener).not.toHaveBeenCalled()
  })

  describe("corrupted values read as empty, warn once and are repaired by the next write", () => {
    it.each(["not json", "{{", '{"a":1}', '"github"', "null", "42", "true", ""])("%j", (raw) => {
      const storage = stored(raw)
      const store = createBookmarkStore(storage, null)
      expect(store.getSnapshot()).toEqual([])
      expect(store.getSnapshot()).toBe(store.getSnapshot())
      expect(warn).toHaveBeenCalledOnce()
      expect(store.toggle("github")).toBe(true)
      expect(storage.data.get(BOOKMARKS_KEY)).toBe('["github"]')
    })

    it("a partly damaged list keeps its valid ids and is cleaned on write", () => {
      const storage = stored('["a",1,"a",null,"b"]')
      const store = createBookmarkStore(storage, null)
      expect(store.getSnapshot()).toEqual(["a", "b"])
      store.toggle("c")
      expect(storage.data.get(BOOKMARKS_KEY)).toBe('["a","b","c"]')
    })
  })

  describe("failing storage: bookmarks work in memory for the page", () => {
    it("getItem throws: empty, one warning however often it is read, toggles in memory", () => {
      const storage = stored('["a"]')
      storage.failRead = true
      storage.failWrite = true
      const store = createBookmarkStore(storage, null)
      expect(store.getSnapshot()).toEqual([])
      expect(store.getSnapshot()).toEqual([])
      expect(warn).toHaveBeenCalledOnce()
      expect(store.toggle("b")).toBe(true)
      expect(store.getSnapshot()).toEqual(["b"])
      expect(store.getSnapshot()).toBe(store.getSnapshot())
    })

    it("setItem throws (quota): the toggle still shows, with a warning, storage unchanged", () => {
      const storage = stored('["a"]')
      storage.failWrite = true
      const store = createBookmarkStore(storage, null)
      expect(store.toggle("b")).toBe(true)
      expect(store.getSnapshot()).toEqual(["a", "b"])
      expect(store.isBookmarked("b")).toBe(true)
      expect(storage.data.get(BOOKMARKS_KEY)).toBe('["a"]')
      expect(warn).toHaveBeenCalledOnce()
    })

    it("no storage at all", () => {
      const store = createBookmarkStore(null, null)
      expect(store.getSnapshot()).toEqual([])
      expect(store.toggle("a")).toBe(true)
      expect(store.getSnapshot()).toEqual(["a"])
      expect(store.toggle("a")).toBe(false)
      expect(store.getSnapshot()).toEqual([])
    })
  })

  describe("cross-tab sync through the storage event", () => {
    it("notifies on a change of bookmarkedApis in another tab, and the snapshot follows", () => {
      const storage = stored('["a"]')
      const win = new EventTarget()
      const store = createBookmarkStore(storage, win)
      const listener = vi.fn()
      store.subscribe(listener)
      expect(store.getSnapshot()).toEqual(["a"])

      storage.data.set(BOOKMARKS_KEY, '["a","b"]') // the other tab's write
      win.dispatchEvent(storageEvent(BOOKMARKS_KEY))
      expect(listener).toHaveBeenCalledOnce()
      expect(store.getSnapshot()).toEqual(["a", "b"])
    })

    it.each<[label: string, event: () => StorageEvent, notified: boolean]>([
      ["another key", () => storageEvent("darkMode"), false],
      ["storage.clear() in another tab (key null)", () => storageEvent(null), true],
      ["a sessionStorage change", () => storageEvent(BOOKMARKS_KEY, window.sessionStorage), false],
    ])("%s", (_label, event, notified) => {
      const win = new EventTarget()
      const store = createBookmarkStore(stored(), win)
      const listener = vi.fn()
      store.subscribe(listener)
      win.dispatchEvent(event())
      expect(listener).toHaveBeenCalledTimes(notified ? 1 : 0)
    })

    it("listens to the window only while subscribed", () => {
      const win = new EventTarget()
      const add = vi.spyOn(win, "addEventListener")
      const remove = vi.spyOn(win, "removeEventListener")
      const store = createBookmarkStore(stored(), win)
      const offA = store.subscribe(() => {})
      const offB = store.subscribe(() => {})
      expect(add).toHaveBeenCalledOnce()
      offA()
      expect(remove).not.toHaveBeenCalled()
      offB()
      expect(remove).toHaveBeenCalledOnce()
      expect(remove.mock.calls[0]?.[1]).toBe(add.mock.calls[0]?.[1])
    })

    it("defaults to window.localStorage and window", () => {
      const store = createBookmarkStore()
      const listener = vi.fn()
      store.subscribe(listener)
      localStorage.setItem(BOOKMARKS_KEY, '["z"]')
      window.dispatchEvent(storageEvent(BOOKMARKS_KEY, localStorage))
      expect(listener).toHaveBeenCalledOnce()
      expect(store.getSnapshot()).toEqual(["z"])
    })
  })

  it("drives useSyncExternalStore without render loops", () => {
    const store = createBookmarkStore(stored('["a"]'), null)
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
    })
    expect(result.current).toEqual(["a"])
    act(() => {
      store.toggle("b")
    })
    expect(result.current).toEqual(["a", "b"])
    expect(renders).toBeLessThanOrEqual(4)
  })
})
