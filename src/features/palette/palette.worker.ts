/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from "./palette-messages"
import { indexLocal, localSearch, type LocalIndex } from "./search/local-search"
import { MANIFEST_PATH } from "./search/operation-index"
import { OperationSearch, type DirectoryHit } from "./search/operation-search"
import { mergeResults } from "./search/palette-results"

// The palette's search thread (docs/search.md): the directory's operation index is fetched shard by shard as queries
// need them (the service worker keeps what was fetched for offline use), and searched here, never on the page.

declare const self: DedicatedWorkerGlobalScope

const directory = new OperationSearch(async (file) => {
  const url = file.startsWith("/") ? file : `/directory/${file}`
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}, MANIFEST_PATH)

let local: LocalIndex = indexLocal([])
/** Only the newest query is answered: one typed while another was loading shards replaces it. */
let latest = 0

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data
  if (message.type === "local") {
    local = indexLocal(message.entries)
    return
  }
  latest = message.id
  const localHits = localSearch(local, message.query)
  let hits: DirectoryHit[] = []
  let state: "ok" | "unavailable" = "ok"
  try {
    hits = await directory.search(message.query, 12)
  } catch {
    state = "unavailable"
  }
  if (message.id !== latest) return
  const answer: FromWorker = {
    type: "results",
    id: message.id,
    query: message.query,
    results: mergeResults(localHits, hits),
    directory: state,
  }
  self.postMessage(answer)
}
