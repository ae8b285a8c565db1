// Every localStorage access in the app goes through here, so a storage that is missing, full, disabled or
// holding garbage degrades to defaults with a console warning instead of breaking a page (docs/behaviour.md §4, §8).
// Plain validation functions rather than zod: this module ships to the browser.

/** A JSON array of bookmarked API ids (docs/behaviour.md §3). */
export const BOOKMARKS_KEY = "bookmarkedApis"
/** A JSON boolean, true when dark mode is on (docs/behaviour.md §3, §9). */
export const DARK_MODE_KEY = "darkMode"
/** The word "dark" or "light" (the other reading of docs/behaviour.md §3). */
export const THEME_KEY = "theme"
/**
 * Prefix of the tester's API keys, one plain-string item per API: `apiKey:openweathermap`. Kept in
 * sessionStorage by default, in localStorage when the visitor ticks 'Remember on this device' (docs/api-keys.md).
 */
export const API_KEY_PREFIX = "apiKey:"
/**
 * The tester's request history (docs/testing-links-and-history.md): one JSON list, newest first. Only the lazily
 * loaded tester imports it, so bundling drops it from every page's first load.
 */
export const TESTER_HISTORY_KEY = "testerHistory"

/**
 * The visitor's own health-check results (docs/health-checks.md): one JSON object holding every
 * checked endpoint's last outcome with its time (`src/lib/health-results.ts`).
 */
export const HEALTH_RESULTS_KEY = "apiHealthResults"

/** Turns a stored value into T, or undefined when it has the wrong shape. */
export type Parse<T, In = unknown> = (value: In) => T | undefined

function warn(message: string, error?: unknown): void {
  if (error === undefined) console.warn(`API Explorer: ${message}`)
  else console.warn(`API Explorer: ${message}`, error)
}

/**
 * window.localStorage, or null where there is none (server render) or touching it throws
 * (sandboxed iframe, storage disabled by the user, some private modes).
 */
export function getLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : (window.localStorage ?? null)
  } catch {
    return null
  }
}

/** window.sessionStorage, or null where there is none or touching it throws (same cases as localStorage). */
export function getSessionStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : (window.sessionStorage ?? null)
  } catch {
    return null
  }
}

// `storage` undefined means "use localStorage"; an explicit null means "there is no storage".
function resolve(storage: Storage | null | undefined): Storage | null {
  return storage === undefined ? getLocalStorage() : storage
}

/** The raw stored string: null when the key is absent, undefined (after a warning) when it can't be read. */
function getRaw(key: string, storage: Storage | null | undefined): string | null | undefined {
  const store = resolve(storage)
  if (store === null) {
    warn(`storage is unavailable; using the default for "${key}"`)
    return undefined
  }
  try {
    return store.getItem(key)
  } catch (error) {
    warn(`could not read "${key}" from storage; using the default`, error)
    return undefined
  }
}

function setRaw(key: string, raw: string, storage: Storage | null | undefined): boolean {
  const store = resolve(storage)
  if (store === null) {
    warn(`storage is unavailable; "${key}" is kept for this page only`)
    return false
  }
  try {
    store.setItem(key, raw)
    return true
  } catch (error) {
    // QuotaExceededError, or a SecurityError when storage is disabled.
    warn(`could not write "${key}" to storage; it is kept for this page only`, error)
    return false
  }
}

/**
 * Reads a JSON value and checks its shape. Never throws: no storage, a failing read, invalid JSON or a wrong
 * shape give `fallback` with a console warning; an absent key gives `fallback` silently (the normal first visit).
 *
 * readJson(DARK_MODE_KEY, (v) => (typeof v === "boolean" ? v : undefined), false)
 *   stored "true" → true; absent → false; stored "yes" (invalid JSON) → false + warning
 */
export function readJson<T>(key: string, parse: Parse<T>, fallback: T, storage?: Storage | null): T {
  const raw = getRaw(key, storage)
  if (raw === null || raw === undefined) return fallback
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch (error) {
    warn(`"${key}" in storage is not valid JSON; using the default`, error)
    return fallback
  }
  const parsed = parse(value)
  if (parsed === undefined) {
    warn(`"${key}" in storage has an unexpected shape; using the default`)
    return fallback
  }
  return parsed
}

/**
 * Writes a value as JSON. Returns whether it was stored; never throws (warns instead), so callers can keep
 * the value in memory when storage is full or disabled.
 * writeJson(BOOKMARKS_KEY, ["github"]) → true, storage holds '["github"]'
 */
export function writeJson(key: string, value: unknown, storage?: Storage | null): boolean {
  let raw: string | undefined
  try {
    raw = JSON.stringify(value)
  } catch (error) {
    // Cycles and BigInt throw.
    warn(`"${key}" could not be converted to JSON; not stored`, error)
    return false
  }
  // undefined, functions and symbols have no JSON form; writing "undefined" would only store garbage.
  if (raw === undefined) {
    warn(`"${key}" has no JSON form; not stored`)
    return false
  }
  return setRaw(key, raw, storage)
}

/**
 * Reads a plain (non-JSON) string and checks it. Same failure rules as readJson.
 * readString(THEME_KEY, (v) => (v === "dark" || v === "light" ? v : undefined), "light")
 *   stored "dark" → "dark"; absent → "light"; stored "blue" → "light" + warning
 */
export function readString<T extends string>(
  key: string,
  parse: Parse<T, string>,
  fallback: T,
  storage?: Storage | null,
): T {
  const raw = getRaw(key, storage)
  if (raw === null || raw === undefined) return fallback
  const parsed = parse(raw)
  if (parsed === undefined) {
    warn(`"${key}" in storage has an unexpected value; using the default`)
    return fallback
  }
  return parsed
}

/** Writes a plain string. Returns whether it was stored; never throws. writeString(THEME_KEY, "dark") → true */
export function writeString(key: string, value: string, storage?: Storage | null): boolean {
  return setRaw(key, value, storage)
}

/** Removes an item. Returns whether the storage no longer holds it; never throws (warns instead). */
export function removeItem(key: string, storage?: Storage | null): boolean {
  const store = resolve(storage)
  if (store === null) return true
  try {
    store.removeItem(key)
    return true
  } catch (error) {
    warn(`could not remove "${key}" from storage`, error)
    return false
  }
}

/** The names of every stored item, in storage order; [] (after a warning) when the storage can't be listed. */
export function listKeys(storage?: Storage | null): string[] {
  const store = resolve(storage)
  if (store === null) return []
  try {
    const names: string[] = []
    for (let index = 0; index < store.length; index++) {
      const name = store.key(index)
      if (name !== null) names.push(name)
    }
    return names
  } catch (error) {
    warn("could not list the items in storage", error)
    return []
  }
}

/** What a store needs of `window` to follow other tabs' writes (tests pass a stand-in). */
export type StorageEventSource<E = StorageEvent> = {
  addEventListener(type: "storage", listener: (event: E) => void): void
  removeEventListener(type: "storage", listener: (event: E) => void): void
}

/**
 * The listeners of a store that follows other tabs: `onStorage` is attached to `win` only while at least one
 * listener is subscribed. `subscribe` is shaped for useSyncExternalStore; `notify` calls every listener.
 */
export function storageListeners<E>(win: StorageEventSource<E> | null | undefined, onStorage: (event: E) => void) {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      if (listeners.size === 1) win?.addEventListener("storage", onStorage)
      return () => {
        // Unsubscribing twice is harmless; only the last unsubscribe detaches from the window.
        if (listeners.delete(listener) && listeners.size === 0) win?.removeEventListener("storage", onStorage)
      }
    },
    notify(): void {
      for (const listener of [...listeners]) listener()
    },
  }
}
