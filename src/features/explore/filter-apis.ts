import type { ApiEntry } from "../../data/api-schema"
import type { ExploreParams } from "./explore-params"

/** The fields filtering reads; any ApiEntry fits, and tests can use small fixtures. */
export type FilterableApi = Pick<ApiEntry, "id" | "name" | "description" | "category" | "auth" | "cors">

/** The filter part of the explore state (the page is not a filter). */
export type ApiFilters = Pick<ExploreParams, "q" | "category" | "auth" | "cors" | "saved"> & { works?: boolean }

/**
 * The catalogue with each entry's searchable text lowercased once, so typing into search over a large
 * catalogue does one `includes` per entry instead of two `toLowerCase` calls per entry per keystroke.
 */
export type SearchIndex<T extends FilterableApi = ApiEntry> = {
  readonly apis: readonly T[]
  /** `name.toLowerCase() + "\n" + description.toLowerCase()`, parallel to `apis`. */
  readonly haystacks: readonly string[]
}

/** Precomputes the lowercase search text of every entry; build it once per catalogue (e.g. at module level). */
export function createSearchIndex<T extends FilterableApi>(apis: readonly T[]): SearchIndex<T> {
  return { apis, haystacks: apis.map((api) => api.name.toLowerCase() + "\n" + api.description.toLowerCase()) }
}

function isSearchIndex<T extends FilterableApi>(source: readonly T[] | SearchIndex<T>): source is SearchIndex<T> {
  return !Array.isArray(source)
}

const EMPTY_SET: ReadonlySet<string> = new Set()

/**
 * The entries matching every active filter, in catalogue order (docs/behaviour.md §5):
 * - search: the trimmed term is a case-insensitive substring of the name or the description; empty matches all;
 * - category, auth, CORS: exact match unless "All"/"all";
 * - saved: only ids in `bookmarks`;
 * - works ('Works for me'): only ids in `working` (APIs whose last check from this browser worked).
 *
 * filterApis(apis, { q: " WEATHER ", category: "All", auth: "none", cors: "yes", saved: false }, new Set())
 *   → the CORS-enabled, no-auth entries whose name or description contains "weather"
 */
export function filterApis<T extends FilterableApi>(
  source: readonly T[] | SearchIndex<T>,
  filters: ApiFilters,
  bookmarks: ReadonlySet<string>,
  working: ReadonlySet<string> = EMPTY_SET,
): T[] {
  const index = isSearchIndex(source) ? source : createSearchIndex(source)
  const term = filters.q.trim().toLowerCase()
  // The haystack joins name and description with "\n"; a term that itself contains a newline (possible via
  // ?q=a%0Ab) could match across that seam, so such terms check the two fields separately.
  const spansFields = term.includes("\n")
  const wantCors = filters.cors === "all" ? undefined : filters.cors === "yes"

  const result: T[] = []
  index.apis.forEach((api, i) => {
    if (filters.category !== "All" && api.category !== filters.category) return
    if (filters.auth !== "all" && api.auth !== filters.auth) return
    if (wantCors !== undefined && api.cors !== wantCors) return
    if (filters.saved && !bookmarks.has(api.id)) return
    if (filters.works && !working.has(api.id)) return
    if (term !== "") {
      const found = spansFields
        ? api.name.toLowerCase().includes(term) || api.description.toLowerCase().includes(term)
        : (index.haystacks[i] ?? "").includes(term)
      if (!found) return
    }
    result.push(api)
  })
  return result
}
