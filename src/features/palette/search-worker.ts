import type { FromWorker, ToWorker } from "./palette-messages"

let readyWorker: Promise<Worker> | undefined

/**
 * The palette's one search worker for the page's life (its loaded shards make the next opening fast), once it says it
 * is ready. Started as the palette opens, beside the dialog's code rather than after it (src/app/components/
 * palette-host.tsx): the worker fetches the index's manifest and API list while the dialog's code arrives and draws
 * (docs/search.md, "Speed").
 */
export function searchWorker(): Promise<Worker> {
  readyWorker ??= new Promise((resolve, reject) => {
    const started = new Worker(new URL("./palette.worker.ts", import.meta.url), { type: "module", name: "palette" })
    const onReady = (event: MessageEvent<FromWorker>) => {
      if (event.data.type !== "ready") return
      started.removeEventListener("message", onReady)
      started.removeEventListener("error", onError)
      resolve(started)
    }
    // Its script could not load (offline before it was ever cached): the next opening starts a new one.
    const onError = () => {
      started.terminate()
      readyWorker = undefined
      reject(new Error("The palette's search worker did not start."))
    }
    started.addEventListener("message", onReady)
    started.addEventListener("error", onError)
  })
  return readyWorker
}

/** Sends `message` once the worker is ready; messages keep their order. Dropped if the worker did not start. */
export function postToSearchWorker(message: ToWorker) {
  searchWorker().then(
    (ready) => ready.postMessage(message),
    () => undefined,
  )
}
