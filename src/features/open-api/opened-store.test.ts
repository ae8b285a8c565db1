// @vitest-environment node
import "fake-indexeddb/auto"
import { IDBFactory } from "fake-indexeddb"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ApiWithExamples } from "@/lib/example-urls"
import { ENDPOINTS_PER_PART } from "./api-parts"
import {
  listOpened,
  loadOpened,
  onePerDocument,
  removeOpened,
  resetStoresForTests,
  saveOpened,
  summaryOf,
  STORAGE_FULL_MESSAGE,
  STORAGE_REFUSED_MESSAGE,
  STORAGE_UNREADABLE_MESSAGE,
  RECORD_FORMAT,
  STORE_FORMAT,
} from "./opened-store"

function api(id: string, name: string, openedAt: string, endpoints = 1): ApiWithExamples {
  return {
    id,
    name,
    description: name,
    baseUrl: "https://x.dev",
    category: "Your API",
    auth: "none",
    website: "",
    endpoints: Array.from({ length: endpoints }, (_, i) => ({
      name: `e${i}`,
      method: "GET" as const,
      path: `/e${i}`,
      description: "d",
      exampleUrl: `https://x.dev/e${i}`,
    })),
    source: { kind: "opened", source: "paste", openedAt, notes: [], groups: [], version: "1", specVersion: "3.0" },
  }
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetStoresForTests()
})
afterEach(() => vi.restoreAllMocks())

describe("opened-store", () => {
  it("keeps an API, lists it newest first, and loads it back after the visit's memory is gone", async () => {
    expect(await saveOpened(api("opened-a", "Alpha", "2026-11-01T00:00:00Z", 3))).toEqual({ ok: true })
    expect(await saveOpened(api("opened-b", "Beta", "2026-11-02T00:00:00Z"))).toEqual({ ok: true })
    const listed = await listOpened()
    expect(listed).toEqual({
      ok: true,
      apis: [
        expect.objectContaining({ id: "opened-b", name: "Beta", endpointCount: 1, format: STORE_FORMAT }),
        expect.objectContaining({ id: "opened-a", name: "Alpha", endpointCount: 3, source: "paste" }),
      ],
    })
    // A new visit: nothing in memory, the stored copy is read.
    const db = globalThis.indexedDB
    resetStoresForTests()
    globalThis.indexedDB = db
    expect((await loadOpened("opened-a"))?.endpoints).toHaveLength(3)
    expect(await loadOpened("opened-missing")).toBeUndefined()
  })

  it("one document opened twice (an address, then a file) is one entry: the newer copy replaces the older", async () => {
    const sameText = (id: string, openedAt: string): ApiWithExamples => {
      const base = api(id, "Pets", openedAt)
      return base.source.kind === "opened" ? { ...base, source: { ...base.source, documentId: "opened-doc1" } } : base
    }
    await saveOpened(sameText("opened-url", "2026-11-01T00:00:00Z"))
    await saveOpened(api("opened-other", "Other", "2026-11-01T12:00:00Z"))
    await saveOpened(sameText("opened-file", "2026-11-02T00:00:00Z"))
    const db = globalThis.indexedDB
    resetStoresForTests()
    globalThis.indexedDB = db
    const listed = await listOpened()
    expect(listed.ok && listed.apis.map((a) => a.id)).toEqual(["opened-file", "opened-other"])
    expect(await loadOpened("opened-url")).toBeUndefined()
  })

  it.each<[string, { id: string; documentId?: string }[], string[]]>([
    [
      "keeps the first of each document",
      [
        { id: "a", documentId: "d" },
        { id: "b", documentId: "d" },
      ],
      ["a"],
    ],
    ["keeps every summary without one", [{ id: "a" }, { id: "b" }], ["a", "b"]],
    [
      "mixed",
      [{ id: "a", documentId: "d" }, { id: "b" }, { id: "c", documentId: "e" }, { id: "d", documentId: "d" }],
      ["a", "b", "c"],
    ],
  ])("onePerDocument: %s", (_, list, ids) => {
    const summaries = list.map((s) => ({
      ...s,
      name: s.id,
      version: "",
      source: "paste" as const,
      openedAt: "",
      endpointCount: 1,
      format: STORE_FORMAT,
    }))
    expect(onePerDocument(summaries).map((s) => s.id)).toEqual(ids)
  })

  it("Remove forgets both the list entry and the API", async () => {
    await saveOpened(api("opened-a", "Alpha", "2026-11-01T00:00:00Z"))
    expect(await removeOpened("opened-a")).toEqual({ ok: true })
    expect(await listOpened()).toEqual({ ok: true, apis: [] })
    expect(await loadOpened("opened-a")).toBeUndefined()
  })

  it.each([
    ["a full storage", new DOMException("full", "QuotaExceededError"), STORAGE_FULL_MESSAGE],
    ["a refused storage", new DOMException("no", "InvalidStateError"), STORAGE_REFUSED_MESSAGE],
  ])("%s: the API still opens for this visit, and the message says why it is not kept", async (_, error, message) => {
    vi.spyOn(globalThis.indexedDB, "open").mockImplementation(() => {
      throw error
    })
    expect(await saveOpened(api("opened-a", "Alpha", "2026-11-01T00:00:00Z"))).toEqual({ ok: false, message })
    expect((await loadOpened("opened-a"))?.name).toBe("Alpha")
    expect(await listOpened()).toEqual({ ok: true, apis: [expect.objectContaining({ id: "opened-a" })] })
  })

  it("an unreadable storage with nothing opened this visit says so", async () => {
    vi.spyOn(globalThis.indexedDB, "open").mockImplementation(() => {
      throw new DOMException("no", "InvalidStateError")
    })
    expect(await listOpened()).toEqual({ ok: false, message: STORAGE_UNREADABLE_MESSAGE })
    expect(await loadOpened("opened-a")).toBeUndefined()
  })

  it("an API kept by the earlier build's databases is listed; when it could not be moved, the list says so", async () => {
    const { createStore, set } = await import("idb-keyval")
    const { MOVE_FAILED_MESSAGE } = await import("@/lib/database/database")
    // The summary as the earlier build wrote it: same format, in its own database.
    const earlier = api("opened-e", "Earlier", "2026-10-01T00:00:00Z")
    await set("opened-e", summaryOf(earlier), createStore("api-explorer-opened-list", "summaries"))
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    expect(await listOpened()).toEqual({
      ok: true,
      apis: [expect.objectContaining({ id: "opened-e", name: "Earlier" })],
      notice: MOVE_FAILED_MESSAGE,
    })
  })

  it("records of another format or shape are skipped, not trusted", async () => {
    const { set } = await import("idb-keyval")
    const { storeOf } = await import("@/lib/database/database")
    await set("opened-old", { format: 0, api: api("opened-old", "Old", "2026-01-01T00:00:00Z") }, storeOf("apis"))
    await set("opened-bad", { format: STORE_FORMAT, api: { id: 5 } }, storeOf("apis"))
    await set("opened-old", { id: "opened-old", name: "Old", format: 0 }, storeOf("summaries"))
    resetStoresForTests()
    expect(await loadOpened("opened-old")).toBeUndefined()
    expect(await loadOpened("opened-bad")).toBeUndefined()
    expect(await listOpened()).toEqual({ ok: true, apis: [] })
  })

  describe("endpoints stored in parts", () => {
    const apisStore = async () => (await import("@/lib/database/database")).storeOf("apis")
    const newVisit = () => {
      const db = globalThis.indexedDB
      resetStoresForTests()
      globalThis.indexedDB = db
    }

    it.each([0, 1, ENDPOINTS_PER_PART, ENDPOINTS_PER_PART * 2 + 1])(
      "%i endpoints: the record, then its parts under [id, n]; read back whole and in order",
      async (count) => {
        const { get, keys } = await import("idb-keyval")
        const saved = api("opened-a", "Alpha", "2026-11-01T00:00:00Z", count)
        await saveOpened(saved)
        const parts = Math.ceil(count / ENDPOINTS_PER_PART)
        const record = (await get("opened-a", await apisStore())) as { api: ApiWithExamples; parts: number }
        expect(record.parts).toBe(parts)
        expect(record.api.endpoints).toEqual([])
        expect(await keys(await apisStore())).toHaveLength(1 + parts)
        newVisit()
        expect(await loadOpened("opened-a")).toEqual(saved)
      },
    )

    it("opening again with fewer endpoints leaves no old parts; Remove takes every part", async () => {
      const { keys } = await import("idb-keyval")
      await saveOpened(api("opened-a", "Alpha", "2026-11-01T00:00:00Z", ENDPOINTS_PER_PART * 3))
      await saveOpened(api("opened-a", "Alpha", "2026-11-02T00:00:00Z", 2))
      expect(await keys(await apisStore())).toEqual(["opened-a", ["opened-a", 0]])
      newVisit()
      expect((await loadOpened("opened-a"))?.endpoints).toHaveLength(2)
      await removeOpened("opened-a")
      expect(await keys(await apisStore())).toEqual([])
    })

    it("a record stored whole (before parts) still loads; one with a missing part is reported as not kept", async () => {
      const { set, del } = await import("idb-keyval")
      const whole = api("opened-whole", "Whole", "2026-11-01T00:00:00Z", 3)
      await set("opened-whole", { format: RECORD_FORMAT, api: whole }, await apisStore())
      await saveOpened(api("opened-a", "Alpha", "2026-11-01T00:00:00Z", ENDPOINTS_PER_PART + 1))
      await del(["opened-a", 1], await apisStore())
      newVisit()
      expect(await loadOpened("opened-whole")).toEqual(whole)
      expect(await loadOpened("opened-a")).toBeUndefined()
    })

    it("a record of format 1 loads as format 2; a damaged one is reported as not kept", async () => {
      const { set } = await import("idb-keyval")
      const current = api("opened-old", "Old", "2026-11-01T00:00:00Z", 2)
      const { source, ...rest } = current
      const { kind: _kind, ...opened } = source as Extract<typeof source, { kind: "opened" }>
      await set(
        "opened-old",
        { format: 1, api: { ...rest, cors: true, free: true, browser: "ok", opened } },
        await apisStore(),
      )
      const damaged = { ...api("opened-bad", "Bad", "2026-11-01T00:00:00Z"), endpoints: [{ name: "x" }] }
      await set("opened-bad", { format: RECORD_FORMAT, api: damaged }, await apisStore())
      newVisit()
      expect(await loadOpened("opened-old")).toEqual(current)
      expect(await loadOpened("opened-bad")).toBeUndefined()
    })
  })
})
