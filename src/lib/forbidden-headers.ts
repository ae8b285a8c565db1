// The request headers a web page can never set (Fetch standard, "forbidden request-header"): fetch drops them
// silently. The tester's 'Advanced' rows refuse them with a message; a key the provider wants in one of them is not
// sent from the page (lib/api-keys.ts), and the key field says so.

/** Fetch standard, "forbidden request-header": names a page can never set (compared lower-cased). */
export const FORBIDDEN_HEADER_NAMES: ReadonlySet<string> = new Set([
  "accept-charset",
  "accept-encoding",
  "access-control-request-headers",
  "access-control-request-method",
  "connection",
  "content-length",
  "cookie",
  "cookie2",
  "date",
  "dnt",
  "expect",
  "host",
  "keep-alive",
  "origin",
  "referer",
  "set-cookie",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "via",
])

/** Whether a page can never set a header of this name: isForbiddenHeaderName("Cookie") → true, ("Sec-Foo") → true. */
export function isForbiddenHeaderName(name: string): boolean {
  const lower = name.toLowerCase()
  return FORBIDDEN_HEADER_NAMES.has(lower) || lower.startsWith("proxy-") || lower.startsWith("sec-")
}
