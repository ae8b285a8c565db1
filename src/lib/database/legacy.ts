import { promisifyRequest } from "idb-keyval"
import type { StoreName } from "./migrations"

// Before the one database, each kind of record had a database of its own, made by idb-keyval's createStore (one
// store each, version 1). A visitor's records are copied out of them once, then the old databases are deleted.

export type LegacySource = { database: string; store: string; into: StoreName }

export const LEGACY_SOURCES: readonly LegacySource[] = [
  { database: "api-explorer-opened-list", store: "summaries", into: "summaries" },
  { database: "api-explorer-opened", store: "apis", into: "apis" },
  { database: "api-explorer-opened-schemas", store: "schemas", into: "schemas" },
  { database: "api-explorer-opened-bodies", store: "bodies", into: "bodies" },
]

/** Where the move stands, kept in the new database's "meta" store under MOVE_KEY. */
export const MOVE_KEY = "legacy"
export type MoveMark = "copied" | "moved"

/**
 * How the move went: `moved` (the new database holds everything, the old ones are gone), `blocked` (everything is
 * copied, but a tab of the earlier build still holds an old database open, so it stays until that tab closes), or
 * `failed` (nothing was copied; the old databases are untouched and stay the ones read and written).
 */
export type MoveOutcome = "moved" | "blocked" | "failed"

type Records = { source: LegacySource; keys: IDBValidKey[]; values: unknown[] }

/**
 * An old database's records; none when it does not exist. Opening a database that does not exist would create it:
 * that upgrade is aborted, so the browser keeps no empty database behind.
 */
export async function readLegacy(source: LegacySource): Promise<Records> {
  const request = indexedDB.open(source.database)
  let isNew = false
  request.onupgradeneeded = (event) => {
    if (event.oldVersion === 0) {
      isNew = true
      request.transaction?.abort()
    }
  }
  let db: IDBDatabase
  try {
    db = await promisifyRequest(request)
  } catch (error) {
    if (isNew) return { source, keys: [], values: [] }
    throw error
  }
  try {
    if (!db.objectStoreNames.contains(source.store)) return { source, keys: [], values: [] }
    const store = db.transaction(source.store, "readonly").objectStore(source.store)
    const [keys, values] = await Promise.all([promisifyRequest(store.getAllKeys()), promisifyRequest(store.getAll())])
    return { source, keys, values }
  } finally {
    db.close()
  }
}

/** Copies every record, and the mark `copied`, in one transaction: all of it lands, or none. */
export async function writeCopy(db: IDBDatabase, found: Records[]): Promise<void> {
  const names = [...new Set(found.map((records) => records.source.into)), "meta"]
  const transaction = db.transaction(names, "readwrite")
  for (const { source, keys, values } of found) {
    const store = transaction.objectStore(source.into)
    keys.forEach((key, index) => store.put(values[index], key))
  }
  transaction.objectStore("meta").put("copied" satisfies MoveMark, MOVE_KEY)
  await promisifyRequest(transaction)
}

/**
 * Deletes an old database: `deleted`, or `blocked` as soon as another connection (a tab of the earlier build) will
 * not let go. A blocked deletion waits in the browser and happens once that tab closes.
 */
export function deleteLegacy(name: string): Promise<"deleted" | "blocked"> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve("deleted")
    request.onblocked = () => resolve("blocked")
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`))
  })
}

export async function readMark(db: IDBDatabase): Promise<MoveMark | undefined> {
  const value: unknown = await promisifyRequest(db.transaction("meta").objectStore("meta").get(MOVE_KEY))
  return value === "copied" || value === "moved" ? value : undefined
}

async function writeMark(db: IDBDatabase, mark: MoveMark): Promise<void> {
  const transaction = db.transaction("meta", "readwrite")
  transaction.objectStore("meta").put(mark, MOVE_KEY)
  await promisifyRequest(transaction)
}

/**
 * Moves the earlier build's records into `db`, once: read every old database, copy it all in one transaction, and
 * only then delete the old ones. Any failure before the copy lands leaves them untouched (`failed`).
 */
export async function moveLegacy(
  db: IDBDatabase,
  sources: readonly LegacySource[] = LEGACY_SOURCES,
): Promise<MoveOutcome> {
  let mark = await readMark(db)
  if (mark === "moved") return "moved"
  if (mark === undefined) {
    try {
      const found = await Promise.all(sources.map(readLegacy))
      await writeCopy(db, found)
      mark = "copied"
    } catch {
      return "failed"
    }
  }
  const deleted = await Promise.all(
    sources.map((source) => deleteLegacy(source.database).catch(() => "blocked" as const)),
  )
  if (deleted.some((outcome) => outcome === "blocked")) return "blocked"
  await writeMark(db, "moved")
  return "moved"
}
