import { paths } from "@/config/paths"
import { absoluteUrl } from "@/config/site"
import { buildRobots } from "@/lib/sitemap"

// A resource route, prerendered at build time to build/client/robots.txt.
export function loader() {
  return new Response(buildRobots(absoluteUrl(paths.sitemap.getHref())), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  })
}
