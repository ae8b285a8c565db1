/// <reference lib="webworker" />
import { catalogueSchemasPath, hasCatalogueSchemas } from "@/lib/response-schemas/catalogue-schemas"
import { isRecord, loadResponseSchemas, type ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { serve } from "@/lib/worker-rpc"
import { checkConformance, TOO_DEEP } from "./check-conformance"
import type { ConformanceResult } from "./conformance-result"

// The conformance check's thread (docs/conformance.md): reads the API's response schemas (an opened API's from
// IndexedDB, a catalogue API's from its file on this site), the body
// from its Blob, and validates. The page gives it a time limit and terminates it past that (a catastrophic pattern,
// a 20 MB body): nothing here can freeze the page.

declare const self: DedicatedWorkerGlobalScope

export type ConformanceRequest = { apiId: string; operation: string; status: number; contentType: string; body: Blob }

/** One request per worker, one answer (lib/worker-rpc.ts); run-conformance.ts gives it its time limit. */
export type ConformanceProtocol = { request: ConformanceRequest; answer: ConformanceResult; progress: never }

serve<ConformanceProtocol>(self, async ({ apiId, operation, status, contentType, body }) => {
  try {
    // The schemas from storage and the body from its Blob, read at the same time.
    const [record, text] = await Promise.all([schemasOf(apiId), body.text()])
    return checkConformance({ record, operation, status, contentType, body: text })
  } catch (error) {
    return { kind: "unchecked", reason: reasonOf(error) }
  }
})

/** A catalogue API's file (undefined when it cannot be read: offline before it was cached, or not one of ours). */
async function schemasOf(apiId: string): Promise<ResponseSchemaRecord | undefined> {
  if (!hasCatalogueSchemas(apiId)) return loadResponseSchemas(apiId)
  try {
    const response = await fetch(catalogueSchemasPath(apiId))
    const value: unknown = response.ok ? await response.json() : undefined
    return isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof RangeError) return TOO_DEEP
  return `the check failed (${error instanceof Error ? error.message : String(error)}).`
}
