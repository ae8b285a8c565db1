import { pageTitle } from "./paths"
import { absoluteUrl } from "./site"

/**
 * The <title>, description and canonical link every route sets:
 * routeMeta("Pricing", "…", "/pricing")
 */
export function routeMeta(title: string | undefined, description: string, canonicalPath?: string) {
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    ...(canonicalPath ? [{ tagName: "link", rel: "canonical", href: absoluteUrl(canonicalPath) }] : []),
  ]
}
