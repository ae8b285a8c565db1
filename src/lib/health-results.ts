import {
  getLocalStorage,
  HEALTH_RESULTS_KEY,
  readJson,
  storageListeners,
  writeJson,
  type StorageEventSource,
} from "./storage"
import { isStale } from "./check-time"
import { isDuration, isHttpStatus, isStoredTime, maxOf } from "./stored-fields"
import { parseStoredConformance, type StoredConformance } from "./conformance/stored-conformance"

// The visitor's own health-check results (docs/health-checks.md): one localStorage item holding, per
// endpoint, the last outcome and when it was seen. Read by explore cards, the detail page and /status.

export const OUTCOMES = ["ok", "http-error", "blocked", "timeout", "needs-key", "needs-input", "not-checked"] as const
export type OutcomeKind = (typeof OUTCOMES)[number]

/**
 * One endpoint's last check. `detail`: the content type (ok), status text (http-error), reason (blocked: cors,
 * unreachable, redirect, unknown), the missing parameters (needs-input) or the method (not-checked). `conformance`:
 * whether the answer (ok, or an http-error) matched the API's description, when a check ran (docs/conformance.md).
 */
export type StoredResult = {
  outcome: OutcomeKind
  at: number
  ms?: number
  status?: number
  detail?: string
  conformance?: StoredConformance
}
/** By endpointKey. */
export type HealthResults = Readonly<Record<string, StoredResult>>

// Results older than 7 days are stale: shown, but marked as such (isStale in check-time.ts, which the verification
// lines of `npm run verify` use too, without loading this module).

/** No results (the same object every time: a stable snapshot). */
export const NO_RESULTS: HealthResults = Object.freeze({})

/** The API id of a result's key (ids have no spaces). */
export function apiIdOf(key: string): string {
  return key.slice(0, key.indexOf(" "))
}

/** Whether an outcome means a request was really sent (the others are skipped endpoints). */
export function wasSent(outcome: OutcomeKind): boolean {
  return outcome === "ok" || outcome === "http-error" || outcome === "blocked" || outcome === "timeout"
}

/**
 * The most results kept per API: an API has at most a few hundred endpoints, one result each, so more
 * can only come from damaged or hostile storage; 130,000 of them once crashed /explore. The newest are kept.
 */
export const MAX_RESULTS_PER_API = 500

/** The longest `detail` kept (a content type, status text or list of parameter names is far shorter). */
export const MAX_DETAIL_LENGTH = 1000

/**
 * `entries` with at most MAX_RESULTS_PER_API per API: the newest (by `at`; on a tie, the one listed first), in
 * their listed order. The same array when no API is over the cap.
 */
function capEntries(
  entries: readonly (readonly [string, StoredResult])[],
): readonly (readonly [string, StoredResult])[] {
  const groups = new Map<string, { index: number; at: number }[]>()
  entries.forEach(([key, { at }], index) => {
    const id = apiIdOf(key)
    const list = groups.get(id)
    if (list) list.push({ index, at })
    else groups.set(id, [{ index, at }])
  })
  let isDropped: Uint8Array | undefined
  for (const list of groups.values()) {
    if (list.length <= MAX_RESULTS_PER_API) continue
    // Array.prototype.sort is stable: ties keep the listed order.
    list.sort((a, b) => b.at - a.at)
    const dropped = (isDropped ??= new Uint8Array(entries.length))
    for (const { index } of list.slice(MAX_RESULTS_PER_API)) dropped[index] = 1
  }
  return isDropped ? entries.filter((_, index) => isDropped[index] === 0) : entries
}

/** `results` with at most MAX_RESULTS_PER_API per API, the newest; the same object when none is over the cap. */
export function capPerApi(results: HealthResults): HealthResults {
  const entries = Object.entries(results)
  const kept = capEntries(entries)
  return kept === entries ? results : Object.fromEntries(kept)
}

/**
 * The results from a parsed JSON value, or undefined when it is not `{ version: 1, results: {…} }`. Stored data
 * is input (docs/security.md): an entry without a known outcome or with a time a Date cannot hold (0 < at <= 8.64e15,
 * whole ms: lib/stored-fields.ts) is dropped on its own, so one bad value does not cost every other result; an
 * optional field out of range (`ms` over a day or negative, `status` outside 100–599, `detail` over
 * MAX_DETAIL_LENGTH, a `conformance` that parseStoredConformance does not read, or one on an outcome other than ok or
 * http-error) is left out; and at most MAX_RESULTS_PER_API results per API are kept.
 */
export function parseHealthResults(value: unknown): HealthResults | undefined {
  if (typeof value !== "object" || value === null) return undefined
  const { version, results } = value as { version?: unknown; results?: unknown }
  if (version !== 1 || typeof results !== "object" || results === null || Array.isArray(results)) return undefined
  const valid: [string, StoredResult][] = []
  for (const [key, raw] of Object.entries(results)) {
    // An empty API id (" GET /x") belongs to no API.
    if (key.indexOf(" ") < 1 || typeof raw !== "object" || raw === null) continue
    const { outcome, at, ms, status, detail, conformance } = raw as Record<string, unknown>
    if (!OUTCOMES.includes(outcome as OutcomeKind) || !isStoredTime(at)) continue
    const result: StoredResult = { outcome: outcome as OutcomeKind, at }
    if (isDuration(ms)) result.ms = ms
    if (isHttpStatus(status)) result.status = status
    if (typeof detail === "string" && detail.length <= MAX_DETAIL_LENGTH) result.detail = detail
    // Only an answer is checked against the description: on any other outcome the field is damage.
    const checked = outcome === "ok" || outcome === "http-error" ? parseStoredConformance(conformance) : undefined
    if (checked) result.conformance = checked
    valid.push([key, result])
  }
  // Object.fromEntries defines own properties: a key "__proto__" stays a plain result.
  return Object.fromEntries(capEntries(valid))
}

export type HealthState = "works" | "partly" | "failing"

/** What an API's indicator and its /status row show. */
export type ApiHealth = {
  /** works: every endpoint sent worked; failing: none did; partly: some did. */
  state: HealthState
  working: number
  /** Endpoints really sent (skipped ones — no key, not a GET, missing input — do not count). */
  checked: number
  /** The newest check of any of its endpoints. */
  lastAt: number
  isStale: boolean
}

/** An API's health from its endpoints' results; undefined when none was ever sent (no indicator at all). */
export function summarizeApi(results: readonly StoredResult[], now: number): ApiHealth | undefined {
  const sent = results.filter((r) => wasSent(r.outcome))
  if (sent.length === 0) return undefined
  const working = sent.filter((r) => r.outcome === "ok").length
  // Not Math.max(...list): spreading a long list into a call overflows the stack.
  const lastAt = maxOf(sent.map((r) => r.at))
  return {
    state: working === sent.length ? "works" : working === 0 ? "failing" : "partly",
    working,
    checked: sent.length,
    lastAt,
    isStale: isStale(lastAt, now),
  }
}

/** Every API's results, grouped by API id. */
export function groupByApi(results: HealthResults): Map<string, StoredResult[]> {
  const groups = new Map<string, StoredResult[]>()
  for (const [key, result] of Object.entries(results)) {
    const id = apiIdOf(key)
    const list = groups.get(id)
    if (list) list.push(result)
    else groups.set(id, [result])
  }
  return groups
}

/** Every checked API's health, by id. */
export function summarizeAll(results: HealthResults, now: number): Map<string, ApiHealth> {
  const out = new Map<string, ApiHealth>()
  for (const [id, list] of groupByApi(results)) {
    const health = summarizeApi(list, now)
    if (health) out.set(id, health)
  }
  return out
}

/**
 * summarizeAll as of the current time: for a component that memoizes it per results snapshot (staleness is
 * then judged when the results were read, which is what the visitor just loaded).
 */
export function summarizeAllNow(results: HealthResults): Map<string, ApiHealth> {
  return summarizeAll(results, Date.now())
}

export type HealthStore = {
  subscribe(listener: () => void): () => void
  /** The same object (===) until results change. */
  getSnapshot(): HealthResults
  /** Adds or replaces results in memory and notifies; returns all results (persist them with saveHealthResults). */
  record(updates: Readonly<Record<string, StoredResult>>): HealthResults
}

/**
 * The results store, shaped for useSyncExternalStore. Read from storage once (and again when another tab
 * changes it); never throws: corrupted, full, disabled or throwing storage gives an empty or in-memory store.
 */
export function createHealthStore(
  storage: Storage | null = getLocalStorage(),
  win: StorageEventSource<Pick<StorageEvent, "key">> | null = typeof window === "undefined" ? null : window,
): HealthStore {
  let snapshot: HealthResults | undefined
  const load = () => readJson(HEALTH_RESULTS_KEY, parseHealthResults, NO_RESULTS, storage)
  const { subscribe, notify } = storageListeners(win, (event) => {
    if (event.key !== null && event.key !== HEALTH_RESULTS_KEY) return
    snapshot = load()
    notify()
  })
  return {
    subscribe,
    getSnapshot() {
      snapshot ??= load()
      return snapshot
    },
    record(updates) {
      snapshot = capPerApi({ ...this.getSnapshot(), ...updates })
      notify()
      return snapshot
    },
  }
}

/**
 * The one name of an endpoint's result: endpointKey("dog-ceo", "GET", "/breeds/list/all") → "dog-ceo GET /breeds/list/all".
 * An API may list the same method and path more than once (with other example values): the second is
 * "omdb GET / #2", and so on (`occurrence` counts from 1).
 */
export function endpointKey(apiId: string, method: string, path: string, occurrence = 1): string {
  return `${apiId} ${method} ${path}${occurrence > 1 ? ` #${occurrence}` : ""}`
}

/** The result keys of an API's endpoints, in order, numbering repeated method + path pairs. */
export function endpointKeys(apiId: string, endpoints: readonly { method: string; path: string }[]): string[] {
  const seen = new Map<string, number>()
  return endpoints.map(({ method, path }) => {
    const occurrence = (seen.get(`${method} ${path}`) ?? 0) + 1
    seen.set(`${method} ${path}`, occurrence)
    return endpointKey(apiId, method, path, occurrence)
  })
}

/**
 * endpointKeys(apiId, endpoints)[index], without working out the others: an endpoint card needs only its own, and
 * building all of an opened API's keys (22,361 for Graph beta) was one render of 150 ms on the slow phone. Counts the
 * same method and path before it, comparing strings rather than building them.
 */
export function endpointKeyAt(
  apiId: string,
  endpoints: readonly { method: string; path: string }[],
  index: number,
): string {
  const endpoint = endpoints[index]
  if (!endpoint) return ""
  let occurrence = 1
  for (let i = 0; i < index; i++) {
    const other = endpoints[i]
    if (other?.path === endpoint.path && other.method === endpoint.method) occurrence++
  }
  return endpointKey(apiId, endpoint.method, endpoint.path, occurrence)
}

/**
 * Persists every result under the one key (HEALTH_RESULTS_KEY). Returns whether it was stored; full or disabled storage
 * only means the results are not kept past this page (never throws).
 */
export function saveHealthResults(results: HealthResults, storage?: Storage | null): boolean {
  return writeJson(HEALTH_RESULTS_KEY, { version: 1, results }, storage)
}
