/// <reference lib="webworker" />
import { serve } from "@/lib/worker-rpc"
import { saveBodyDetails } from "@/lib/response-schemas/body-details"
import { saveResponseSchemas } from "@/lib/response-schemas/response-schemas"
import { collectBodyDetails } from "./import/body-details"
import type { ImportedApi } from "./import/imported-api"
import type { Json } from "./import/refs"
import { collectResponseSchemas } from "./import/response-schemas"
import { runOpenJob, withDocumentId } from "./open-job"
import { saveOpened } from "./opened-store"
import { warmUp } from "./warm-up"
import { outcomeMessages, SECOND_PASS, WARM_UP, type OpenProtocol } from "./worker-messages"

// The importer's thread: downloading, parsing and mapping a description (up to 64 MB) never blocks the page.
// One job per worker (lib/worker-rpc.ts); the page ends a job (Cancel, leaving) by terminating the worker. A worker
// started before it is needed is first told to warm up (warm-up.ts); the job then follows.

declare const self: DedicatedWorkerGlobalScope

/**
 * The warm-up waits this long first: a job that comes sooner (a link that opens a document at once) starts at once
 * instead of after the warm-up; a visitor typing or pasting an address takes longer than this.
 */
const WARM_UP_DELAY_MS = 300
let warmUpTimer: ReturnType<typeof setTimeout> | undefined

/** Resolved when the page says the second pass may start (SECOND_PASS). */
let allowSecondPass: () => void = () => {}
const secondPassAllowed = new Promise<void>((resolve) => (allowSecondPass = resolve))

// The page's two signals, plain messages beside the job's request.
self.addEventListener("message", (event: MessageEvent<unknown>) => {
  if (event.data === WARM_UP) warmUpTimer = setTimeout(() => void warmUp(), WARM_UP_DELAY_MS)
  else if (event.data === SECOND_PASS) allowSecondPass()
})

serve<OpenProtocol>(self, async (request, post) => {
  clearTimeout(warmUpTimer)
  let upgraded: { value: Json; specVersion: ImportedApi["specVersion"] } | undefined
  let downloadedText: string | undefined
  const outcome = await runOpenJob(request, {
    onPhase: (phase) => post({ type: "phase", phase }),
    onDocument: (value, specVersion) => (upgraded = { value, specVersion }),
    onText: (text) => (downloadedText = text),
  })
  for (const message of outcomeMessages(outcome)) post(message)
  if (!outcome.ok) return { kept: false }
  // Stored here, so the copy storage makes is not made on the page's thread; a downloaded document's id from its
  // text (one entry per document in Your APIs) is worked out now that the page has the API.
  const api = downloadedText === undefined ? outcome.api : withDocumentId(outcome.api, downloadedText)
  downloadedText = undefined
  post({ type: "saved", saved: await saveOpened(api) })
  // The second pass, once the page has shown the API and the visitor has left it alone a moment: the response
  // schemas the tester's conformance check reads.
  let kept = false
  if (upgraded) await secondPassAllowed
  if (upgraded) {
    try {
      kept = await saveResponseSchemas(outcome.api.id, collectResponseSchemas(upgraded.value, upgraded.specVersion))
    } catch {
      kept = false
    }
  }
  // Then the request bodies' schemas and named examples: the tester's body form and 'Example' picker.
  if (upgraded) {
    try {
      await saveBodyDetails(outcome.api.id, collectBodyDetails(upgraded.value))
    } catch {
      // The tester keeps the raw editor only.
    }
  }
  return { kept }
})
