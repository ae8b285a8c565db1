import type { SchemaPassState } from "./mark-schema-pass"

export type { SchemaPassState } from "./mark-schema-pass"

// Whether this page is still waiting for an opened API's response schemas (docs/conformance.md): the importer's worker
// keeps them in a second pass, once the opened page has been left alone for 2 s. The page that runs the worker
// (features/open-api/run-in-worker.ts) marks the pass pending when the API is opened and settled when the worker
// ends (mark-schema-pass.ts); the tester (documented responses, conformance) reads it here to say the schemas are
// being prepared, and shows or checks them when they arrive. In memory: after a reload no pass runs, and what is
// stored is all there is.

/** undefined when no pass ran for this API in this page (it was opened before, or in another tab). */
export function schemaPassState(apiId: string): SchemaPassState | undefined {
  return window.apiExplorerSchemaPasses?.get(apiId)
}

/** Calls `listener` whenever a pass starts or settles; returns the function that stops it (useSyncExternalStore). */
export function subscribeSchemaPass(listener: () => void): () => void {
  window.addEventListener("api-explorer-schema-pass", listener)
  return () => window.removeEventListener("api-explorer-schema-pass", listener)
}
