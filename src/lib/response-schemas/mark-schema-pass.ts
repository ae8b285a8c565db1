// The writing half of schema-pass.ts, for the page that runs the import worker (features/open-api/run-in-worker.ts).
// Apart, and sharing only a window property and an event name with it, so the opened page's first load carries these
// few lines and the reading half loads with the tester (a module both imported would be a chunk of its own on every
// opened page's first load: 0.56 KB gzip).

/** "pending": the worker has the API and has not kept its schemas yet; "settled": it has kept them, or it ended. */
export type SchemaPassState = "pending" | "settled"

declare global {
  // Only an interface merges into the DOM's Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** By API id: this page's import workers' second passes (lib/response-schemas/schema-pass.ts). */
    apiExplorerSchemaPasses?: Map<string, SchemaPassState>
  }
}

/** Marks an API's second pass as started (`pending`) or over (`settled`, only one that started). */
export function markSchemaPass(apiId: string, state: SchemaPassState) {
  const passes = (window.apiExplorerSchemaPasses ??= new Map())
  if (state === "settled" && passes.get(apiId) !== "pending") return
  passes.set(apiId, state)
  window.dispatchEvent(new Event("api-explorer-schema-pass"))
}
