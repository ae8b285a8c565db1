// Whether this page is still waiting for an opened API's response schemas (docs/conformance.md): the importer's worker
// keeps them in a second pass, once the opened page has been left alone for 2 s. The page that runs the worker
// (features/open-api/run-in-worker.ts) marks the pass pending when the API is opened and settled when the worker
// ends; the tester (documented responses, conformance) reads it here to say the schemas are being prepared, and shows
// or checks them when they arrive. In memory: after a reload no pass runs, and what is stored is all there is.

/** "pending": the worker has the API and has not kept its schemas yet; "settled": it has kept them, or it ended. */
export type SchemaPassState = "pending" | "settled"

/** By API id: this page's import workers' second passes. */
const passes = new Map<string, SchemaPassState>()
const listeners = new Set<() => void>()

/** Marks an API's second pass as started (`pending`) or over (`settled`, only one that started). */
export function markSchemaPass(apiId: string, state: SchemaPassState) {
  if (state === "settled" && passes.get(apiId) !== "pending") return
  passes.set(apiId, state)
  for (const listener of [...listeners]) listener()
}

/** undefined when no pass ran for this API in this page (it was opened before, or in another tab). */
export function schemaPassState(apiId: string): SchemaPassState | undefined {
  return passes.get(apiId)
}

/** Calls `listener` whenever a pass starts or settles; returns the function that stops it (useSyncExternalStore). */
export function subscribeSchemaPass(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
