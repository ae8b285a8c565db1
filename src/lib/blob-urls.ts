// Object URLs for bodies the app did not write (API responses) and files it saves. A `blob:` URL belongs to our
// origin: opened in a tab (a download link's "Open in new tab", an image's "Open image in new tab"), a blob typed
// text/html or image/svg+xml becomes a document of our origin that can run script and read localStorage, where a
// remembered API key lives. So no blob: URL made here ever carries a type a browser renders as a document:
// downloads are application/octet-stream, previews keep only raster image types, and SVG is previewed from a
// data: URL, whose document (if someone opens it) has an opaque origin of its own.

/** The neutral type of every downloaded file: a browser saves it, never renders it. */
export const DOWNLOAD_TYPE = "application/octet-stream"

/** Image types that can only ever be pictures: opened in a tab they show an image, nothing that runs. */
const RASTER_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/apng",
  "image/jpeg",
  "image/pjpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
  "image/x-icon",
  "image/vnd.microsoft.icon",
])

/** The content type without parameters, lower-cased: "Image/SVG+XML; charset=utf-8" → "image/svg+xml". */
export function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase()
}

/**
 * How an image body may be previewed inside the page: "raster" (a blob: URL typed as that raster type), "svg"
 * (a data: URL: an `<img>` never runs SVG script, and the data: document has an opaque origin), or "none" (another
 * image/* type: shown only if the bytes are a raster format the browser sniffs, from an octet-stream blob).
 */
export function imagePreviewKind(contentType: string): "raster" | "svg" | "none" {
  const type = mediaType(contentType)
  if (RASTER_TYPES.has(type)) return "raster"
  return type === "image/svg+xml" ? "svg" : "none"
}

// One URL per Blob, made on first use and kept until the response it belongs to is replaced.
const URLS = new WeakMap<Blob, string>()
// The retyped copies made of each original, by type (Blob views of the same bytes: no copy of the data). One body
// can need two: a preview typed "image/jpeg" and a download typed octet-stream, when the server said
// "image/jpeg; charset=binary".
const RETYPED = new WeakMap<Blob, Map<string, Blob>>()

function urlOf(blob: Blob): string {
  let url = URLS.get(blob)
  if (!url) {
    url = URL.createObjectURL(blob)
    URLS.set(blob, url)
  }
  return url
}

/** `blob` with the given type, made once per original blob and type. */
function retyped(blob: Blob, type: string): Blob {
  if (blob.type === type) return blob
  let copies = RETYPED.get(blob)
  if (!copies) {
    copies = new Map()
    RETYPED.set(blob, copies)
  }
  let copy = copies.get(type)
  if (!copy) {
    copy = new Blob([blob], { type })
    copies.set(type, copy)
  }
  return copy
}

/**
 * A `blob:` URL that saves the body as a file: typed application/octet-stream whatever the server said, so opening
 * the link in a tab downloads it too instead of rendering HTML or SVG as a page of our origin.
 */
export function downloadUrlFor(blob: Blob): string {
  return urlOf(retyped(blob, DOWNLOAD_TYPE))
}

/**
 * A `blob:` URL for an `<img>` preview of a raster image, typed with its (raster) type; any other image type gets
 * application/octet-stream (an `<img>` still sniffs PNG, JPEG, GIF…; a tab downloads it). Never use it for SVG:
 * see svgDataUrl.
 */
export function rasterPreviewUrlFor(blob: Blob, contentType: string): string {
  const type = mediaType(contentType)
  return urlOf(retyped(blob, RASTER_TYPES.has(type) ? type : DOWNLOAD_TYPE))
}

/** Frees the URLs made for this body (and its retyped copies), so a 20 MB body is not kept alive after the next one. */
export function revokeObjectUrls(blob: Blob): void {
  for (const target of [blob, ...(RETYPED.get(blob)?.values() ?? [])]) {
    const url = URLS.get(target)
    if (!url) continue
    URL.revokeObjectURL(url)
    URLS.delete(target)
  }
  RETYPED.delete(blob)
}

const BASE64_CHUNK = 0x8000

/** Standard base64 of bytes, a chunk at a time (String.fromCharCode takes a bounded number of arguments). */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  for (let offset = 0; offset < bytes.length; offset += BASE64_CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(offset, offset + BASE64_CHUNK)))
  }
  return btoa(parts.join(""))
}

/** An SVG body as a `data:image/svg+xml;base64,…` URL for an `<img>`: its document would have an opaque origin. */
export async function svgDataUrl(blob: Blob): Promise<string> {
  return `data:image/svg+xml;base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`
}

/** Saves a file the app made (an export) through a short-lived octet-stream URL and the download attribute. */
export function saveFile(content: string | Blob, name: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([content], { type: DOWNLOAD_TYPE }))
  const link = doc.createElement("a")
  link.href = url
  link.download = name
  doc.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
