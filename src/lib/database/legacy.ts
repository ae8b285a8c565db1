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
 * Deletes an old database. `outcome`: `deleted`, or `blocked` as soon as another connection (a tab of the earlier
 * build) will not let go; `done`: settles once it is deleted, which for a blocked one is when that tab closes.
 */
export function deleteLegacy(name: string): { outcome: Promise<"deleted" | "blocked">; done: Promise<void> } {
  const request = indexedDB.deleteDatabase(name)
  let blocked: () => void = () => undefined
  const done = new Promise<void>((resolve, reject) => {
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`))
  })
  const outcome = Promise.race([
    done.then(() => "deleted" as const),
    new Promise<"blocked">((resolve) => (blocked = () => resolve("blocked"))),
  ])
  request.onblocked = () => blocked()
  return { outcome, done }
}

/** Whether any of these databases is still there; true when the browser cannot list its databases. */
async function anyLeft(sources: readonly LegacySource[]): Promise<boolean> {
  if (typeof indexedDB.databases !== "function") return true
  const names = new Set((await indexedDB.databases()).map((info) => info.name))
  return sources.some((source) => names.has(source.database))
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
 * only then delete the old ones. Any failure before the copy lands leaves them untouched (`failed`). Never waits for
 * a blocked deletion: it finishes in the background (mark `moved`), and until then the outcome is `blocked`.
 */
export async function moveLegacy(
  db: IDBDatabase,
  sources: readonly LegacySource[] = LEGACY_SOURCES,
): Promise<MoveOutcome> {
  const mark = await readMark(db)
  if (mark === "moved") return "moved"
  if (mark === undefined) {
    try {
      const found = await Promise.all(sources.map(readLegacy))
      await writeCopy(db, found)
    } catch {
      return "failed"
    }
  } else if (!(await anyLeft(sources))) {
    await writeMark(db, "moved")
    return "moved"
  }
  // An earlier blocked deletion may still be waiting: one asked for now waits behind it, so none is awaited past
  // its first answer.
  const deletions = sources.map((source) => deleteLegacy(source.database))
  const finished = Promise.all(deletions.map((deletion) => deletion.done)).then(() => writeMark(db, "moved"))
  finished.catch(() => undefined)
  if (mark === "copied") return "blocked"
  const outcomes = await Promise.all(deletions.map((deletion) => deletion.outcome.catch(() => "blocked" as const)))
  if (outcomes.some((outcome) => outcome === "blocked")) return "blocked"
  await finished
  return "moved"
}
