// What the catalogue's filters and an API's schema draw on. The explore filters' values (CATEGORIES, AUTH_TYPES) are
// read by the header's search on every page, so this module is part of the app chunk, and every export another
// chunk imports from it stays there too: what only describes endpoints lives in endpoint-constants.ts.

/** The spec's category list (docs/behaviour.md §3), without the 'All' filter value. */
export const CATEGORIES = [
  "Animals",
  "Communication",
  "Development",
  "Entertainment",
  "Finance",
  "Games",
  "Geography",
  "Music",
  "News",
  "Photography",
  "Science",
  "Social",
  "Text",
  "Utilities",
  "Weather",
] as const

export const AUTH_TYPES = ["none", "apikey", "oauth", "bearer"] as const

/**
 * What really happens when a browser calls the API (the spec's own `cors` flag stays as it is, docs/behaviour.md §3):
 * ok = callable from a web page; server-only = no CORS / secret key; http-only = mixed content on https pages.
 */
export const BROWSER_SUPPORT = ["ok", "server-only", "http-only"] as const

export type Category = (typeof CATEGORIES)[number]
export type AuthType = (typeof AUTH_TYPES)[number]
export type BrowserSupport = (typeof BROWSER_SUPPORT)[number]
