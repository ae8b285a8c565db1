import { paths } from "@/config/paths"
import { DEFAULT_EXPLORE_PARAMS, type ExploreParams } from "./explore-params"

/** The filters behind the phone's 'Filters (n)' button: the search box sits in the header, so it is not one of them. */
export const PANEL_FILTER_KEYS = ["category", "auth", "cors", "saved", "works"] as const

/**
 * How many of the panel's filters differ from their defaults: the n of 'Filters (n)'.
 * activeFilterCount({ …defaults, category: "Weather", works: true }) → 2; the search term never counts.
 */
export function activeFilterCount(params: ExploreParams): number {
  return PANEL_FILTER_KEYS.filter((key) => params[key] !== DEFAULT_EXPLORE_PARAMS[key]).length
}

export type EmptyStateKind = "none" | "no-match" | "saved-empty" | "works-unchecked" | "works-none-worked"

export type EmptyStateInput = {
  /** Results after every filter. */
  count: number
  saved: boolean
  bookmarkCount: number
  works: boolean
  /** APIs sent at least once from this browser (those with a mark). */
  checkedCount: number
  /** APIs whose last check worked. */
  workingCount: number
}

/**
 * Which empty state /explore shows (docs/behaviour.md §2). 'Saved' with no bookmark at all and 'Works for me' with
 * nothing that worked get their own, since adjusting the other filters cannot help there; every other empty result
 * is the spec's 'No APIs found…'. A 'Works for me' list that is empty because of another filter (a search, say) is
 * the generic one: something did work, just not among these.
 */
export function emptyStateOf(input: EmptyStateInput): EmptyStateKind {
  if (input.count > 0) return "none"
  if (input.saved && input.bookmarkCount === 0) return "saved-empty"
  if (input.works && input.workingCount === 0) return input.checkedCount === 0 ? "works-unchecked" : "works-none-worked"
  return "no-match"
}

/**
 * Where an empty search goes on (docs/behaviour.md): the same words in the APIs.guru directory, or nowhere for an empty
 * term. directorySearchOf(" pets ") → { text: "Search the directory for 'pets'", href: "/directory?q=pets" }
 */
export function directorySearchOf(q: string): { text: string; href: string } | null {
  const term = q.trim()
  if (term === "") return null
  return {
    text: `Search the directory for '${term}'`,
    href: `${paths.directory.path}?${new URLSearchParams({ q: term })}`,
  }
}
