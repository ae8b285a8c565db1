// The app's one IndexedDB database: its stores, and the ordered steps that bring a visitor's copy from any earlier
// version to this one (docs/decisions/029-one-indexeddb-database.md). A step only ever adds: a visitor who skipped
// versions runs every step after theirs, in order, inside the one upgrade transaction.

export const DATABASE_NAME = "api-explorer"

/** One store per kind of record, each keyed by the opened API's id (the endpoints' parts by [id, n]). */
export const STORE_NAMES = ["summaries", "apis", "schemas", "bodies", "meta"] as const
export type StoreName = (typeof STORE_NAMES)[number]

export type Migration = {
  /** The database version this step brings a copy to. */
  version: number
  upgrade: (db: IDBDatabase, transaction: IDBTransaction) => void
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    upgrade: (db) => {
      // "meta" holds how far the move out of the four earlier databases got (legacy.ts).
      for (const name of STORE_NAMES) db.createObjectStore(name)
    },
  },
]

export const DATABASE_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version))

/** Runs, in order, every step after `oldVersion` up to `newVersion`. */
export function runMigrations(
  db: IDBDatabase,
  transaction: IDBTransaction,
  oldVersion: number,
  newVersion: number,
  migrations: readonly Migration[] = MIGRATIONS,
) {
  for (const migration of migrations) {
    if (migration.version > oldVersion && migration.version <= newVersion) migration.upgrade(db, transaction)
  }
}
