import { del, get, set, type UseStore } from "idb-keyval"
import { resetDatabaseForTests, storeOf } from "@/lib/database/database"
import type { BodyEncoding, BodySchema } from "@/lib/request-body/body-schema"

// An opened API's request bodies' schemas, encodings and named examples (docs/open-any-api.md, "The body form"):
// collected by the importer's second pass, after the API is on the page and its response schemas are kept
// (src/features/open-api/open.worker.ts), and read by the tester, which builds the body form and the 'Example'
// picker from them. The first pass leaves them out: they doubled Stripe's import time. Kept in a store of their own
// (src/lib/database/), beside the response schemas', so reading one never copies the other into the page.

/** One media type of an operation's request body. */
export type BodyDetails = {
  schema?: BodySchema
  encoding?: BodyEncoding
  /** The media type's named `examples`, each as body text (JSON written with 2-space indents). */
  examples?: { name: string; value: string }[]
}

export type BodyDetailsRecord = {
  format: typeof BODY_DETAILS_FORMAT
  /** By operationKey ("POST /pets"), then by media type as the document writes it. */
  operations: { [operation: string]: { [mediaType: string]: BodyDetails } }
}

export const BODY_DETAILS_FORMAT = 1

let store: UseStore | undefined
function getStore(): UseStore {
  store ??= storeOf("bodies")
  return store
}

/** For tests: a fresh store (after fake-indexeddb is reset). */
export function resetBodyDetailsStoreForTests() {
  resetDatabaseForTests()
  store = undefined
}

/** Keeps an API's body details; false when the browser's storage refused them (the tester then has no form). */
export async function saveBodyDetails(id: string, record: BodyDetailsRecord): Promise<boolean> {
  try {
    await set(id, record, getStore())
    return true
  } catch {
    return false
  }
}

/** An API's body details; undefined when none were kept (or they are unreadable, or of another format). */
export async function loadBodyDetails(id: string): Promise<BodyDetailsRecord | undefined> {
  try {
    const value: unknown = await get(id, getStore())
    return isBodyDetailsRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

export async function removeBodyDetails(id: string): Promise<void> {
  try {
    await del(id, getStore())
  } catch {
    // Nothing kept, or storage refused: nothing to remove.
  }
}

export function isBodyDetailsRecord(value: unknown): value is BodyDetailsRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  const { format, operations } = value as Record<string, unknown>
  return (
    format === BODY_DETAILS_FORMAT &&
    typeof operations === "object" &&
    operations !== null &&
    !Array.isArray(operations)
  )
}

/** An operation's details for one media type, from a record; undefined when it has none. */
export function bodyDetailsOf(
  record: BodyDetailsRecord | undefined,
  operation: string,
  mediaType: string,
): BodyDetails | undefined {
  const media = record && Object.hasOwn(record.operations, operation) ? record.operations[operation] : undefined
  return media && Object.hasOwn(media, mediaType) ? media[mediaType] : undefined
}
