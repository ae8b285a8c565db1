// @vitest-environment node
import "fake-indexeddb/auto"
import { IDBFactory } from "fake-indexeddb"
import { createStore, entries, get, promisifyRequest, set } from "idb-keyval"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MOVE_BLOCKED_MESSAGE, MOVE_FAILED_MESSAGE, resetDatabaseForTests, storageNotice, storeOf } from "./database"
import { LEGACY_SOURCES, readMark } from "./legacy"
import { DATABASE_NAME, runMigrations, STORE_NAMES, type Migration } from "./migrations"

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetDatabaseForTests()
})
afterEach(() => vi.restoreAllMocks())

const summary = { id: "opened-a", name: "Alpha", openedAt: "2026-11-01T00:00:00Z", endpointCount: 1, format: 1 }
const record = { format: 2, api: { id: "opened-a", endpoints: [] }, parts: 1 }
const part = [{ name: "e0", method: "GET", path: "/e0" }]
const schemas = { format: 1, specVersion: "3.1", operations: {}, refs: {} }
const bodies = { format: 1, operations: {} }

/** Fills the four databases as the earlier build's idb-keyval stores left them; closes every connection. */
async function fillEarlierBuild() {
  const open: IDBDatabase[] = []
  const earlier = (database: string, store: string) => {
    const request = indexedDB.open(database)
    request.onupgradeneeded = () => request.result.createObjectStore(store)
    const dbp = promisifyRequest(request).then((db) => {
      open.push(db)
      return db
    })
    return createStoreFrom(dbp, store)
  }
  await set("opened-a", summary, earlier("api-explorer-opened-list", "summaries"))
  const apis = earlier("api-explorer-opened", "apis")
  await set("opened-a", record, apis)
  await set(["opened-a", 0], part, apis)
  await set("opened-a", schemas, earlier("api-explorer-opened-schemas", "schemas"))
  await set("opened-a", bodies, earlier("api-explorer-opened-bodies", "bodies"))
  for (const db of open) db.close()
}

function createStoreFrom(dbp: Promise<IDBDatabase>, store: string): ReturnType<typeof createStore> {
  return (mode, callback) => dbp.then((db) => callback(db.transaction(store, mode).objectStore(store)))
}

/** A record of an earlier database, read on a connection closed straight after. */
async function readEarlier(database: string, store: string, key: IDBValidKey): Promise<unknown> {
  const db = await promisifyRequest(indexedDB.open(database))
  try {
    return await promisifyRequest(db.transaction(store).objectStore(store).get(key))
  } finally {
    db.close()
  }
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? "").sort()
}

describe("migrations", () => {
  it.each([
    [0, 2, ["one", "two"]],
    [1, 2, ["two"]],
    [2, 2, []],
    [0, 1, ["one"]],
  ])("from version %i to %i runs %j, in order", (oldVersion, newVersion, expected) => {
    const ran: string[] = []
    const steps: Migration[] = [
      { version: 1, upgrade: () => ran.push("one") },
      { version: 2, upgrade: () => ran.push("two") },
    ]
    runMigrations({} as IDBDatabase, {} as IDBTransaction, oldVersion, newVersion, steps)
    expect(ran).toEqual(expected)
  })

  it("a new visitor gets the one database with every store, and no earlier database is made", async () => {
    expect(await get("opened-a", storeOf("apis"))).toBeUndefined()
    expect(await databaseNames()).toEqual([DATABASE_NAME])
    const db = await promisifyRequest(indexedDB.open(DATABASE_NAME))
    expect([...db.objectStoreNames].sort()).toEqual([...STORE_NAMES].sort())
    expect(await readMark(db)).toBe("moved")
    db.close()
    expect(await storageNotice()).toBeUndefined()
  })
})

describe("the move out of the earlier build's four databases", () => {
  it("copies every record into its store, then deletes the old databases", async () => {
    await fillEarlierBuild()
    expect(await entries(storeOf("summaries"))).toEqual([["opened-a", summary]])
    expect(await entries(storeOf("apis"))).toEqual([
      ["opened-a", record],
      [["opened-a", 0], part],
    ])
    expect(await get("opened-a", storeOf("schemas"))).toEqual(schemas)
    expect(await get("opened-a", storeOf("bodies"))).toEqual(bodies)
    expect(await databaseNames()).toEqual([DATABASE_NAME])
    expect(await storageNotice()).toBeUndefined()
  })

  it("runs once: a later open copies nothing again", async () => {
    await fillEarlierBuild()
    await get("opened-a", storeOf("apis"))
    // An old database made again (say by a tab of the earlier build): its records are not copied.
    await set("opened-b", summary, createStore("api-explorer-opened-list", "summaries"))
    resetDatabaseForTests()
    expect((await entries(storeOf("summaries"))).map(([key]) => key)).toEqual(["opened-a"])
  })

  it("a failed copy leaves the old databases untouched, reads and writes them, and says so", async () => {
    await fillEarlierBuild()
    const put = vi.spyOn(IDBObjectStore.prototype, "put").mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    expect(await get("opened-a", storeOf("summaries"))).toEqual(summary)
    put.mockRestore()
    expect(await storageNotice()).toBe(MOVE_FAILED_MESSAGE)
    expect(await databaseNames()).toEqual([DATABASE_NAME, ...LEGACY_SOURCES.map((s) => s.database)].sort())
    await set("opened-b", summary, storeOf("summaries"))
    expect(await readEarlier("api-explorer-opened-list", "summaries", "opened-b")).toEqual(summary)
    expect(await get("opened-a", storeOf("bodies"))).toEqual(bodies)
    // The next visit tries again, and moves everything, the new record too.
    resetDatabaseForTests()
    expect((await entries(storeOf("summaries"))).map(([key]) => key)).toEqual(["opened-a", "opened-b"])
    expect(await storageNotice()).toBeUndefined()
  })

  it("a tab of the earlier build holding an old database open: the copy is read, the old data stays, and it says so", async () => {
    await fillEarlierBuild()
    const holder = await promisifyRequest(indexedDB.open("api-explorer-opened"))
    holder.onversionchange = () => undefined
    expect((await entries(storeOf("apis"))).length).toBe(2)
    expect(await storageNotice()).toBe(MOVE_BLOCKED_MESSAGE)
    // The earlier tab still reads its records.
    const kept = holder.transaction("apis").objectStore("apis")
    expect(await promisifyRequest(kept.get("opened-a"))).toEqual(record)
    // A next visit while that tab is still open neither waits for it nor copies again.
    resetDatabaseForTests()
    expect((await entries(storeOf("apis"))).length).toBe(2)
    expect(await storageNotice()).toBe(MOVE_BLOCKED_MESSAGE)
    // Once the tab closes, the waiting deletion finishes and the move is marked done.
    holder.close()
    await vi.waitFor(async () => expect(await databaseNames()).toEqual([DATABASE_NAME]))
    resetDatabaseForTests()
    expect(await storageNotice()).toBeUndefined()
  })
})
