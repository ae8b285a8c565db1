// The usual extension for the types an API sends most often; anything else falls back to the subtype.
const EXTENSIONS: Readonly<Record<string, string>> = {
  "application/json": "json",
  "application/pdf": "pdf",
  "application/zip": "zip",
  "application/gzip": "gz",
  "application/octet-stream": "bin",
  "application/xml": "xml",
  "text/plain": "txt",
  "text/html": "html",
  "text/csv": "csv",
  "text/xml": "xml",
  "image/jpeg": "jpg",
  "image/svg+xml": "svg",
  "audio/mpeg": "mp3",
}

/**
 * A file name for downloading a response body: the last path segment of the URL when it already has an
 * extension, otherwise "response" plus one that fits the content type.
 * ("https://a.dev/files/report.pdf", "application/pdf") → "report.pdf"
 * ("https://a.dev/posts/1", "application/json; charset=utf-8") → "response.json"
 */
export function downloadName(url: string, contentType: string): string {
  const segment = lastSegment(url)
  if (/^[\w.-]{1,100}\.[A-Za-z0-9]{1,8}$/.test(segment) && !segment.startsWith(".")) return segment
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase()
  const known = EXTENSIONS[type]
  if (known) return `response.${known}`
  const subtype = /^[a-z]+\/(?:[\w.-]+\+)?([a-z0-9]{1,8})$/.exec(type)?.[1]
  if (type.endsWith("+json")) return "response.json"
  return `response.${subtype ?? "bin"}`
}

function lastSegment(url: string): string {
  try {
    const segment = new URL(url).pathname.split("/").pop() ?? ""
    return decodeURIComponent(segment)
  } catch {
    return ""
  }
}
