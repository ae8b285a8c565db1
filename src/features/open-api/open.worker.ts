/// <reference lib="webworker" />
import { runOpenJob, type OpenOutcome, type OpenPhase, type OpenRequest } from "./open-job"
import { saveOpened, type SaveResult } from "./opened-store"

// The importer's thread: downloading, parsing and mapping a description (up to 64 MB) never blocks the page.
// One job per worker; the page ends a job (Cancel, leaving) by terminating the worker.

/**
 * "done" as soon as the API is mapped (the page shows it at once); "saved" once IndexedDB has kept it — written
 * here, so the copy storage makes is not made on the page's thread.
 */
export type WorkerMessage =
  { type: "phase"; phase: OpenPhase } | { type: "done"; outcome: OpenOutcome } | { type: "saved"; saved: SaveResult }

declare const self: DedicatedWorkerGlobalScope

self.onmessage = async (event: MessageEvent<OpenRequest>) => {
  const post = (message: WorkerMessage) => self.postMessage(message)
  const outcome = await runOpenJob(event.data, { onPhase: (phase) => post({ type: "phase", phase }) })
  post({ type: "done", outcome })
  if (outcome.ok) post({ type: "saved", saved: await saveOpened(outcome.api) })
}
