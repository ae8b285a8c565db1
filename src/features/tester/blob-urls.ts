// One object URL per Blob, created on first use and kept until the response it belongs to is replaced.
const URLS = new WeakMap<Blob, string>()

/** A `blob:` URL for previewing or downloading a response body; the same Blob always gets the same URL. */
export function objectUrlFor(blob: Blob): string {
  let url = URLS.get(blob)
  if (!url) {
    url = URL.createObjectURL(blob)
    URLS.set(blob, url)
  }
  return url
}

/** Frees the Blob's URL (if one was made), so a 20 MB body is not kept alive after the next request. */
export function revokeObjectUrl(blob: Blob): void {
  const url = URLS.get(blob)
  if (!url) return
  URL.revokeObjectURL(url)
  URLS.delete(blob)
}
