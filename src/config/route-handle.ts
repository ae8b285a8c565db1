import { createContext } from "react"

/** What a route module can declare in `export const handle`. */
export type RouteHandle = {
  /**
   * false: the page is complete as prerendered HTML and ships without React's JavaScript; header and footer
   * behaviour comes from STATIC_PAGE_SCRIPT. Links to other pages are then ordinary page loads.
   */
  hydrate?: boolean
}

export const STATIC_PAGE_HANDLE: RouteHandle = { hydrate: false }

/** True when the matched leaf route asked to ship without JavaScript. */
export function isStaticPage(matches: readonly { handle?: unknown }[]): boolean {
  const leaf = matches.at(-1)?.handle as RouteHandle | undefined
  return leaf?.hydrate === false
}

/**
 * True while the build renders the SPA fallback page (__spa-fallback.html), which only renders the root and
 * must always carry the scripts, whatever route "/" is. Provided by entry.server.tsx; false in the browser.
 */
export const SpaFallbackContext = createContext(false)
