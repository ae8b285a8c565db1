/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from "./palette-messages"
import { indexLocal, localSearch, type LocalEntry, type LocalIndex } from "./search/local-search"
import { MANIFEST_PATH } from "./search/operation-index"
import { OperationSearch, type DirectoryHit } from "./search/operation-search"
import { mergeResults } from "./search/palette-results"

// The palette's search thread (docs/search.md): the directory's operation index is fetched shard by shard as queries
// need them (the service worker keeps what was fetched for offline use), and searched here, never on the page.

declare const self: DedicatedWorkerGlobalScope

/**
 * The caches the service worker answers these files from offline (scripts/lib/service-worker.mjs): filled here too,
 * so the queries of a first visit, before the service worker controls the page, also work offline later.
 */
const MANIFEST_CACHE = "directory-operations"
const SHARD_CACHE = "directory-operation-shards"

const directory = new OperationSearch(async (file) => {
  const url = file.startsWith("/") ? file : `/directory/${file}`
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  if ("caches" in self) {
    const copy = response.clone()
    void caches
      .open(url === MANIFEST_PATH ? MANIFEST_CACHE : SHARD_CACHE)
      .then((cache) => cache.put(new URL(url, self.location.origin).href, copy))
      .catch(() => undefined)
  }
  return response.json()
}, MANIFEST_PATH)

// The palette is open: its first query will need the manifest and the API list, so they are fetched now, while the
// page sends its own entries and the visitor starts typing (a failure is the query's to report, and retried then).
directory.ready().catch(() => undefined)

let local: LocalIndex = indexLocal([])
let catalogue: LocalEntry[] = []
let opened: LocalEntry[] = []
/** Only the newest query is answered: one typed while another was loading shards replaces it. */
let latest = 0

/** How many likely next keys are answered ahead after each query (each a search of a millisecond or two). */
const AHEAD = 4

/** Lets a message that came meanwhile (a newer key) run first. */
const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0))

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data
  if (message.type === "local" || message.type === "opened") {
    if (message.type === "local") catalogue = message.entries
    else opened = message.entries
    local = indexLocal([...catalogue, ...opened])
    return
  }
  latest = message.id
  // Keys typed in a burst: only the last query is searched (each would load its own shards and rows).
  await yieldToMessages()
  if (message.id !== latest) return
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
  if (state !== "ok") return
  // While the visitor reads, the likeliest next keys' answers, from what is loaded (nothing is fetched for them):
  // the page shows the one typed at once. A newer query stops this.
  for (const next of directory.likelyNext(message.query, AHEAD)) {
    await yieldToMessages()
    if (message.id !== latest) return
    const query = message.query + next
    const aheadHits = await directory.searchLoaded(query, 12).catch(() => undefined)
    if (!aheadHits || message.id !== latest) continue
    const ahead: FromWorker = {
      type: "ahead",
      id: message.id,
      query,
      results: mergeResults(localSearch(local, query), aheadHits),
    }
    self.postMessage(ahead)
  }
}

// Messages posted before this module ran were seen lost (Chromium, a module worker): the page waits for this.
const ready: FromWorker = { type: "ready" }
self.postMessage(ready)
