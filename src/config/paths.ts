/** A route with no parameters: its path is its only href. */
function fixed<const P extends string>(path: P) {
  return { path, getHref: () => path }
}

/**
 * Every route of the app, declared once: `paths.api.getHref("github")` instead of template strings in components.
 * src/routes.ts maps each of these paths to its route module, and the prerendered pages and sitemap.xml are
 * derived from this table (src/config/indexable-paths.ts); routes.test.ts checks the three agree.
 */
export const paths = {
  home: fixed("/"),
  explore: { path: "/explore", getHref: (search = "") => (search ? `/explore?${search}` : "/explore") },
  api: { path: "/api/:id", getHref: (id: string) => `/api/${encodeURIComponent(id)}` },
  /** Open an API from its OpenAPI description; `?url=` opens that document (a shareable link, never a key). */
  open: {
    path: "/open",
    getHref: (url?: string) => (url ? `/open?${new URLSearchParams({ url }).toString()}` : "/open"),
  },
  /** An API the visitor opened (kept in this browser): the same detail page and tester as /api/:id. */
  opened: { path: "/open/:id", getHref: (id: string) => `/open/${encodeURIComponent(id)}` },
  pricing: fixed("/pricing"),
  signup: fixed("/signup"),
  contact: fixed("/contact"),
  status: fixed("/status"),
  directory: fixed("/directory"),
  sitemap: fixed("/sitemap.xml"),
  robots: fixed("/robots.txt"),
  catalogue: fixed("/catalogue.json"),
  /**
   * Where an OAuth provider sends the visitor back after signing in from the tester (docs/oauth.md): the page hands
   * the answer to the tester's tab and closes. Prerendered, never in sitemap.xml.
   */
  oauthCallback: fixed("/oauth/callback"),
} as const

/** Every opened API's id starts with this; no catalogue id does (apis.test.ts). */
export const OPENED_ID_PREFIX = "opened-"

/** Whether an API id is one the visitor opened: isOpenedId("opened-1a2b") → true, isOpenedId("github") → false. */
export function isOpenedId(id: string | undefined): boolean {
  return id?.startsWith(OPENED_ID_PREFIX) === true
}

/** An API's page, whichever kind it is: /open/{id} for one the visitor opened, /api/{id} for the catalogue's. */
export function apiPageHref(id: string): string {
  return isOpenedId(id) ? paths.opened.getHref(id) : paths.api.getHref(id)
}

export const SITE_NAME = "API Explorer"

/** "Explore Public APIs" → "Explore Public APIs · API Explorer" */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME
}
