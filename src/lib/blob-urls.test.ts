// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  DOWNLOAD_TYPE,
  downloadUrlFor,
  imagePreviewKind,
  mediaType,
  rasterPreviewUrlFor,
  revokeObjectUrls,
  saveFile,
  svgDataUrl,
  toBase64,
} from "./blob-urls"

// jsdom has no object URLs: record what each URL was made from, as the browser's blob URL store would.
let made: Map<string, Blob>
let revoked: string[]
beforeEach(() => {
  made = new Map()
  revoked = []
  let next = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:http://127.0.0.1/${next++}`
    made.set(url, blob)
    return url
  })
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const typeOf = (url: string) => made.get(url)?.type

describe("mediaType", () => {
  it.each([
    ["image/png", "image/png"],
    ["Image/SVG+XML; charset=utf-8", "image/svg+xml"],
    ["  text/html ;q=1", "text/html"],
    ["", ""],
  ])("%j → %j", (contentType, expected) => {
    expect(mediaType(contentType)).toBe(expected)
  })
})

describe("imagePreviewKind", () => {
  it.each([
    ["image/png", "raster"],
    ["image/jpeg; charset=binary", "raster"],
    ["IMAGE/GIF", "raster"],
    ["image/webp", "raster"],
    ["image/svg+xml", "svg"],
    ["image/svg+xml; charset=utf-8", "svg"],
    ["image/tiff", "none"],
    ["image/x-anything", "none"],
    ["text/html", "none"],
  ] as const)("%j → %s", (contentType, expected) => {
    expect(imagePreviewKind(contentType)).toBe(expected)
  })
})

describe("downloadUrlFor", () => {
  // Opened in a tab, a blob: URL of our origin typed text/html or image/svg+xml runs the body's script with access
  // to our localStorage (docs/security.md): whatever the response said, the download is application/octet-stream.
  it.each(["text/html", "image/svg+xml", "application/xhtml+xml", "text/xml", "application/json", ""])(
    "a %j body is saved as application/octet-stream, with the same bytes",
    async (type) => {
      const blob = new Blob(["<svg onload=alert(1)>"], { type })
      const url = downloadUrlFor(blob)
      expect(typeOf(url)).toBe(DOWNLOAD_TYPE)
      expect(await made.get(url)?.text()).toBe("<svg onload=alert(1)>")
    },
  )

  it("makes one URL per body, however often the link renders", () => {
    const blob = new Blob(["x"], { type: "text/html" })
    expect(downloadUrlFor(blob)).toBe(downloadUrlFor(blob))
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1)
  })
})

describe("rasterPreviewUrlFor", () => {
  it.each([
    ["image/png", "image/png"],
    ["image/jpeg; charset=binary", "image/jpeg"],
    // Anything that is not a known raster type is never typed as something a tab could render as a page.
    ["image/svg+xml", DOWNLOAD_TYPE],
    ["image/x-unknown", DOWNLOAD_TYPE],
    ["text/html", DOWNLOAD_TYPE],
  ])("a %j body gets a URL typed %j", (contentType, expected) => {
    const blob = new Blob(["bytes"], { type: contentType })
    expect(typeOf(rasterPreviewUrlFor(blob, contentType))).toBe(expected)
  })

  it("a server-typed image/png blob is used as it is", () => {
    const blob = new Blob(["png"], { type: "image/png" })
    expect(made.get(rasterPreviewUrlFor(blob, "image/png"))).toBe(blob)
  })
})

describe("revokeObjectUrls", () => {
  it("frees the preview and the download URL of a body, once", () => {
    const blob = new Blob(["png"], { type: "image/png" })
    const preview = rasterPreviewUrlFor(blob, "image/png")
    const download = downloadUrlFor(blob)
    revokeObjectUrls(blob)
    expect(revoked.sort()).toEqual([preview, download].sort())
    revokeObjectUrls(blob)
    expect(revoked).toHaveLength(2)
    // A later render makes a new one rather than reusing a freed URL.
    expect(downloadUrlFor(blob)).not.toBe(download)
  })

  it("a body needing two retyped copies (a preview and a download) keeps one URL each, however often it renders", () => {
    // A server type with a parameter: the Blob is typed "image/jpeg; charset=binary", so both need a copy.
    const blob = new Blob(["jpg"], { type: "image/jpeg; charset=binary" })
    const preview = rasterPreviewUrlFor(blob, "image/jpeg; charset=binary")
    const download = downloadUrlFor(blob)
    for (let render = 0; render < 3; render++) {
      expect(rasterPreviewUrlFor(blob, "image/jpeg; charset=binary")).toBe(preview)
      expect(downloadUrlFor(blob)).toBe(download)
    }
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2)
    expect([typeOf(preview), typeOf(download)]).toEqual(["image/jpeg", DOWNLOAD_TYPE])
    revokeObjectUrls(blob)
    expect(revoked.sort()).toEqual([preview, download].sort())
  })

  it("does nothing for a body that never had a URL", () => {
    revokeObjectUrls(new Blob(["x"]))
    expect(revoked).toEqual([])
  })
})

describe("toBase64", () => {
  it.each([0, 1, 2, 3, 100, 0x8000, 0x8000 + 1, 200_000])("%i bytes give what Buffer gives", (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256)
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"))
  })
})

describe("svgDataUrl", () => {
  it("is a base64 data: URL of exactly the body's bytes", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="top.x=1"><text>é ✓</text></svg>'
    const url = await svgDataUrl(new Blob([svg], { type: "image/svg+xml" }))
    expect(url.startsWith("data:image/svg+xml;base64,")).toBe(true)
    expect(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").toString("utf8")).toBe(svg)
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })
})

describe("saveFile", () => {
  it("downloads through an octet-stream URL with the name, then frees it", async () => {
    vi.useFakeTimers()
    const clicks: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download })
    })
    saveFile("a,b\n1,2\n", "api-status.csv")
    const [click] = clicks
    expect(click?.download).toBe("api-status.csv")
    expect(typeOf(click?.href ?? "")).toBe(DOWNLOAD_TYPE)
    expect(await made.get(click?.href ?? "")?.text()).toBe("a,b\n1,2\n")
    expect(document.querySelector("a")).toBeNull()
    vi.runAllTimers()
    expect(revoked).toEqual([click?.href])
  })
})
