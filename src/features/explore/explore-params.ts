// The one place that knows the /explore URL. Runtime imports are limited to api-constants.ts and the shared page
// codec so zod (used by api-schema.ts for tests and scripts) never reaches the browser bundle.
import { normalisePage, parsePageParam, serializePageParam } from "@/lib/page-param"
import { AUTH_TYPES, CATEGORIES, type AuthType, type Category } from "../../data/api-constants"

/**
 * The results area: Enter in the header's search box on /explore focuses it, so one Tab reaches the first result.
 * Here, with the URL the search box writes, because the box is on every page: explore-view-state.ts, where it was,
 * came with it into every page's app chunk, and with it the explore page's empty-state and filter-count rules.
 */
export const EXPLORE_RESULTS_ID = "explore-results"

/** Navigation state of an Enter in the search box on another page: /explore focuses its results once shown. */
export type FocusResultsState = { focusResults?: true } | null

export type CategoryFilter = Category | "All"
export type AuthFilter = AuthType | "all"
export type CorsFilter = "all" | "yes" | "no"

/** The whole state of the /explore page, as read from and written to its URL. */
export type ExploreParams = {
  /** Search term exactly as typed (filtering trims it; the URL keeps it so typing a space isn't swallowed). */
  q: string
  category: CategoryFilter
  auth: AuthFilter
  cors: CorsFilter
  /** Beyond the spec ('Saved', docs/behaviour.md §4): show only bookmarked APIs. */
  saved: boolean
  /**
   * Beyond the spec ('Works for me', docs/health-checks.md): show only APIs whose last check from this browser worked.
   */
  works: boolean
  /** 1-based. Not clamped to the page count here: that depends on the filtered results (see clampPage in lib/paginate.ts). */
  page: number
}

export const DEFAULT_EXPLORE_PARAMS: Readonly<ExploreParams> = Object.freeze({
  q: "",
  category: "All",
  auth: "all",
  cors: "all",
  saved: false,
  works: false,
  page: 1,
})

/** Auth badge text on cards (docs/behaviour.md §2) — shorter than the filter labels: 'Bearer', not 'Bearer Token'. */
export const AUTH_LABELS: Readonly<Record<AuthType, string>> = {
  none: "No Auth",
  apikey: "API Key",
  oauth: "OAuth",
  bearer: "Bearer",
}

const CATEGORY_BY_LOWER = new Map<string, Category>(CATEGORIES.map((c) => [c.toLowerCase(), c]))
const AUTH_SET = new Set<string>(AUTH_TYPES)

// ?category=weather or ?category=WEATHER → "Weather"; unknown → "All"
function parseCategory(value: string | null): CategoryFilter {
  return CATEGORY_BY_LOWER.get((value ?? "").trim().toLowerCase()) ?? "All"
}

// ?auth=ApiKey → "apikey"; unknown → "all"
function parseAuth(value: string | null): AuthFilter {
  const lower = (value ?? "").trim().toLowerCase()
  return AUTH_SET.has(lower) ? (lower as AuthType) : "all"
}

// ?cors=yes / ?cors=no; anything else → "all"
function parseCors(value: string | null): CorsFilter {
  const lower = (value ?? "").trim().toLowerCase()
  return lower === "yes" || lower === "no" ? lower : "all"
}

// ?saved=1 / ?works=1 (what we write) or =true (what a person might type) → true; anything else → false
function parseFlag(value: string | null): boolean {
  const lower = (value ?? "").trim().toLowerCase()
  return lower === "1" || lower === "true"
}

/**
 * Reads the explore state from a query string. Never throws; each invalid value falls back to its default
 * on its own, so one bad value doesn't discard the rest of a shared link.
 *
 * parseExploreParams(new URLSearchParams("q=cat&category=animals&page=abc"))
 *   → { q: "cat", category: "Animals", auth: "all", cors: "all", saved: false, works: false, page: 1 }
 */
export function parseExploreParams(search: URLSearchParams): ExploreParams {
  return {
    q: search.get("q") ?? "",
    category: parseCategory(search.get("category")),
    auth: parseAuth(search.get("auth")),
    cors: parseCors(search.get("cors")),
    saved: parseFlag(search.get("saved")),
    works: parseFlag(search.get("works")),
    page: parsePageParam(search.get("page")),
  }
}

/**
 * Writes the explore state as a query string: keys in the order q, category, auth, cors, saved, works, page, with
 * default values left out so the plain /explore URL stays clean.
 *
 * serializeExploreParams({ ...DEFAULT_EXPLORE_PARAMS, q: "cat", cors: "yes", page: 2 }).toString()
 *   → "q=cat&cors=yes&page=2"
 */
export function serializeExploreParams(params: ExploreParams): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q !== "") search.set("q", params.q)
  if (params.category !== "All") search.set("category", params.category)
  if (params.auth !== "all") search.set("auth", params.auth)
  if (params.cors !== "all") search.set("cors", params.cors)
  if (params.saved) search.set("saved", "1")
  if (params.works) search.set("works", "1")
  const page = serializePageParam(params.page)
  if (page !== undefined) search.set("page", page)
  return search
}

/** The explore filters (the search included): everything in the state but the page. */
export const FILTER_KEYS = ["q", "category", "auth", "cors", "saved", "works"] as const

/** Every query-string key the explore page reads. */
export const EXPLORE_PARAM_KEYS: readonly string[] = [...FILTER_KEYS, "page"]

/**
 * Applies a change to the explore state (docs/behaviour.md §4): changing the search, category, auth, CORS, saved or works filter
 * goes back to page 1 (the old page number means nothing for a new result list), unless the patch itself
 * sets the page. Setting a filter to the value it already has is not a change and keeps the page.
 * `undefined` values in the patch are ignored.
 *
 * updateExploreParams({ ...defaults, page: 3 }, { cors: "yes" })          → { ..., cors: "yes", page: 1 }
 * updateExploreParams({ ...defaults, page: 3 }, { cors: "yes", page: 2 }) → { ..., cors: "yes", page: 2 }
 */
export function updateExploreParams(current: ExploreParams, patch: Partial<ExploreParams>): ExploreParams {
  const next: ExploreParams = {
    q: patch.q ?? current.q,
    category: patch.category ?? current.category,
    auth: patch.auth ?? current.auth,
    cors: patch.cors ?? current.cors,
    saved: patch.saved ?? current.saved,
    works: patch.works ?? current.works,
    page: current.page,
  }
  const filterChanged = FILTER_KEYS.some((key) => next[key] !== current[key])
  next.page = normalisePage(patch.page ?? (filterChanged ? 1 : current.page))
  return next
}

/**
 * Set on <html> while a link's explore parameters are not applied yet: /explore is prerendered without a query
 * string, so the prerendered cards are the unfiltered ones. index.css hides the results area (same size, no layout
 * shift); src/app/boot/pending-results-script.ts sets the mark before the results are parsed, and ExploreView
 * removes it once React shows the matching cards.
 */
export const RESULTS_PENDING_ATTRIBUTE = "data-results-pending"
