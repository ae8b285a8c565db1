// The one place that knows the /directory URL: ?q=&category=&provider=&page=, like /explore's (explore-params.ts).

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

// ?page=3 → 3; ?page=abc, 0, -3, 1.5 or a number too large to be exact → 1
function parsePage(value: string | null): number {
  const text = (value ?? "").trim()
  if (!/^\d+$/.test(text)) return 1
  const page = Number(text)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

function normalisePage(page: number): number {
  const whole = Math.floor(page)
  return Number.isSafeInteger(whole) && whole >= 1 ? whole : 1
}

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
    page: parsePage(search.get("page")),
  }
}

/** Writes the state, defaults left out: { q: "maps", page: 2 } → "q=maps&page=2". */
export function serializeDirectoryParams(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q !== "") search.set("q", params.q)
  if (params.category !== "") search.set("category", params.category)
  if (params.provider !== "") search.set("provider", params.provider)
  const page = normalisePage(params.page)
  if (page !== 1) search.set("page", String(page))
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
