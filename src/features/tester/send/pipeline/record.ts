import type { Api, Endpoint } from "@/data/api-schema"
import { recordRequest } from "../../history/record-request"
import type { SendResult } from "../send-request"

export type RecordInput = {
  api: Api
  endpoint: Endpoint
  /** The URL as shown (key masked). */
  url: string
  /** The link's values as sent (the examples filled in the same click included). */
  values: Readonly<Record<string, string>>
  result: SendResult
  durationMs: number
  apiKey: string
  marked: ReadonlySet<string>
}

/** Step 7 — record: the settled request joins the history, the key and marked values left out (history-entries.ts). */
export function record({ api, endpoint, ...entry }: RecordInput): void {
  recordRequest({ api, endpointIndex: api.endpoints.indexOf(endpoint), endpoint, ...entry })
}
