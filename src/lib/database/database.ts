import { promisifyRequest, type UseStore } from "idb-keyval"
import { LEGACY_SOURCES, moveLegacy, type MoveOutcome } from "./legacy"
import { DATABASE_NAME, DATABASE_VERSION, runMigrations, type StoreName } from "./migrations"

// The one open of the app's database, shared by every store in this page or worker. The first open also moves a
// visitor's records out of the earlier build's four databases (legacy.ts). Records are read and written with
// idb-keyval's get/set/del… through `storeOf` (docs/decisions/029-one-indexeddb-database.md).

export const MOVE_FAILED_MESSAGE =
  "Your APIs could not be moved to this version's storage, so they are still read from where the earlier version kept them. Nothing was lost."
export const MOVE_BLOCKED_MESSAGE =
  "API Explorer is still open in another tab from before an update, so the earlier copy of Your APIs is kept until that tab is closed. Close it: APIs opened there from now on may not be kept."

type Opened = { db: IDBDatabase; outcome: MoveOutcome }

let opening: Promise<Opened> | undefined

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE_NAME, DATABASE_VERSION)
  request.onupgradeneeded = (event) => {
    if (request.transaction) runMigrations(request.result, request.transaction, event.oldVersion, DATABASE_VERSION)
  }
  return promisifyRequest(request)
}

/** Lets one page or worker at a time run the move, where the browser has Web Locks (the others then find it done). */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks
  return locks ? (locks.request(`${DATABASE_NAME}-move`, task) as Promise<T>) : task()
}

async function open(): Promise<Opened> {
  const db = await openDatabase()
  // A newer build in another tab needs a version change: this connection lets go, and the next use opens again.
  db.onversionchange = () => {
    db.close()
    opening = undefined
  }
  const outcome = await oneAtATime(() => moveLegacy(db))
  return { db, outcome }
}

function opened(): Promise<Opened> {
  opening ??= open()
  opening.catch(() => {
    opening = undefined
  })
  return opening
}

type LegacyStore = { store: UseStore; close: () => void }

const legacyStores = new Map<StoreName, LegacyStore>()

/**
 * The earlier build's store of this kind, used while a failed move leaves the records there. When another page or
 * worker moves them after all (it deletes the old database), this connection lets go and the next use opens again.
 */
function legacyStore(name: StoreName): UseStore {
  let legacy = legacyStores.get(name)
  if (!legacy) {
    const source = LEGACY_SOURCES.find((candidate) => candidate.into === name)
    if (!source) throw new Error(`no earlier store for ${name}`)
    const request = indexedDB.open(source.database)
    request.onupgradeneeded = () => request.result.createObjectStore(source.store)
    const dbp = promisifyRequest(request).then((db) => {
      db.onversionchange = () => {
        db.close()
        forget()
      }
      return db
    })
    legacy = {
      store: (mode, callback) =>
        dbp.then((db) => callback(db.transaction(source.store, mode).objectStore(source.store))),
      close: () => void dbp.then((db) => db.close()).catch(() => undefined),
    }
    legacyStores.set(name, legacy)
  }
  return legacy.store
}

/** Drops every connection: the next use opens the database again (and finishes the move if it can). */
function forget() {
  void opening?.then(({ db }) => db.close()).catch(() => undefined)
  opening = undefined
  for (const legacy of legacyStores.values()) legacy.close()
  legacyStores.clear()
}

/** A store of the app's database, in idb-keyval's shape: `get(key, storeOf("apis"))`. */
export function storeOf(name: StoreName): UseStore {
  return async (mode, callback) => {
    const { db, outcome } = await opened()
    if (outcome === "failed") return legacyStore(name)(mode, callback)
    return callback(db.transaction(name, mode).objectStore(name))
  }
}

/** What the visitor is told about the move out of the earlier databases; undefined when there is nothing to say. */
export async function storageNotice(): Promise<string | undefined> {
  try {
    const { outcome } = await opened()
    if (outcome === "failed") return MOVE_FAILED_MESSAGE
    if (outcome === "blocked") return MOVE_BLOCKED_MESSAGE
    return undefined
  } catch {
    return undefined
  }
}

/** For tests: forget the open connection (after fake-indexeddb is reset). */
export function resetDatabaseForTests() {
  forget()
}
