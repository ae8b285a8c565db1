import { absoluteUrl } from "@/config/site"
import { buildRobots } from "@/lib/sitemap"

// A resource route, prerendered at build time to build/client/robots.txt.
export function loader() {
  return new Response(buildRobots(absoluteUrl("/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  })
}
