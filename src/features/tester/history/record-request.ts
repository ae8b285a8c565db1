import type { Api, Endpoint } from "@/data/api-schema"
import type { SendResult } from "../send/send-request"
import { createEntry, newEntryId, outcomeOf } from "./history-entries"
import { getPageHistoryStore } from "./history-store"

export type RecordRequestInput = {
  api: Pick<Api, "id" | "name">
  endpointIndex: number
  endpoint: Pick<Endpoint, "name" | "method">
  /** The URL as shown (key already masked; masked again to be sure). */
  url: string
  values: Readonly<Record<string, string>>
  result: SendResult
  durationMs: number
  apiKey: string
  /** The parameters the document marks as credentials (request/auth/typed-secrets.ts markedNames): kept out as the key is. */
  marked?: ReadonlySet<string>
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
  marked,
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
  getPageHistoryStore().add(createEntry(sent, apiKey, at, newEntryId(at), marked))
}

/** Starts timing a request: `const elapsed = startStopwatch(); …; elapsed()` → milliseconds since the start. */
export function startStopwatch(): () => number {
  const start = performance.now()
  return () => performance.now() - start
}
