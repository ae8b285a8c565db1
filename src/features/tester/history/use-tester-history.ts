import { useSyncExternalStore } from "react"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { createHistoryStore, type HistoryStore } from "./history-store"
import type { SendResult } from "../send/send-request"
import { createEntry, newEntryId, outcomeOf, type HistoryEntry } from "./history-entries"

let store: HistoryStore | undefined

// One store per page, created on first use in the browser (only the lazily loaded tester imports this).
function getStore(): HistoryStore {
  store ??= createHistoryStore()
  return store
}

const EMPTY: readonly HistoryEntry[] = []
const subscribe = (listener: () => void) => getStore().subscribe(listener)
const getSnapshot = () => getStore().get()
const getServerSnapshot = () => EMPTY
const getUnsaved = () => getStore().getUnsaved()
const getServerUnsaved = () => 0

/**
 * `{ history, unsaved, add, remove, clear }`: the tester's request history, shared by every tab; `unsaved` counts
 * the newest entries a full storage could not keep.
 */
export function useTesterHistory() {
  const history = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  const unsaved = useSyncExternalStore(subscribe, getUnsaved, getServerUnsaved)
  const current = getStore()
  return { history, unsaved, add: current.add, remove: current.remove, clear: current.clear }
}

export type RecordRequestInput = {
  api: Pick<ApiEntry, "id" | "name">
  endpointIndex: number
  endpoint: Pick<Endpoint, "name" | "method">
  /** The URL as shown (key already masked; masked again to be sure). */
  url: string
  values: Readonly<Record<string, string>>
  result: SendResult
  durationMs: number
  apiKey: string
}

/** Adds a request that just settled to the history (the key masked everywhere). */
export function recordRequest({
  api,
  endpointIndex,
  endpoint,
  url,
  values,
  result,
  durationMs,
  apiKey,
}: RecordRequestInput) {
  const at = Date.now()
  const sent = {
    apiId: api.id,
    apiName: api.name,
    endpointIndex,
    endpointName: endpoint.name,
    method: endpoint.method,
    url,
    values,
    ...outcomeOf(result),
    durationMs,
  }
  getStore().add(createEntry(sent, apiKey, at, newEntryId(at)))
}

/** Starts timing a request: `const elapsed = startStopwatch(); …; elapsed()` → milliseconds since the start. */
export function startStopwatch(): () => number {
  const start = performance.now()
  return () => performance.now() - start
}
