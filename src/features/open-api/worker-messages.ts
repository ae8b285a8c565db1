import type { ApiWithExamples } from "@/lib/example-urls"
import type { OpenOutcome, OpenPhase } from "./open-job"
import type { SaveResult } from "./opened-store"

// What the importer's worker tells the page. A mapped API reaches the page in parts: the browser copies a message
// into the page in one task, and Graph beta's 22,361 endpoints in one message were a 0.5 s task (1.3 s on a slow
// phone) during which the page could not answer. In parts of ENDPOINTS_PER_MESSAGE, each copy is a short task.

type Endpoints = ApiWithExamples["endpoints"]

/**
 * "endpoints" parts first, then "done" with the rest of the API (its endpoints empty) as soon as it is mapped —
 * the page shows it at once — and "saved" once IndexedDB has kept it.
 */
export type WorkerMessage =
  | { type: "phase"; phase: OpenPhase }
  | { type: "endpoints"; endpoints: Endpoints }
  | { type: "done"; outcome: OpenOutcome }
  | { type: "saved"; saved: SaveResult }

/** Endpoints per message: about 6 ms to copy in on a desktop, 25 ms at a slow phone's 4× CPU slowdown. */
export const ENDPOINTS_PER_MESSAGE = 250

/** The messages that carry an outcome to the page, in order. */
export function outcomeMessages(outcome: OpenOutcome): WorkerMessage[] {
  if (!outcome.ok) return [{ type: "done", outcome }]
  const { endpoints } = outcome.api
  const messages: WorkerMessage[] = []
  for (let start = 0; start < endpoints.length; start += ENDPOINTS_PER_MESSAGE)
    messages.push({ type: "endpoints", endpoints: endpoints.slice(start, start + ENDPOINTS_PER_MESSAGE) })
  messages.push({ type: "done", outcome: { ok: true, api: { ...outcome.api, endpoints: [] } } })
  return messages
}

/** The page's side: collects the parts, and gives the whole outcome back on "done". */
export function outcomeAssembler() {
  const parts: Endpoints[] = []
  return {
    add(endpoints: Endpoints) {
      parts.push(endpoints)
    },
    done(outcome: OpenOutcome): OpenOutcome {
      if (!outcome.ok) return outcome
      return { ok: true, api: { ...outcome.api, endpoints: parts.flat() } }
    },
  }
}
