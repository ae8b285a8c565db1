import { describe, expect, it } from "vitest"
import { APIS } from "./data/apis"
import { fixedPaths, indexablePaths, prerenderedPaths } from "./config/indexable-paths"
import { paths } from "./config/paths"
import routes from "./routes"

/** The URL path each route entry answers: the index route is "/", the others have their path. */
function routePath(entry: { index?: boolean; path?: string }): string | undefined {
  return entry.index ? "/" : entry.path
}

describe("the route table", () => {
  it("has one route per entry of config/paths.ts, plus the not-found catch-all", () => {
    const declared = routes.map(routePath)
    expect(declared.filter((path) => path !== "*").sort()).toEqual(
      Object.values(paths)
        .map((route) => route.path)
        .sort(),
    )
    expect(declared).toContain("*")
    expect(new Set(declared).size).toBe(declared.length)
  })

  it("points every route at a module under app/routes", () => {
    for (const entry of routes) expect(entry.file).toMatch(/^app\/routes\/[a-z-]+\.tsx?$/)
  })
})

describe("derived path lists", () => {
  it("prerenders every fixed path and every catalogue entry, once", () => {
    const prerendered = prerenderedPaths()
    expect(new Set(prerendered).size).toBe(prerendered.length)
    for (const path of fixedPaths()) expect(prerendered).toContain(path)
    for (const api of APIS) expect(prerendered).toContain(`/api/${api.id}`)
    expect(prerendered).toHaveLength(fixedPaths().length + APIS.length)
  })

  it.each([
    ["/", true],
    ["/explore", true],
    ["/pricing", true],
    ["/signup", true],
    ["/contact", true],
    ["/directory", true],
    ["/sitemap.xml", false],
    ["/robots.txt", false],
    ["/catalogue.json", false],
    ["/oauth/callback", false],
  ])("sitemap.xml lists %s: %s", (path, listed) => {
    expect(indexablePaths().includes(path)).toBe(listed)
  })

  it("never lists a parameterised path", () => {
    expect(prerenderedPaths().some((path) => path.includes(":"))).toBe(false)
  })
})
