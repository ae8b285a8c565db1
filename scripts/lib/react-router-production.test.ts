import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { productionTwin, reactRouterProduction } from "./react-router-production.mjs"

describe("productionTwin", () => {
  it.each([
    [
      "/p/node_modules/react-router/dist/development/index.mjs",
      "/p/node_modules/react-router/dist/production/index.mjs",
    ],
    [
      "C:\\p\\node_modules\\react-router\\dist\\development\\dom-export.mjs",
      "C:\\p\\node_modules\\react-router\\dist\\production\\dom-export.mjs",
    ],
    ["/p/node_modules/react-router/dist/production/index.mjs", null],
    ["/p/node_modules/react-dom/cjs/react-dom.development.js", null],
    ["/p/src/development/index.mjs", null],
  ])("%s → %s", (id, expected) => {
    expect(productionTwin(id)).toBe(expected)
  })
})

describe("reactRouterProduction plugin", () => {
  const context = (resolvedId: string | null) => ({
    resolve: () => Promise.resolve(resolvedId === null ? null : { id: resolvedId, external: false }),
    error(message: string): never {
      throw new Error(message)
    },
  })
  const DEV = "/p/node_modules/react-router/dist/development/index.mjs"

  it("leaves other imports to the other resolvers", async () => {
    const plugin = reactRouterProduction()
    expect(await plugin.resolveId.call(context("/p/node_modules/react/index.js"), "react", "/p/src/a.ts", {})).toBe(
      null,
    )
  })

  it("fails the build when the production twin is missing", async () => {
    const plugin = reactRouterProduction()
    await expect(plugin.resolveId.call(context(DEV), "react-router", "/p/src/a.ts", {})).rejects.toThrow(
      /dist\/production\/index.mjs does not exist/,
    )
  })

  it("fails a build in which nothing resolved to dist/development", () => {
    const plugin = reactRouterProduction()
    plugin.buildStart()
    expect(() => plugin.buildEnd.call(context(null))).toThrow(/no import of react-router/)
    expect(() => plugin.buildEnd.call(context(null), new Error("earlier"))).not.toThrow()
  })

  it("runs in the browser build only", () => {
    const plugin = reactRouterProduction()
    expect(plugin.apply).toBe("build")
    expect(plugin.applyToEnvironment({ name: "client" })).toBe(true)
    expect(plugin.applyToEnvironment({ name: "ssr" })).toBe(false)
  })
})

// What the plugin relies on, checked on the installed version: an upgrade that breaks it fails here before a build.
describe("the installed React Router", () => {
  const require = createRequire(import.meta.url)
  const dist = dirname(require.resolve("react-router/package.json")) + "/dist"
  const modules = (build: string) => readdirSync(join(dist, build)).filter((file) => file.endsWith(".mjs"))
  // Bundled chunk names carry a content hash, which differs between the two builds.
  const read = (build: string, file: string) =>
    readFileSync(join(dist, build, file), "utf8").replaceAll(/chunk-[A-Z0-9]+\.mjs/g, "chunk.mjs")

  it("has a production twin of each development entry", () => {
    const entries = modules("development").filter((file) => !file.startsWith("chunk-"))
    expect(entries).toContain("index.mjs")
    expect(entries).toContain("dom-export.mjs")
    for (const file of entries) expect(read("production", file)).toBe(read("development", file))
  })

  it("differs from its development build only in ENABLE_DEV_WARNINGS", () => {
    const bundle = (build: string) =>
      modules(build)
        .filter((file) => file.startsWith("chunk-"))
        .map((file) => read(build, file))
        .sort()
        .join("\n")
    expect(bundle("development")).toContain("var ENABLE_DEV_WARNINGS = true;")
    expect(bundle("production")).toBe(
      bundle("development").replace("var ENABLE_DEV_WARNINGS = true;", "var ENABLE_DEV_WARNINGS = false;"),
    )
  })
})
