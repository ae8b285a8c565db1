import { joinApi, splitApi, type Endpoints } from "./api-parts"
import type { OpenOutcome, OpenPhase, OpenRequest } from "./open-job"
import type { SaveResult } from "./opened-store"

// What the importer's worker tells the page. A mapped API reaches the page in parts (api-parts.ts), each its own
// message, so that copying it in is many short tasks.

/**
 * "endpoints" parts first, then "done" with the rest of the API (its endpoints empty) as soon as it is mapped —
 * the page shows it at once — and "saved" once IndexedDB has kept it.
 */
export type WorkerMessage =
  | { type: "phase"; phase: OpenPhase }
  | { type: "endpoints"; endpoints: Endpoints }
  | { type: "done"; outcome: OpenOutcome }
  | { type: "saved"; saved: SaveResult }

/**
 * One job per worker (lib/worker-rpc.ts): its messages as progress, then the answer once the job is over — after the
 * second pass, `kept` whether it kept the API's response schemas (docs/conformance.md; false when there was nothing
 * to keep, storage refused, or the open failed).
 */
export type OpenProtocol = { request: OpenRequest; answer: { kept: boolean }; progress: WorkerMessage }

/** What the page sends a worker it starts before it is needed (run-in-worker.ts), ahead of the job. */
export const WARM_UP = "warm-up"

/**
 * What the page sends once the visitor has left it alone for a moment after the API showed (run-in-worker.ts): the
 * worker's second pass (response schemas) waits for it, so that it does not share the machine with the opened page's
 * first render and the first keys typed into its filter.
 */
export const SECOND_PASS = "second-pass"

/** The messages that carry an outcome to the page, in order. */
export function outcomeMessages(outcome: OpenOutcome): WorkerMessage[] {
  if (!outcome.ok) return [{ type: "done", outcome }]
  const { shell, parts } = splitApi(outcome.api)
  return [
    ...parts.map((endpoints): WorkerMessage => ({ type: "endpoints", endpoints })),
    { type: "done", outcome: { ok: true, api: shell } },
  ]
}

/** The page's side: collects the parts, and gives the whole outcome back on "done". */
export function outcomeAssembler() {
  const parts: Endpoints[] = []
  return {
    add(endpoints: Endpoints) {
      parts.push(endpoints)
    },
    done(outcome: OpenOutcome): OpenOutcome {
      return outcome.ok ? { ok: true, api: joinApi(outcome.api, parts) } : outcome
    },
  }
}
