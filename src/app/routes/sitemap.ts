import { indexablePaths } from "@/config/indexable-paths"
import { absoluteUrl } from "@/config/site"
import { buildSitemap } from "@/lib/sitemap"

// A resource route, prerendered at build time to build/client/sitemap.xml.
export function loader() {
  return new Response(buildSitemap(indexablePaths().map(absoluteUrl)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  })
}
