/** Every route of the app, in one place: `paths.api.getHref("github")` instead of template strings in components. */
export const paths = {
  home: { path: "/", getHref: () => "/" },
  explore: { path: "/explore", getHref: (search = "") => (search ? `/explore?${search}` : "/explore") },
  api: { path: "/api/:id", getHref: (id: string) => `/api/${encodeURIComponent(id)}` },
  pricing: { path: "/pricing", getHref: () => "/pricing" },
  signup: { path: "/signup", getHref: () => "/signup" },
  contact: { path: "/contact", getHref: () => "/contact" },
  status: { path: "/status", getHref: () => "/status" },
} as const

/** Routes with fixed content, prerendered at build time. */
export const STATIC_PATHS = ["/", "/explore", "/pricing", "/signup", "/contact", "/status"] as const

export const SITE_NAME = "API Explorer"

/** "Explore Public APIs" → "Explore Public APIs · API Explorer" */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME
}
