import { useSyncExternalStore } from "react"
import { getPageHistoryStore } from "./history-store"
import type { HistoryEntry } from "./history-entries"

const EMPTY: readonly HistoryEntry[] = []
const subscribe = (listener: () => void) => getPageHistoryStore().subscribe(listener)
const getSnapshot = () => getPageHistoryStore().get()
const getServerSnapshot = () => EMPTY
const getUnsaved = () => getPageHistoryStore().getUnsaved()
const getServerUnsaved = () => 0

/**
 * `{ history, unsaved, add, remove, clear }`: the tester's request history, shared by every tab; `unsaved` counts
 * the newest entries a full storage could not keep.
 */
export function useTesterHistory() {
  const history = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  const unsaved = useSyncExternalStore(subscribe, getUnsaved, getServerUnsaved)
  const current = getPageHistoryStore()
  return { history, unsaved, add: current.add, remove: current.remove, clear: current.clear }
}
