import { getLocalStorage, readJson, TESTER_HISTORY_KEY } from "@/lib/storage"
import { maskKey } from "@/lib/api-keys"
import { isDuration, isHttpStatus, isIndex, isStoredTime } from "@/lib/stored-fields"
import type { SendResult } from "../send/send-request"
import { truncate } from "../request/link/tester-link"
import { isCredential, NO_MARKED_NAMES, withoutCredentials } from "../request/auth/typed-secrets"

// The tester's request history (docs/testing-links-and-history.md): the last 50 requests, newest first, in
// localStorage under one key. Nothing in it may hold an API key: every text is masked before it is stored.

/** How many requests the history keeps; the oldest go first. */
export const HISTORY_LIMIT = 50
/** Longest URL or error message an entry keeps (values use MAX_VALUE_LENGTH). */
export const MAX_TEXT_LENGTH = 4000

export type HistoryEntry = {
  id: string
  apiId: string
  apiName: string
  /** Index of the endpoint in its API, as in `?endpoint=`. */
  endpointIndex: number
  endpointName: string
  method: string
  /** The URL as sent, with the key masked as •••. */
  url: string
  /** The typed values (the key field never among them), masked too. */
  values: Record<string, string>
  /** The HTTP status when there was an answer (also for non-2xx); null for a network error, timeout or cancel. */
  status: number | null
  /** The error message when the request failed ('HTTP 404: Not Found', 'Request cancelled'…), else null. */
  error: string | null
  durationMs: number
  /** When it was sent, in ms since 1970. */
  at: number
}

const isString = (value: unknown): value is string => typeof value === "string"

function parseValues(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const entries = Object.entries(value)
  // Object.fromEntries, not `values[name] =`: it defines own properties, so "__proto__" stays a plain value.
  return entries.every((entry): entry is [string, string] => isString(entry[1]))
    ? Object.fromEntries(entries)
    : undefined
}

/**
 * One stored entry, or undefined when any field has the wrong type or is out of range (lib/stored-fields.ts):
 * `at` a whole number of ms a Date can hold (`at: 1e300` once crashed every tester page), `status` null or
 * 100–599, `durationMs` from 0 to one day, `endpointIndex` a whole number from 0.
 */
export function parseEntry(value: unknown): HistoryEntry | undefined {
  if (typeof value !== "object" || value === null) return undefined
  const v = value as Record<string, unknown>
  const values = parseValues(v.values)
  if (
    !isString(v.id) ||
    !isString(v.apiId) ||
    !isString(v.apiName) ||
    !isIndex(v.endpointIndex) ||
    !isString(v.endpointName) ||
    !isString(v.method) ||
    !isString(v.url) ||
    values === undefined ||
    !(v.status === null || isHttpStatus(v.status)) ||
    !(v.error === null || isString(v.error)) ||
    !isDuration(v.durationMs) ||
    !isStoredTime(v.at)
  )
    return undefined
  return {
    id: v.id,
    apiId: v.apiId,
    apiName: v.apiName,
    endpointIndex: v.endpointIndex,
    endpointName: v.endpointName,
    method: v.method,
    url: v.url,
    values,
    status: v.status,
    error: v.error as string | null,
    durationMs: v.durationMs,
    at: v.at,
  }
}

/**
 * The stored history: not an array → undefined (loadHistory then warns and uses []); entries of the wrong shape are
 * dropped one by one, duplicates by id too, and at most HISTORY_LIMIT are kept.
 */
export function parseHistory(value: unknown): HistoryEntry[] | undefined {
  if (!Array.isArray(value)) return undefined
  const seen = new Set<string>()
  const entries: HistoryEntry[] = []
  for (const item of value) {
    const entry = parseEntry(item)
    if (entry === undefined || seen.has(entry.id)) continue
    seen.add(entry.id)
    entries.push(entry)
    if (entries.length === HISTORY_LIMIT) break
  }
  return entries
}

/** The history in `storage`: [] when it is absent, unreadable, not JSON or not a list. Never throws. */
export function loadHistory(storage: Storage | null = getLocalStorage()): HistoryEntry[] {
  return readJson(TESTER_HISTORY_KEY, parseHistory, [], storage)
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22)
  )
}

/** What a save leaves: what the page shows, what storage holds, and how much of it storage had no room for. */
export type SavedHistory = {
  /** The entries the page shows, newest first. */
  entries: HistoryEntry[]
  /** The entries storage holds now (the floor of the next save). */
  stored: readonly HistoryEntry[]
  /** How many of the shown entries storage was too full to keep (shown on this page only); 0 when none. */
  unsaved: number
}

/**
 * Stores `entries` (newest first) in place of `stored`, what storage held so far. When storage is full, the
 * oldest entries are dropped one by one until the rest fits, but never below the number stored before: a full
 * storage must not cost saved requests (it once removed the whole history). When not even that fits, storage
 * keeps `stored` untouched and the page shows `entries`, with `unsaved` counting the new ones storage has no
 * room for. Missing storage, or storage refusing writes for another reason, keeps `entries` for this page only
 * after a console warning. Never throws.
 */
export function saveHistory(
  entries: readonly HistoryEntry[],
  stored: readonly HistoryEntry[],
  storage: Storage | null = getLocalStorage(),
): SavedHistory {
  const forPageOnly = (unsaved: number): SavedHistory => ({ entries: [...entries], stored, unsaved })
  if (storage === null) {
    console.warn("API Explorer: storage is unavailable; the request history is kept for this page only")
    return forPageOnly(0)
  }
  try {
    if (entries.length === 0) {
      // An emptied history (Clear history, the last Delete) removes the item: that frees space, never needs it.
      storage.removeItem(TESTER_HISTORY_KEY)
      return { entries: [], stored: [], unsaved: 0 }
    }
  } catch (error) {
    console.warn("API Explorer: could not store the request history; it is kept for this page only", error)
    return forPageOnly(0)
  }
  const floor = Math.max(1, Math.min(entries.length, stored.length))
  for (let count = entries.length; count >= floor; count--) {
    const kept = entries.slice(0, count)
    try {
      storage.setItem(TESTER_HISTORY_KEY, JSON.stringify(kept))
      if (count < entries.length) console.warn(`API Explorer: storage is full; kept the newest ${count} requests`)
      return { entries: kept, stored: kept, unsaved: 0 }
    } catch (error) {
      if (isQuotaError(error)) continue
      console.warn("API Explorer: could not store the request history; it is kept for this page only", error)
      return forPageOnly(0)
    }
  }
  console.warn("API Explorer: storage is full; the newest requests are kept for this page only")
  const storedIds = new Set(stored.map((entry) => entry.id))
  return forPageOnly(entries.filter((entry) => !storedIds.has(entry.id)).length)
}

/**
 * The History panel's line when storage was too full to keep the newest requests; "" when all were stored.
 * unsavedNote(1) → "Storage is full: the newest request is shown here but could not be saved."
 */
export function unsavedNote(unsaved: number): string {
  if (unsaved <= 0) return ""
  const what = unsaved === 1 ? "the newest request is" : `the newest ${unsaved} requests are`
  return `Storage is full: ${what} shown here but could not be saved.`
}

/** `entry` first, then the others without it (same id), cut to HISTORY_LIMIT. */
export function addEntry(entries: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...entries.filter((other) => other.id !== entry.id)].slice(0, HISTORY_LIMIT)
}

/** The entries without the one with this id. */
export function removeEntry(entries: readonly HistoryEntry[], id: string): HistoryEntry[] {
  return entries.filter((entry) => entry.id !== id)
}

export type SentRequest = Omit<HistoryEntry, "id" | "at" | "url" | "values" | "error"> & {
  url: string
  values: Readonly<Record<string, string>>
  error: string | null
}

/** `url` with the values of credential parameters (isCredential) as •••, in case they were not masked yet. */
function maskCredentialsIn(url: string, values: Readonly<Record<string, string>>, marked: ReadonlySet<string>): string {
  return Object.entries(values).reduce(
    (masked, [name, value]) => (isCredential(name, marked) ? maskKey(masked, value) : masked),
    url,
  )
}

/**
 * A history entry for a request just sent: the key masked in the URL, the values and the error message, long
 * texts cut, empty values left out, and so are credentials' (named like one, or in `marked`: those the document marks,
 * request/auth/typed-secrets.ts markedNames).
 * createEntry({ url: "https://x.dev/?appid=s3cret", values: { q: "Paris" }, … }, "s3cret", 1700000000000, "a1")
 *   → { url: "https://x.dev/?appid=•••", values: { q: "Paris" }, at: 1700000000000, id: "a1", … }
 */
export function createEntry(
  sent: SentRequest,
  apiKey: string,
  at: number,
  id: string,
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
): HistoryEntry {
  // Object.fromEntries defines own properties: a parameter named "__proto__" stays a plain value.
  // A credential typed into a parameter (request/auth/typed-secrets.ts) is kept out, as the key is.
  const values = Object.fromEntries(
    Object.entries(withoutCredentials(sent.values, marked))
      .filter(([, value]) => value !== "")
      .map(([name, value]) => [name, truncate(maskKey(value, apiKey))]),
  )
  return {
    id,
    apiId: sent.apiId,
    apiName: sent.apiName,
    endpointIndex: sent.endpointIndex,
    endpointName: sent.endpointName,
    method: sent.method,
    url: truncate(maskCredentialsIn(maskKey(sent.url, apiKey), sent.values, marked), MAX_TEXT_LENGTH),
    values,
    status: sent.status,
    error: sent.error === null ? null : truncate(maskKey(sent.error, apiKey), MAX_TEXT_LENGTH),
    durationMs: Math.max(0, Math.round(sent.durationMs)),
    at,
  }
}

/**
 * What the history keeps of a result: the status when the API answered (2xx or not), and the error message when
 * it failed. outcomeOf(404 answer) → { status: 404, error: "HTTP 404: Not Found" }; a CORS block → { status: null, error: "Failed to fetch" }
 */
export function outcomeOf(result: SendResult): { status: number | null; error: string | null } {
  if (result.ok) return { status: result.response.status, error: null }
  if (result.error.kind === "http") return { status: result.error.response.status, error: result.error.message }
  return { status: null, error: result.error.message }
}

/** A short, unique id for an entry: the time plus random letters ("lq2x1k-4f9a2c"). */
export function newEntryId(at: number, random: () => number = Math.random): string {
  return `${at.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`
}
