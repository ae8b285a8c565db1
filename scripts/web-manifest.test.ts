// @vitest-environment node
// The web app manifest (docs/behaviour.md §2, "Offline and installing"): the fields and icons installability needs,
// checked against the files.
// Lighthouse 12 dropped its PWA category (and the installable-manifest audit), so these checks and Chromium's own
// verdict (e2e/offline.spec.ts › installable) take its place.
import { existsSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { THEME_COLORS } from "../src/lib/theme-colors"

type Icon = { src: string; sizes: string; type: string; purpose?: string }
const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: Icon[]
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(path)
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG")
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe("public/manifest.webmanifest", () => {
  it("names the app, starts at /explore and opens standalone", () => {
    expect(manifest.name).toBe("API Explorer - Discover & Test APIs")
    expect(manifest.short_name).toBe("API Explorer")
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.start_url).toBe("/explore")
    expect(manifest.scope).toBe("/")
    expect(manifest.display).toBe("standalone")
  })

  it("uses the light theme's background for its colours (dark mode gets its own theme-color meta)", () => {
    expect(manifest.theme_color).toBe(THEME_COLORS.light)
    expect(manifest.background_color).toBe(THEME_COLORS.light)
  })

  it.each([
    ["192x192", "any"],
    ["512x512", "any"],
    ["192x192", "maskable"],
    ["512x512", "maskable"],
  ])("has a %s PNG icon for %s, and the file really is that size", (sizes, purpose) => {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? "any") === purpose)
    expect(icon?.type).toBe("image/png")
    const file = `public${icon?.src ?? ""}`
    expect(existsSync(file)).toBe(true)
    expect(pngSize(file)).toBe(sizes)
  })

  it("the apple-touch-icon is 180×180", () => {
    expect(pngSize("public/icons/apple-touch-icon.png")).toBe("180x180")
  })
})
