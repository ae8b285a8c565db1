/// <reference lib="webworker" />
import { runOpenJob, type OpenPhase, type OpenRequest } from "./open-job"

// The importer's thread: downloading, parsing and mapping a description (up to 64 MB) never blocks the page.
// One job per worker; the page ends a job (Cancel, leaving) by terminating the worker.

export type WorkerMessage =
  { type: "phase"; phase: OpenPhase } | { type: "done"; outcome: Awaited<ReturnType<typeof runOpenJob>> }

declare const self: DedicatedWorkerGlobalScope

self.onmessage = async (event: MessageEvent<OpenRequest>) => {
  const post = (message: WorkerMessage) => self.postMessage(message)
  const outcome = await runOpenJob(event.data, { onPhase: (phase) => post({ type: "phase", phase }) })
  post({ type: "done", outcome })
}
