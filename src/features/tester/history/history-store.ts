import { getLocalStorage, storageListeners, TESTER_HISTORY_KEY, type StorageEventSource } from "@/lib/storage"
import {
  addEntry,
  loadHistory,
  removeEntry,
  saveHistory,
  type HistoryEntry,
  type SavedHistory,
} from "./history-entries"

export type HistoryStore = {
  /** The current entries, newest first; the same array until something changes (for useSyncExternalStore). */
  get: () => readonly HistoryEntry[]
  /** How many of the newest entries storage was too full to keep (they are shown on this page only). */
  getUnsaved: () => number
  subscribe: (listener: () => void) => () => void
  add: (entry: HistoryEntry) => void
  remove: (id: string) => void
  clear: () => void
}

/**
 * The request history of one page: read from storage on first use, written on each change (see saveHistory: a
 * full storage keeps what it held, and the newest entries stay for this page only), and re-read when another tab
 * changes it (the `storage` event).
 */
export function createHistoryStore(
  storage: () => Storage | null = getLocalStorage,
  events: StorageEventSource | null = typeof window === "undefined" ? null : window,
): HistoryStore {
  let state: SavedHistory | null = null
  const load = (): SavedHistory => {
    const entries = loadHistory(storage())
    return { entries, stored: entries, unsaved: 0 }
  }
  const get = () => (state ??= load()).entries
  const change = (next: (current: readonly HistoryEntry[]) => HistoryEntry[]) => {
    const current = (state ??= load())
    state = saveHistory(next(current.entries), current.stored, storage())
    emit()
  }
  const { subscribe, notify: emit } = storageListeners(events, (event) => {
    if (event.key !== null && event.key !== TESTER_HISTORY_KEY) return
    state = null
    emit()
  })

  return {
    get,
    getUnsaved: () => (state ??= load()).unsaved,
    subscribe,
    add: (entry) => change((current) => addEntry(current, entry)),
    remove: (id) => change((current) => removeEntry(current, id)),
    clear: () => change(() => []),
  }
}

let pageStore: HistoryStore | undefined

/** The page's one store, created on first use in the browser (only the lazily loaded tester imports this). */
export function getPageHistoryStore(): HistoryStore {
  pageStore ??= createHistoryStore()
  return pageStore
}
