/**
 * Where the site is published, for absolute URLs in canonical links, sitemap.xml and robots.txt.
 * Set VITE_SITE_URL at build time to publish elsewhere (no trailing slash).
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL as string | undefined) ?? "https://api-explorer.dev"

/** "/explore" → "https://api-explorer.dev/explore" */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`
}
