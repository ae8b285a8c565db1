import { del, entries, get, getMany, promisifyRequest, set, type UseStore } from "idb-keyval"
import { resetDatabaseForTests, storageNotice, storeOf } from "@/lib/database/database"
import type { ApiWithExamples } from "@/lib/example-urls"
import { removeBodyDetails } from "@/lib/response-schemas/body-details"
import { removeResponseSchemas } from "@/lib/response-schemas/response-schemas"
import { splitApi } from "./api-parts"
import { readStoredApi } from "./stored-api"

// The APIs a visitor opened, kept in IndexedDB (docs/decisions/016-opened-apis-in-indexeddb.md): localStorage holds
// about 5 MB of text, less than one big description. Two stores: the short list "Your APIs" reads, and the
// mapped APIs themselves (a Graph-sized one is tens of MB), read only when its page opens. What was opened this
// session is also kept in memory, so a full or refused storage costs the visitor the copy, not the API.
// Both are stores of the app's one database (src/lib/database/).
// An API is stored as its record (the API without endpoints, and how many parts) under its id, and its endpoints in
// parts (api-parts.ts) under [id, 0], [id, 1]…: reading Graph beta back is then many short tasks, not one of 0.5 s.

/**
 * The shape of the list's summaries; bumped when it changes (an older summary is skipped: open the API again).
 * Stored APIs have their own format (RECORD_FORMAT).
 */
export const STORE_FORMAT = 1

/**
 * The shape of a stored API. 2: where it came from is `source: { kind: "opened", … }` (docs/open-any-api.md); format 1 had
 * `opened: {…}` beside invented `cors`, `free` and `browser` fields, and is read into format 2.
 */
export const RECORD_FORMAT = 2

export type OpenedSummary = {
  id: string
  name: string
  version: string
  source: "url" | "file" | "paste"
  location?: string
  openedAt: string
  endpointCount: number
  format: number
  /** The document's id from its text (OpenedFrom.documentId); absent for APIs stored before it. */
  documentId?: string
}

type Stores = { list: UseStore; apis: UseStore }

let stores: Stores | undefined
function getStores(): Stores {
  stores ??= {
    list: storeOf("summaries"),
    apis: storeOf("apis"),
  }
  return stores
}

/** For tests: start over with fresh stores (after fake-indexeddb is reset). */
export function resetStoresForTests() {
  resetDatabaseForTests()
  stores = undefined
  memory.clear()
}

const memory = new Map<string, ApiWithExamples>()

export function summaryOf(api: ApiWithExamples): OpenedSummary {
  return {
    id: api.id,
    name: api.name,
    version: api.source.kind === "opened" ? api.source.version : "",
    source: api.source.kind === "opened" ? api.source.source : "paste",
    ...(api.source.kind === "opened" && api.source.location ? { location: api.source.location } : {}),
    openedAt: api.source.kind === "opened" ? api.source.openedAt : "",
    ...(api.source.kind === "opened" && api.source.documentId ? { documentId: api.source.documentId } : {}),
    endpointCount: api.endpoints.length,
    format: STORE_FORMAT,
  }
}

/** Why an API opened this visit was not kept (full or refused storage), by id, for its page to say. */
const storageProblems = new Map<string, string>()
const problemListeners = new Set<() => void>()

export function reportStorageProblem(id: string, message: string) {
  storageProblems.set(id, message)
  for (const listener of problemListeners) listener()
}

export function storageProblemOf(id: string): string | undefined {
  return storageProblems.get(id)
}

export function subscribeStorageProblems(listener: () => void): () => void {
  problemListeners.add(listener)
  return () => problemListeners.delete(listener)
}

export type SaveResult = { ok: true } | { ok: false; message: string }

export const STORAGE_FULL_MESSAGE =
  "Your browser's storage is full, so this API is open for this visit only. Remove an API you no longer need from Your APIs and open it again to keep it."
export const STORAGE_REFUSED_MESSAGE =
  "This browser does not let the page keep data (private mode or a storage setting), so this API is open for this visit only."

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22)
}

/** Keeps `api` for this visit only (the worker stores it; this page keeps the copy it was sent). */
export function rememberOpened(api: ApiWithExamples) {
  memory.set(api.id, api)
}

/** Keeps `api` for this visit, and in IndexedDB when it can; says why when it could not. */
export async function saveOpened(api: ApiWithExamples): Promise<SaveResult> {
  rememberOpened(api)
  try {
    const { list, apis } = getStores()
    const { shell, parts } = splitApi(api)
    const record: StoredRecord = { format: RECORD_FORMAT, api: shell, parts: parts.length }
    // One transaction: an earlier copy's parts go (it may have had more), then the record and its parts.
    await apis("readwrite", (store) => {
      store.delete(allParts(api.id))
      store.put(record, api.id)
      parts.forEach((part, index) => store.put(part, [api.id, index]))
      return promisifyRequest(store.transaction)
    })
    await set(api.id, summaryOf(api), list)
    // The same document kept under another id (opened from an address, now from a file): this copy replaces it.
    for (const older of await sameDocument(summaryOf(api))) await removeOpened(older)
    return { ok: true }
  } catch (error) {
    return { ok: false, message: isQuotaError(error) ? STORAGE_FULL_MESSAGE : STORAGE_REFUSED_MESSAGE }
  }
}

/** An opened API by id: this visit's copy, else the stored one; undefined when there is none (or it is unreadable). */
export async function loadOpened(id: string): Promise<ApiWithExamples | undefined> {
  const kept = memory.get(id)
  if (kept) return kept
  try {
    const { apis } = getStores()
    const record: unknown = await get(id, apis)
    if (!isRecord(record)) return undefined
    let endpoints: unknown[] = record.api.endpoints
    if (record.parts !== undefined) {
      const parts = await getMany<unknown>(partKeys(id, record.parts), apis)
      // A part missing or not a list: the record is damaged, and the API is reported as not kept.
      if (!parts.every((part): part is unknown[] => Array.isArray(part))) return undefined
      endpoints = parts.flat()
    }
    // Anything else damaged (an endpoint without a path, a parameter list that is not one, a source of another
    // shape): reported as not kept, never a page that fails to draw.
    const api = readStoredApi({ ...record.api, endpoints }, record.format)
    if (api === undefined) return undefined
    memory.set(id, api)
    return api
  } catch {
    return undefined
  }
}

/** What is stored under an API's id: with `parts`, its endpoints are stored apart; without (as first stored), inside. */
type StoredRecord = { format: number; api: ApiWithExamples; parts?: number }

function isRecord(value: unknown): value is StoredRecord {
  if (typeof value !== "object" || value === null) return false
  const record = value as { format?: unknown; api?: unknown; parts?: unknown }
  if (record.format !== 1 && record.format !== RECORD_FORMAT) return false
  if (typeof record.api !== "object" || record.api === null) return false
  if (record.parts !== undefined && !(Number.isSafeInteger(record.parts) && (record.parts as number) >= 0)) return false
  const api = record.api as { id?: unknown; endpoints?: unknown }
  return typeof api.id === "string" && Array.isArray(api.endpoints)
}

/** Every part of an API, whatever their number: the keys [id, 0], [id, 1]… */
function allParts(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER])
}

function partKeys(id: string, count: number): IDBValidKey[] {
  return Array.from({ length: count }, (_, index) => [id, index])
}

function isSummary(value: unknown): value is OpenedSummary {
  if (typeof value !== "object" || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === "string" &&
    typeof v.name === "string" &&
    typeof v.openedAt === "string" &&
    typeof v.endpointCount === "number" &&
    v.format === STORE_FORMAT
  )
}

/** `notice`: what the visitor is told about moving their APIs out of the earlier build's storage (database.ts). */
export type ListResult = { ok: true; apis: OpenedSummary[]; notice?: string } | { ok: false; message: string }

export const STORAGE_UNREADABLE_MESSAGE =
  "Your APIs could not be read from this browser's storage. APIs you open now still work for this visit."

/** "Your APIs", newest first: stored ones plus this visit's unsaved ones; unreadable records are skipped. */
export async function listOpened(): Promise<ListResult> {
  const unsaved = [...memory.values()].map(summaryOf)
  try {
    const stored = (await entries(getStores().list)).map(([, value]) => value).filter(isSummary)
    const ids = new Set(stored.map((s) => s.id))
    const apis = onePerDocument(sortNewestFirst([...stored, ...unsaved.filter((s) => !ids.has(s.id))]))
    const notice = await storageNotice()
    return notice ? { ok: true, apis, notice } : { ok: true, apis }
  } catch {
    return unsaved.length > 0
      ? { ok: true, apis: onePerDocument(sortNewestFirst(unsaved)) }
      : { ok: false, message: STORAGE_UNREADABLE_MESSAGE }
  }
}

/** The ids of other stored APIs of `summary`'s document. */
async function sameDocument(summary: OpenedSummary): Promise<string[]> {
  if (!summary.documentId) return []
  const stored = (await entries(getStores().list)).map(([, value]) => value).filter(isSummary)
  return stored.flatMap((s) => (s.documentId === summary.documentId && s.id !== summary.id ? [s.id] : []))
}

/**
 * One entry per document, the first (newest) of each: a list sorted newest first, where the same documentId may
 * appear under two ids (this visit's copy of one the worker has since replaced). Summaries without one all stay.
 */
export function onePerDocument(list: OpenedSummary[]): OpenedSummary[] {
  const seen = new Set<string>()
  return list.filter((summary) => {
    if (!summary.documentId) return true
    if (seen.has(summary.documentId)) return false
    seen.add(summary.documentId)
    return true
  })
}

function sortNewestFirst(list: OpenedSummary[]): OpenedSummary[] {
  return list.sort((a, b) => b.openedAt.localeCompare(a.openedAt) || a.name.localeCompare(b.name))
}

/** Forgets an opened API: this visit's copy and the stored one. */
export async function removeOpened(id: string): Promise<SaveResult> {
  memory.delete(id)
  await removeResponseSchemas(id)
  await removeBodyDetails(id)
  try {
    const { list, apis } = getStores()
    await del(id, list)
    await apis("readwrite", (store) => {
      store.delete(id)
      store.delete(allParts(id))
      return promisifyRequest(store.transaction)
    })
    return { ok: true }
  } catch {
    return { ok: false, message: STORAGE_UNREADABLE_MESSAGE }
  }
}
