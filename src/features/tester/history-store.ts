import { getLocalStorage, storageListeners, type StorageEventSource } from "@/lib/storage"
import {
  addEntry,
  loadHistory,
  removeEntry,
  saveHistory,
  TESTER_HISTORY_KEY,
  type HistoryEntry,
} from "./tester-history"

export type HistoryStore = {
  /** The current entries, newest first; the same array until something changes (for useSyncExternalStore). */
  get: () => readonly HistoryEntry[]
  subscribe: (listener: () => void) => () => void
  add: (entry: HistoryEntry) => void
  remove: (id: string) => void
  clear: () => void
}

/**
 * The request history of one page: read from storage on first use, written on each change (entries that do not
 * fit are dropped, oldest first), and re-read when another tab changes it (the `storage` event).
 */
export function createHistoryStore(
  storage: () => Storage | null = getLocalStorage,
  events: StorageEventSource | null = typeof window === "undefined" ? null : window,
): HistoryStore {
  let entries: HistoryEntry[] | null = null
  const get = () => (entries ??= loadHistory(storage()))
  const change = (next: (current: readonly HistoryEntry[]) => HistoryEntry[]) => {
    entries = saveHistory(next(get()), storage())
    emit()
  }
  const { subscribe, notify: emit } = storageListeners(events, (event) => {
    if (event.key !== null && event.key !== TESTER_HISTORY_KEY) return
    entries = null
    emit()
  })

  return {
    get,
    subscribe,
    add: (entry) => change((current) => addEntry(current, entry)),
    remove: (id) => change((current) => removeEntry(current, id)),
    clear: () => change(() => []),
  }
}
