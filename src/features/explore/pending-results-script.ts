import { EXPLORE_PARAM_KEYS } from "./explore-params"

/** Set on <html> while the prerendered (unfiltered) results must not be shown; index.css hides them. */
export const RESULTS_PENDING_ATTRIBUTE = "data-results-pending"

/**
 * /explore is prerendered without a query string, so a shared link such as /explore?category=Finance would first
 * show the unfiltered cards. This inline script runs before the results are parsed: when the URL carries any
 * explore parameter it marks <html>, and the results area keeps its size but shows nothing (visibility: hidden,
 * so no layout shift) until React has rendered the matching cards (ExploreView removes the mark).
 * Plain ES5 without `<`, so it can be inlined; its hash goes into the CSP at build time.
 */
export const PENDING_RESULTS_SCRIPT = `(function () {
  var keys = ${JSON.stringify(EXPLORE_PARAM_KEYS)};
  var search;
  try { search = new URLSearchParams(location.search); } catch (e) { return; }
  for (var i = 0; i !== keys.length; i++) {
    if (search.has(keys[i])) { document.documentElement.setAttribute(${JSON.stringify(RESULTS_PENDING_ATTRIBUTE)}, ""); return; }
  }
})();`
