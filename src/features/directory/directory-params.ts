// The one place that knows the /directory URL: ?q=&category=&provider=&page=, like /explore's (explore-params.ts).
import { normalisePage, parsePageParam, serializePageParam } from "@/lib/page-param"

export type DirectoryParams = {
  /** As typed (searching trims it). */
  q: string
  /** A category slug ("open_data"), "" for all. Checked against the directory when searching. */
  category: string
  /** A provider ("googleapis.com"), "" for all. */
  provider: string
  /** 1-based; clamped to the page count when the results are known. */
  page: number
}

export const DEFAULT_DIRECTORY_PARAMS: Readonly<DirectoryParams> = Object.freeze({
  q: "",
  category: "",
  provider: "",
  page: 1,
})

const FILTER_KEYS = ["q", "category", "provider"] as const

/**
 * Reads the state from a query string; never throws, each bad value falls back on its own.
 * parseDirectoryParams(new URLSearchParams("q=maps&provider=googleapis.com&page=x"))
 *   → { q: "maps", category: "", provider: "googleapis.com", page: 1 }
 */
export function parseDirectoryParams(search: URLSearchParams): DirectoryParams {
  return {
    q: search.get("q") ?? "",
    category: (search.get("category") ?? "").trim(),
    provider: (search.get("provider") ?? "").trim(),
    page: parsePageParam(search.get("page")),
  }
}

/** Writes the state, defaults left out: { q: "maps", page: 2 } → "q=maps&page=2". */
export function serializeDirectoryParams(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q !== "") search.set("q", params.q)
  if (params.category !== "") search.set("category", params.category)
  if (params.provider !== "") search.set("provider", params.provider)
  const page = serializePageParam(params.page)
  if (page !== undefined) search.set("page", page)
  return search
}

/**
 * Applies a change: a new search, category or provider goes back to page 1 unless the patch sets the page itself;
 * setting a filter to its current value keeps the page.
 */
export function updateDirectoryParams(current: DirectoryParams, patch: Partial<DirectoryParams>): DirectoryParams {
  const next: DirectoryParams = {
    q: patch.q ?? current.q,
    category: patch.category ?? current.category,
    provider: patch.provider ?? current.provider,
    page: current.page,
  }
  const filterChanged = FILTER_KEYS.some((key) => next[key] !== current[key])
  next.page = normalisePage(patch.page ?? (filterChanged ? 1 : current.page))
  return next
}
