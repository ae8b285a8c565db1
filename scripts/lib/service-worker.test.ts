// @vitest-environment node
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { cleanPageUrls, NOT_A_PAGE, precacheUrl } from "./service-worker.mjs"

describe("precacheUrl: the URL each built file is requested at", () => {
  it.each([
    ["index.html", "/"],
    ["explore/index.html", "/explore"],
    ["api/github/index.html", "/api/github"],
    ["__spa-fallback.html", "/__spa-fallback.html"],
    ["explore.data", "/explore.data"],
    ["api/github.data", "/api/github.data"],
    ["assets/app-abc123.js", "/assets/app-abc123.js"],
    ["catalogue.json", "/catalogue.json"],
    ["icons/icon-192.png", "/icons/icon-192.png"],
  ])("%s → %s", (file, url) => {
    expect(precacheUrl(file)).toBe(url)
  })
})

describe("NOT_A_PAGE: navigations the SPA fallback leaves alone", () => {
  it.each([
    ["/sw.js", true],
    ["/missing.png", true],
    ["/api/x.data", true],
    ["/a.b/c", false],
    ["/no/such/page", false],
    ["/explore?q=v1.0", false],
    ["/explore", false],
    ["/api/does-not-exist", false],
  ])("%s → %s", (path, denied) => {
    expect(NOT_A_PAGE.test(path)).toBe(denied)
  })
})

describe("cleanPageUrls (Workbox manifest transform)", () => {
  it("rewrites the URLs and keeps each revision", () => {
    const { manifest, warnings } = cleanPageUrls([
      { url: "explore/index.html", revision: "a1", size: 10 },
      { url: "assets/app-x.js", revision: null, size: 20 },
    ])
    expect(manifest).toEqual([
      { url: "/explore", revision: "a1", size: 10 },
      { url: "/assets/app-x.js", revision: null, size: 20 },
    ])
    expect(warnings).toEqual([])
  })

  it("fails loudly when two files would be served at one URL", () => {
    expect(() =>
      cleanPageUrls([
        { url: "index.html", revision: "a", size: 1 },
        { url: "/index.html", revision: "b", size: 1 },
      ]),
    ).toThrow(/two precached files map to \//)
  })
})

describe("buildServiceWorker on a small site", () => {
  it("precaches every page by its clean URL with a content revision, and refuses a build without its fallback", async () => {
    const { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } = await import("node:fs")
    const { tmpdir } = await import("node:os")
    const { join } = await import("node:path")
    // @ts-expect-error -- plain .mjs module without type declarations
    const { buildServiceWorker } = await import("./service-worker.mjs")
    const root = mkdtempSync(join(tmpdir(), "sw-"))
    try {
      mkdirSync(join(root, "explore"))
      mkdirSync(join(root, "assets"))
      writeFileSync(join(root, "index.html"), "<p>home</p>")
      writeFileSync(join(root, "explore/index.html"), "<p>explore</p>")
      writeFileSync(join(root, "explore.data"), "[]")
      writeFileSync(join(root, "assets/app-abc.js"), "1")
      writeFileSync(join(root, "robots.txt"), "")
      writeFileSync(join(root, "catalogue.json"), "[]")
      mkdirSync(join(root, "directory"))
      writeFileSync(join(root, "directory/index.json"), "{}")
      mkdirSync(join(root, "catalogue-schemas"))
      writeFileSync(join(root, "catalogue-schemas/github.json"), "{}")
      writeFileSync(join(root, "favicon.svg"), "<svg/>")
      writeFileSync(join(root, "manifest.webmanifest"), "{}")
      mkdirSync(join(root, "icons"))
      writeFileSync(join(root, "icons/icon-192.png"), "png")
      await expect(buildServiceWorker(root)).rejects.toThrow(/__spa-fallback\.html is missing/)

      writeFileSync(join(root, "__spa-fallback.html"), "<p>fallback</p>")
      const result = (await buildServiceWorker(root)) as { count: number }
      expect(result.count).toBe(9)
      const sw = readFileSync(join(root, "sw.js"), "utf8")
      expect(sw).toMatch(/\{url:"\/explore",revision:"[0-9a-f]{32}"\}/)
      expect(sw).toMatch(/\{url:"\/",revision:"[0-9a-f]{32}"\}/)
      expect(sw).toContain('{url:"/assets/app-abc.js",revision:null}')
      expect(sw).not.toMatch(/url:"[^"]*index\.html"/)
      expect(sw).not.toContain("robots.txt")
      expect(sw).toContain('"/__spa-fallback.html"')
      expect(sw).toContain('{url:"/icons/icon-192.png"')
      expect(sw).toContain('{url:"/catalogue.json"')
      expect(sw).toContain("SKIP_WAITING")
      // /directory's index: cached when /directory asks for it, never precached.
      expect(sw).not.toContain('url:"/directory/index.json"')
      expect(sw).toContain('"directory-index"')
      expect(sw).toContain('"/directory/index.json"===')
      // With it, the directory run's summary that /directory reads after the index.
      expect(sw).toContain('"/directory/verified.json"===')
      // The catalogue's response schemas: cached when the tester's check reads one, never precached.
      expect(sw).not.toContain('url:"/catalogue-schemas/github.json"')
      expect(sw).toContain('"catalogue-schemas"')
      expect(sw).toContain('startsWith("/catalogue-schemas/")')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 30_000)
})
