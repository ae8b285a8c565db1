import { BOOKMARKS_KEY, getLocalStorage, storageListeners, writeJson } from "./storage"

/** What the store needs from `window`: somewhere to hear the cross-tab `storage` event. */
export type StorageEventTarget = Pick<EventTarget, "addEventListener" | "removeEventListener">

/** A store shaped for React's useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot). */
export type BookmarkStore = {
  /** Calls `listener` after every change, from this page or (via the `storage` event) another tab. */
  subscribe(listener: () => void): () => void
  /** The bookmarked ids, oldest first. The same array (===) until the bookmarks change. */
  getSnapshot(): readonly string[]
  /** Always the same empty array: the server has no bookmarks, and the client hydrates from that. */
  getServerSnapshot(): readonly string[]
  /** Adds or removes `id`, persists, notifies. Returns whether `id` is now bookmarked. */
  toggle(id: string): boolean
  isBookmarked(id: string): boolean
}

const EMPTY: readonly string[] = Object.freeze([])

/**
 * The bookmark list from a parsed JSON value, or undefined when it isn't a list at all.
 * A list is kept even if partly damaged: non-strings and empty strings are dropped, duplicates removed
 * (first occurrence wins), so one bad element doesn't cost the user every other bookmark.
 *
 * parseBookmarks(["a", 1, "b", "a", ""]) → ["a", "b"];  parseBookmarks({}) → undefined;  parseBookmarks("a") → undefined
 */
export function parseBookmarks(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const ids = new Set<string>()
  for (const item of value) if (typeof item === "string" && item !== "") ids.add(item)
  return [...ids]
}

/**
 * A new list with `id` removed if present, else appended.
 * toggleBookmark(["a", "b"], "a") → ["b"];  toggleBookmark(["b"], "a") → ["b", "a"]
 */
export function toggleBookmark(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
}

/** The stored raw string as bookmarks; a missing, invalid or wrongly shaped value is treated as empty. */
function fromRaw(raw: string | null): readonly string[] {
  if (raw === null) return EMPTY
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const ids = parseBookmarks(value)
  if (ids === undefined) {
    console.warn(`API Explorer: "${BOOKMARKS_KEY}" in storage is not a list of ids; treating it as empty`)
    return EMPTY
  }
  return ids.length === 0 ? EMPTY : Object.freeze(ids)
}

/**
 * The bookmarks of docs/behaviour.md §3/§4, persisted under `bookmarkedApis` as a JSON array of ids.
 *
 * getSnapshot re-reads storage on each call (cheap) and re-parses only when the raw string changed, so it
 * stays correct when another tab or another store instance writes, yet returns a stable array otherwise —
 * which useSyncExternalStore requires to avoid re-render loops.
 *
 * When storage is missing or throws, bookmarks still toggle for the life of the page (in memory), with a
 * console warning (once for failed reads, since getSnapshot runs on every render; on each failed write). A corrupted stored value reads as empty and is overwritten (repaired) by the next
 * toggle. Share one store per page so every subscriber hears this tab's changes.
 */
export function createBookmarkStore(
  storage: Storage | null = getLocalStorage(),
  win: StorageEventTarget | null = typeof window === "undefined" ? null : window,
): BookmarkStore {
  let snapshot: readonly string[] = EMPTY
  // undefined = not read yet; otherwise the raw string `snapshot` was parsed from (null = key absent).
  let cachedRaw: string | null | undefined = undefined
  let warnedRead = false
  const { subscribe, notify } = storageListeners(win, (event: Event) => {
    const { key, storageArea } = event as StorageEvent
    // key null means localStorage.clear() in another tab. Events for sessionStorage are ignored.
    if (key !== null && key !== BOOKMARKS_KEY) return
    if (storageArea !== null && storageArea !== storage) return
    notify()
  })

  function getSnapshot(): readonly string[] {
    if (storage === null) return snapshot
    let raw: string | null
    try {
      raw = storage.getItem(BOOKMARKS_KEY)
    } catch (error) {
      if (!warnedRead)
        console.warn("API Explorer: could not read bookmarks from storage; keeping them in memory", error)
      warnedRead = true
      return snapshot
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw
      snapshot = fromRaw(raw)
    }
    return snapshot
  }

  function toggle(id: string): boolean {
    const next = toggleBookmark(getSnapshot(), id)
    snapshot = next.length === 0 ? EMPTY : Object.freeze(next)
    // On failure writeJson warns, and cachedRaw still matches what storage holds, so getSnapshot keeps
    // returning the in-memory list until storage changes underneath (another tab writes).
    if (writeJson(BOOKMARKS_KEY, next, storage)) cachedRaw = JSON.stringify(next)
    notify()
    return next.includes(id)
  }

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    toggle,
    isBookmarked: (id) => getSnapshot().includes(id),
  }
}
