import { del, get, set, type UseStore } from "idb-keyval"
import { resetDatabaseForTests, storeOf } from "@/lib/database/database"

export { operationKey } from "./operation-key"

// The documented responses' schemas of an opened API, kept beside it (docs/conformance.md): written by the importer's
// worker after the API itself is posted to the page (src/features/open-api/open.worker.ts), read only by the tester's
// conformance worker when a response comes back (src/lib/conformance/). A separate record, so
// opening an API and its page never read or copy them.

/** A JSON value as JSON.parse returns it. */
export type SchemaJson = null | boolean | number | string | SchemaJson[] | { [key: string]: SchemaJson }

/** One documented response: each media type with its schema as the document writes it (null when it gives none). */
export type DocumentedMedia = { [mediaType: string]: SchemaJson }

export type ResponseSchemaRecord = {
  format: typeof RESPONSE_SCHEMAS_FORMAT
  /** 3.0 (a Swagger 2.0 document is upgraded to 3.0 first) or 3.1: how `nullable`, `exclusiveMinimum`… are read. */
  specVersion: "3.0" | "3.1"
  /** By operationKey: each documented status ("200", "2XX", "default") with its media types. */
  operations: { [operation: string]: { [status: string]: DocumentedMedia } }
  /** Every `$ref` target these schemas reach, by its pointer ("#/components/schemas/Pet"), as written. */
  refs: { [pointer: string]: SchemaJson }
}

export const RESPONSE_SCHEMAS_FORMAT = 1

let store: UseStore | undefined
function getStore(): UseStore {
  store ??= storeOf("schemas")
  return store
}

/** For tests: a fresh store (after fake-indexeddb is reset). */
export function resetSchemaStoreForTests() {
  resetDatabaseForTests()
  store = undefined
}

/** Keeps an API's response schemas; false when the browser's storage refused them (then nothing is checked). */
export async function saveResponseSchemas(id: string, record: ResponseSchemaRecord): Promise<boolean> {
  try {
    await set(id, record, getStore())
    return true
  } catch {
    return false
  }
}

/** An API's response schemas; undefined when none were kept (or they are unreadable, or of another format). */
export async function loadResponseSchemas(id: string): Promise<ResponseSchemaRecord | undefined> {
  try {
    const value: unknown = await get(id, getStore())
    return isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

export async function removeResponseSchemas(id: string): Promise<void> {
  try {
    await del(id, getStore())
  } catch {
    // Nothing kept, or storage refused: nothing to remove.
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

export function isRecord(value: unknown): value is ResponseSchemaRecord {
  return (
    isObject(value) &&
    value.format === RESPONSE_SCHEMAS_FORMAT &&
    (value.specVersion === "3.0" || value.specVersion === "3.1") &&
    isObject(value.operations) &&
    isObject(value.refs)
  )
}
