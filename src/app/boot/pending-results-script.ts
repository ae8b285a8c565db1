import { EXPLORE_PARAM_KEYS, RESULTS_PENDING_ATTRIBUTE } from "@/features/explore/explore-params"
import { inlineScript } from "./inline-script"

/**
 * /explore is prerendered without a query string, so a shared link such as /explore?category=Finance would first
 * show the unfiltered cards. This script runs before the results are parsed (the explore route renders it first):
 * when the URL carries any explore parameter it marks <html>, and the results area keeps its size but shows
 * nothing until React has rendered the matching cards.
 */
export function markPendingResults(keys: readonly string[], attribute: string): void {
  let search: URLSearchParams
  try {
    search = new URLSearchParams(location.search)
  } catch {
    return
  }
  if (keys.some((key) => search.has(key))) document.documentElement.setAttribute(attribute, "")
}

export const PENDING_RESULTS_SCRIPT = /* @__PURE__ */ inlineScript(
  markPendingResults,
  EXPLORE_PARAM_KEYS,
  RESULTS_PENDING_ATTRIBUTE,
)
