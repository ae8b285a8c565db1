import { markSchemaPass } from "@/lib/response-schemas/schema-pass"
import { connectWorker } from "@/lib/worker-rpc"
import type { OpenOutcome, OpenPhase, OpenRequest } from "./open-job"
import type { SaveResult } from "./opened-store"
import { outcomeAssembler, SECOND_PASS, WARM_UP, type OpenProtocol } from "./worker-messages"

type TaskResult = OpenOutcome | { ok: false; cancelled: true }

export type OpenTask = {
  /** The opened API, or why not: as soon as the worker has mapped it. */
  result: Promise<TaskResult>
  /** Whether this browser's storage kept it (undefined when nothing was opened, or the worker ended first). */
  saved: Promise<SaveResult | undefined>
  /** Ends the job at once (download and parsing included); after `result`, the save still finishes. */
  cancel: () => void
  /**
   * Lets the worker's second pass (the response schemas) start once the visitor has not typed, clicked or scrolled
   * for QUIET_MS: call it when the API's page shows.
   */
  secondPassWhenQuiet: () => void
}

/** How long the visitor leaves the page alone before the worker's second pass starts. */
export const QUIET_MS = 2000

/** Calls `then` once no key, pointer or wheel event has come for QUIET_MS; returns a function that stops waiting. */
export function whenQuiet(then: () => void, quietMs = QUIET_MS): () => void {
  const events = ["keydown", "pointerdown", "wheel"] as const
  let timer = setTimeout(finish, quietMs)
  function restart() {
    clearTimeout(timer)
    timer = setTimeout(finish, quietMs)
  }
  function stop() {
    clearTimeout(timer)
    for (const name of events) window.removeEventListener(name, restart, true)
  }
  function finish() {
    stop()
    then()
  }
  for (const name of events) window.addEventListener(name, restart, { capture: true, passive: true })
  return stop
}

export const WORKER_FAILED_MESSAGE =
  "The document could not be opened: the browser stopped the importer (it may have run out of memory)."

function startWorker(): Worker {
  return new Worker(new URL("./open.worker.ts", import.meta.url), { type: "module", name: "open-api" })
}

/**
 * A worker started before it is needed (prepareWorker), so that 'Open' does not wait for the importer's code to be
 * fetched and compiled (about 90 ms of Stripe's 0.5 s on the desktop, bench:open); it warms up meanwhile (warm-up.ts). Null once taken, released, or
 * broken (a worker whose script failed is never used: its error may have fired before anyone listened).
 */
let spare: { worker: Worker; broken: boolean } | null = null

/** Starts the worker the next 'Open' will use, if none is waiting. */
export function prepareWorker() {
  if (spare || typeof Worker === "undefined") return
  const prepared = { worker: startWorker(), broken: false }
  prepared.worker.onerror = () => (prepared.broken = true)
  prepared.worker.postMessage(WARM_UP)
  spare = prepared
}

/** Ends the waiting worker (the page that prepared it is gone). */
export function releaseWorker() {
  spare?.worker.terminate()
  spare = null
}

function takeWorker(): Worker {
  const taken = spare
  spare = null
  if (taken && !taken.broken) return taken.worker
  taken?.worker.terminate()
  return startWorker()
}

/** Starts one "Open" in its own worker, ended once the API and then its response schemas are stored. */
export function openInWorker(request: OpenRequest, onPhase: (phase: OpenPhase) => void): OpenTask {
  const worker = takeWorker()
  const channel = connectWorker<OpenProtocol>(worker)
  let settle: (value: TaskResult) => void = () => {}
  let settleSaved: (value: SaveResult | undefined) => void = () => {}
  const result = new Promise<TaskResult>((resolve) => (settle = resolve))
  const saved = new Promise<SaveResult | undefined>((resolve) => (settleSaved = resolve))
  let isDone = false
  let stopWaiting = () => {}
  /** The opened API's id, once opened: the tester says its schemas are being prepared until the worker ends. */
  let passOf = ""
  const assembler = outcomeAssembler()
  const end = () => {
    stopWaiting()
    channel.end()
    settleSaved(undefined)
    if (passOf !== "") markSchemaPass(passOf, "settled")
  }
  void channel
    .call(request, {
      onProgress(message) {
        if (message.type === "phase") onPhase(message.phase)
        else if (message.type === "endpoints") assembler.add(message.endpoints)
        else if (message.type === "done") {
          isDone = true
          const outcome = assembler.done(message.outcome)
          if (outcome.ok) markSchemaPass((passOf = outcome.api.id), "pending")
          settle(outcome)
          if (!message.outcome.ok) end()
        } else settleSaved(message.saved)
      },
    })
    .then((answer) => {
      // The job is over, its second pass too (the response schemas are kept): the worker is ended. Or the worker
      // failed (its script, its memory), which the visitor hears of unless the API was already shown.
      if (!answer.ok && answer.reason !== "ended") settle({ ok: false, message: WORKER_FAILED_MESSAGE })
      end()
    })
  return {
    result,
    saved,
    cancel() {
      if (isDone) return
      end()
      settle({ ok: false, cancelled: true })
    },
    secondPassWhenQuiet() {
      stopWaiting()
      stopWaiting = whenQuiet(() => worker.postMessage(SECOND_PASS))
    },
  }
}
