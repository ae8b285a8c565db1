import { useCallback } from "react"
import { useClientStore } from "./use-hydrated"
import { createBookmarkStore, type BookmarkStore } from "@/lib/bookmarks"

let store: BookmarkStore | undefined

// One store per page, shared by explore cards and the detail page, so every heart hears every toggle.
function getStore(): BookmarkStore {
  store ??= createBookmarkStore()
  return store
}

const EMPTY: readonly string[] = []
const subscribe = (listener: () => void) => getStore().subscribe(listener)
const getSnapshot = () => getStore().getSnapshot()
const getServerSnapshot = () => EMPTY

/** `{ bookmarks, isBookmarked, toggleBookmark }` — empty in prerendered HTML, filled from storage after hydration. */
export function useBookmarks() {
  const bookmarks = useClientStore(subscribe, getSnapshot, getServerSnapshot)
  const isBookmarked = useCallback((id: string) => bookmarks.includes(id), [bookmarks])
  const toggleBookmark = useCallback((id: string) => getStore().toggle(id), [])
  return { bookmarks, isBookmarked, toggleBookmark }
}
