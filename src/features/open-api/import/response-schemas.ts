import type { DocumentedMedia, ResponseSchemaRecord, SchemaJson } from "@/lib/response-schemas/response-schemas"
import { RESPONSE_SCHEMAS_FORMAT } from "@/lib/response-schemas/response-schemas"
import type { ImportedApi } from "./imported-api"
import { keyedOperations } from "./paths"
import { atPointer, own, RefResolver, type Json } from "./refs"
import { recordEntries } from "./text"
import type { MediaType, Response } from "./document-types"

// The importer's second pass (docs/conformance.md): after the API is on the page, the worker collects each operation's
// documented responses with their schemas as written, and every `$ref` target those reach, for the tester's
// conformance check. Kept apart from the mapped API (the first pass would cost the visitor the time: ADR 023).

/** Nodes walked at most while collecting the schemas' `$ref` targets (Stripe's whole document is ~1.5 million). */
export const SCHEMA_NODES_LIMIT = 4_000_000
const STATUSES_LIMIT = 100
const MEDIA_TYPES_LIMIT = 20

/**
 * An upgraded document (OpenAPI 3.0 or 3.1) → its responses' schemas by operation ("GET /pets", the path as the app
 * lists it: import-document.ts) and status, with the `$ref` targets they reach. Never throws on odd values; `null`
 * stands for a media type without a schema.
 */
export function collectResponseSchemas(document: Json, specVersion: ImportedApi["specVersion"]): ResponseSchemaRecord {
  const refs = new RefResolver(document)
  const record: ResponseSchemaRecord = {
    format: RESPONSE_SCHEMAS_FORMAT,
    specVersion: specVersion === "3.1" ? "3.1" : "3.0",
    operations: {},
    refs: {},
  }
  const schemas: Json[] = []
  for (const { key, operation } of keyedOperations(refs, document)) {
    const statuses: { [status: string]: DocumentedMedia } = {}
    for (const [status, raw] of recordEntries(own(operation, "responses"), STATUSES_LIMIT)) {
      const response = refs.resolve<Response>(raw)
      if (!response) continue
      const media: DocumentedMedia = {}
      for (const [type, rawMedia] of recordEntries(own(response, "content"), MEDIA_TYPES_LIMIT)) {
        const value = refs.resolve<MediaType>(rawMedia)
        const schema = value ? own(value, "schema") : undefined
        media[type] = schema === undefined ? null : (schema as SchemaJson)
        if (schema !== undefined) schemas.push(schema)
      }
      statuses[status] = media
    }
    record.operations[key] = statuses
  }
  collectRefs(document, schemas, record.refs)
  return record
}

/** Adds every internal `$ref` target reachable from `roots` to `into`, by pointer; walks each object once. */
function collectRefs(document: Json, roots: Json[], into: { [pointer: string]: SchemaJson }): void {
  const seen = new Set<object>()
  const stack: Json[] = [...roots]
  let walked = 0
  while (stack.length > 0 && walked < SCHEMA_NODES_LIMIT) {
    const node = stack.pop()
    if (typeof node !== "object" || node === null || seen.has(node)) continue
    seen.add(node)
    walked++
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child)
      continue
    }
    const ref = own(node, "$ref")
    if (typeof ref === "string" && ref.startsWith("#") && !Object.hasOwn(into, ref)) {
      const target = atPointer(document, ref)
      if (target !== undefined) {
        into[ref] = target as SchemaJson
        stack.push(target)
      }
    }
    for (const key of Object.keys(node)) stack.push(node[key] as Json)
  }
}
