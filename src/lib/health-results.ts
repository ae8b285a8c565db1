import { getLocalStorage, HEALTH_RESULTS_KEY, readJson, storageListeners, type StorageEventSource } from "./storage"

// The visitor's own health-check results (issue 14, docs/health-checks.md): one localStorage item holding, per
// endpoint, the last outcome and when it was seen. Read by explore cards, the detail page and /status.

export const OUTCOMES = ["ok", "http-error", "blocked", "timeout", "needs-key", "needs-input", "not-checked"] as const
export type OutcomeKind = (typeof OUTCOMES)[number]

/**
 * One endpoint's last check. `detail`: the content type (ok), status text (http-error), reason (blocked: cors,
 * unreachable, redirect, unknown), the missing parameters (needs-input) or the method (not-checked).
 */
export type StoredResult = { outcome: OutcomeKind; at: number; ms?: number; status?: number; detail?: string }
/** By endpointKey. */
export type HealthResults = Readonly<Record<string, StoredResult>>

/** Results older than this are stale: shown, but marked as such. */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000

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

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)

/**
 * The results from a parsed JSON value, or undefined when it is not `{ version: 1, results: {…} }`. A damaged
 * entry is dropped on its own, so one bad value does not cost every other result.
 */
export function parseHealthResults(value: unknown): HealthResults | undefined {
  if (typeof value !== "object" || value === null) return undefined
  const { version, results } = value as { version?: unknown; results?: unknown }
  if (version !== 1 || typeof results !== "object" || results === null || Array.isArray(results)) return undefined
  const out: Record<string, StoredResult> = {}
  for (const [key, raw] of Object.entries(results)) {
    if (!key.includes(" ") || typeof raw !== "object" || raw === null) continue
    const { outcome, at, ms, status, detail } = raw as Record<string, unknown>
    if (!OUTCOMES.includes(outcome as OutcomeKind) || !isNumber(at)) continue
    const result: StoredResult = { outcome: outcome as OutcomeKind, at }
    if (isNumber(ms)) result.ms = ms
    if (isNumber(status)) result.status = status
    if (typeof detail === "string") result.detail = detail
    out[key] = result
  }
  return out
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
  const lastAt = Math.max(...sent.map((r) => r.at))
  return {
    state: working === sent.length ? "works" : working === 0 ? "failing" : "partly",
    working,
    checked: sent.length,
    lastAt,
    isStale: now - lastAt > STALE_AFTER_MS,
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
      snapshot = { ...this.getSnapshot(), ...updates }
      notify()
      return snapshot
    },
  }
}
