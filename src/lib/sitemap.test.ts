import { describe, expect, it } from "vitest"
import { buildRobots, buildSitemap } from "./sitemap"

describe("buildSitemap", () => {
  it("lists every URL, escaped", () => {
    expect(buildSitemap(["https://x.dev/", "https://x.dev/a?b=1&c=2"])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://x.dev/</loc></url>\n  <url><loc>https://x.dev/a?b=1&amp;c=2</loc></url>\n</urlset>\n",
    )
  })
})

describe("buildRobots", () => {
  it("allows all and names the sitemap", () => {
    expect(buildRobots("https://x.dev/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://x.dev/sitemap.xml\n",
    )
  })
})
