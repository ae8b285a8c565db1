import type { OpenOutcome, OpenPhase, OpenRequest } from "./open-job"
import type { SaveResult } from "./opened-store"
import type { WorkerMessage } from "./open.worker"

type TaskResult = (OpenOutcome & { saved?: SaveResult }) | { ok: false; cancelled: true }

export type OpenTask = { result: Promise<TaskResult>; cancel: () => void }

export const WORKER_FAILED_MESSAGE =
  "The document could not be opened: the browser stopped the importer (it may have run out of memory)."

/** Starts one "Open" in its own worker; `cancel` ends it at once, download and parsing included. */
export function openInWorker(request: OpenRequest, onPhase: (phase: OpenPhase) => void): OpenTask {
  const worker = new Worker(new URL("./open.worker.ts", import.meta.url), { type: "module", name: "open-api" })
  let settle: (value: TaskResult) => void = () => {}
  const result = new Promise<TaskResult>((resolve) => {
    settle = resolve
  })
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    if (event.data.type === "phase") onPhase(event.data.phase)
    else {
      settle({ ...event.data.outcome, ...(event.data.saved ? { saved: event.data.saved } : {}) })
      worker.terminate()
    }
  }
  const fail = (event: Event) => {
    event.preventDefault()
    settle({ ok: false, message: WORKER_FAILED_MESSAGE })
    worker.terminate()
  }
  worker.onerror = fail
  worker.onmessageerror = fail
  worker.postMessage(request)
  return {
    result,
    cancel() {
      worker.terminate()
      settle({ ok: false, cancelled: true })
    },
  }
}
