import { isOpenedId } from "@/config/paths"
import { isForbiddenHeaderName } from "@/lib/forbidden-headers"
import type { Api, Endpoint, KeyPlacement } from "@/data/api-schema"
import { API_KEY_PLACEHOLDER, type RequestSpec } from "@/lib/snippets"
import { encodeComponent, toWellFormed } from "@/lib/url"

// Where a visitor's API key goes (docs/api-keys.md): only at the place the provider documents, only to
// the API's own origin, and never into anything shown on screen or copied.

/** A request as the tester sends it: the URL and the extra headers (Accept is added by sendRequest). */
export type KeyedRequest = { url: string; headers: Record<string, string> }

/** What the screen shows instead of a key. */
export const KEY_MASK = "•••"

/**
 * The key as sent: without surrounding whitespace (a pasted key often ends in a newline; no provider's key does),
 * and with any lone surrogate replaced by U+FFFD so percent-encoding it can never throw.
 */
export function normalizeKey(key: string): string {
  return toWellFormed(key.trim())
}

/**
 * The scheme, host and port part of a base URL template, placeholders kept:
 * "https://{dc}.api.mailchimp.com/3.0" → "https://{dc}.api.mailchimp.com"; undefined when it has none.
 */
function originTemplate(baseUrl: string): string | undefined {
  // The scheme may be a server variable too: the OpenAPI Initiative's USPTO example is "{scheme}://developer.uspto.gov".
  return /^(?:[a-z][a-z0-9+.-]*|\{[^{}/:]*\}):\/\/[^/?#]*/i.exec(baseUrl)?.[0]
}

/** The host an API's key is sent to, for people: "api.openweathermap.org", "{dc}.api.mailchimp.com". */
export function apiHost(baseUrl: string): string {
  const template = originTemplate(baseUrl)
  return template ? template.slice(template.indexOf("//") + 2) : baseUrl
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * Whether `url` goes to the API's own origin (scheme, host and port of `baseUrl`). A `{placeholder}` in the base
 * URL's host matches exactly one DNS label, so "https://{dc}.api.mailchimp.com" accepts https://us19.api.mailchimp.com
 * but neither https://evil.example.api.mailchimp.com nor https://us19.api.mailchimp.com.evil.example.
 * An unparsable URL (e.g. a host placeholder left empty) is never the API's origin.
 */
export function isApiOrigin(url: string, baseUrl: string): boolean {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return false
  }
  const template = originTemplate(baseUrl)
  if (template === undefined) return false
  if (!template.includes("{")) {
    try {
      return new URL(template).origin === target.origin
    } catch {
      return false
    }
  }
  const pattern = template
    .toLowerCase()
    .split(/\{[^{}]*\}/)
    .map(escapeRegExp)
    .join("[a-z0-9-]+")
  return new RegExp(`^${pattern}$`).test(target.origin)
}

/** Appends `name=value` to the query, before any #fragment. */
function appendQuery(url: string, name: string, value: string): string {
  const hashIndex = url.indexOf("#")
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex)
  const hash = hashIndex === -1 ? "" : url.slice(hashIndex)
  const separator = beforeHash.includes("?") ? (/[?&]$/.test(beforeHash) ? "" : "&") : "?"
  return `${beforeHash}${separator}${encodeComponent(name)}=${encodeComponent(value)}${hash}`
}

/**
 * The base64 of the UTF-8 bytes of `text`, as HTTP Basic sends credentials (RFC 7617 with charset UTF-8):
 * base64Utf8("id:sécret") → "aWQ6c8OpY3JldA==". Lone surrogates become U+FFFD (as normalizeKey makes them anyway).
 */
export function base64Utf8(text: string): string {
  let binary = ""
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Where the key goes for one endpoint: the endpoint's own placement (docs/api-keys.md: PayPal's token
 * endpoint takes HTTP Basic) or else the API's; nowhere for an opened API's operation that takes none (`noKey`).
 */
export function endpointKeyPlacement(
  api: Pick<Api, "keyPlacement">,
  endpoint: Pick<Endpoint, "keyPlacement" | "noKey">,
): KeyPlacement | undefined {
  return endpoint.noKey ? undefined : (endpoint.keyPlacement ?? api.keyPlacement)
}

/** Whether this endpoint asks for a key: its API takes one, and it is not an operation without (`noKey`). */
export function endpointNeedsKey(api: Pick<Api, "auth">, endpoint: Pick<Endpoint, "noKey">): boolean {
  return api.auth !== "none" && !endpoint.noKey
}

/**
 * The name the key is kept under: the API's id, or `id:basic` etc. for an endpoint whose placement differs, so
 * PayPal's client id and secret never go out as the bearer token of its other endpoints (nor the token as Basic).
 * keySlot("paypal", { keyPlacement: { in: "basic" } }) → "paypal:basic"; keySlot("paypal", {}) → "paypal"
 */
export function keySlot(apiId: string, endpoint: Pick<Endpoint, "keyPlacement">): string {
  return endpoint.keyPlacement === undefined ? apiId : `${apiId}:${endpoint.keyPlacement.in}`
}

/** Between an opened API's slot and the origin its key was entered for: "opened-1a2b@https://api.example.com". */
export const KEY_ORIGIN_SEPARATOR = "@"

/**
 * The origin a request goes to, as its key is kept for: the URL's own scheme, host and port when it is an absolute
 * http(s) URL, else the base URL's origin with its placeholders ("https://{host}") — never a path, query or key.
 * requestOrigin("https://api.example.com/v1/pets?limit=1", "https://{host}/v1") → "https://api.example.com"
 * requestOrigin("https://{host}/v1/pets", "https://{host}/v1") → "https://{host}"
 */
export function requestOrigin(url: string, baseUrl: string): string {
  try {
    const parsed = new URL(url)
    if ((parsed.protocol === "https:" || parsed.protocol === "http:") && !/[{}]|%7b|%7d/i.test(parsed.host))
      return parsed.origin
  } catch {
    // A URL with a placeholder left in its host or scheme: the base URL's origin stands for it.
  }
  return (originTemplate(baseUrl) ?? "").toLowerCase()
}

/**
 * Where the key for one request is kept (docs/api-keys.md, "Keys are bound to where they go"). A catalogue API's
 * origin is part of the build, so its key is kept per API (`keySlot`). An opened API's server is whatever its
 * description says today — a changed document, a share link of a changed copy or a server variable can name another
 * host — so its key is kept per origin it was entered for, and a request to any other origin finds no key: it is
 * sent without one and the field asks again.
 * requestKeySlot({ id: "opened-1a" , baseUrl: "https://api.example.com" }, {}, "https://api.example.com/pets")
 *   → "opened-1a@https://api.example.com"
 */
export function requestKeySlot(
  api: Pick<Api, "id" | "baseUrl">,
  endpoint: Pick<Endpoint, "keyPlacement">,
  url: string,
): string {
  const slot = keySlot(api.id, endpoint)
  return isOpenedId(api.id) ? `${slot}${KEY_ORIGIN_SEPARATOR}${requestOrigin(url, api.baseUrl)}` : slot
}

/**
 * What applyKey checks a request's URL against. A catalogue API: its base URL, whose host placeholder may fill one DNS
 * label (Mailchimp's `{dc}`). An opened API: the origin of the request itself — its key was looked up for exactly that
 * origin (requestKeySlot), so a server variable that is the whole host (`http://{host}/v1`) can carry a key, and only
 * one entered for that host. keyTarget({ id: "opened-1a", baseUrl: "http://{host}/v1" }, "http://127.0.0.1:8080/v1/a")
 * → "http://127.0.0.1:8080"
 */
export function keyTarget(api: Pick<Api, "baseUrl"> & { id?: string }, url: string): string {
  return isOpenedId(api.id) ? requestOrigin(url, api.baseUrl) : api.baseUrl
}

/**
 * The origins other than this request's that an opened API already has a key for, from the stored slot names
 * (`apiKey:` prefix removed): what the key field names when it asks again. A key kept before keys were bound to an
 * origin (no separator) counts as "" (an earlier server). Catalogue APIs: always empty.
 */
export function otherKeyOrigins(slot: string, storedSlots: readonly string[]): string[] {
  const at = slot.indexOf(KEY_ORIGIN_SEPARATOR)
  if (at === -1) return []
  const base = slot.slice(0, at)
  const origins = new Set<string>()
  for (const stored of storedSlots) {
    if (stored === slot) continue
    if (stored === base) origins.add("")
    else if (stored.startsWith(`${base}${KEY_ORIGIN_SEPARATOR}`)) origins.add(stored.slice(at + 1))
  }
  return [...origins]
}

/**
 * Whether a page can send a key placed like this: not in a cookie (browsers set cookies themselves) nor in a header
 * browsers forbid (Cookie, Host, Origin, Sec-…).
 */
export function canSendFromPage(placement: KeyPlacement): boolean {
  if (placement.in === "cookie") return false
  return placement.in !== "header" || !isForbiddenHeaderName(placement.name)
}

/** Puts `value` where `placement` says, with no origin check. */
function placeKey(request: KeyedRequest, placement: KeyPlacement, value: string): KeyedRequest {
  switch (placement.in) {
    case "query":
      return { url: appendQuery(request.url, placement.name, value), headers: request.headers }
    case "header":
      return { url: request.url, headers: { ...request.headers, [placement.name]: value } }
    case "cookie":
      // Copied code only (canSendFromPage): `Cookie: session=KEY`.
      return { url: request.url, headers: { ...request.headers, Cookie: `${placement.name}=${value}` } }
    case "placeholder": {
      const placeholder = `{${placement.name}}`
      if (!request.url.includes(placeholder)) return request
      return { url: request.url.split(placeholder).join(encodeComponent(value)), headers: request.headers }
    }
    case "bearer":
      return { url: request.url, headers: { ...request.headers, Authorization: `Bearer ${value}` } }
    case "basic":
      return { url: request.url, headers: { ...request.headers, Authorization: `Basic ${base64Utf8(value)}` } }
  }
}

/**
 * What copied code shows for an HTTP Basic key: the base64 of these placeholders, so the header is well formed and
 * is exactly what the tester would send had you typed them (decoding it shows what to put in).
 */
export const BASIC_PLACEHOLDER = "YOUR_CLIENT_ID:YOUR_CLIENT_SECRET"

/** A request after applyKey: `isKeyed` says whether the key was really added (redirects then stay unfollowed). */
export type AppliedKey = KeyedRequest & { isKeyed: boolean }

/**
 * The request with the key added at the documented place — only when there is a key and the request goes to the
 * API's own origin; otherwise the request unchanged with `isKeyed: false` (so with no key the tester sends exactly
 * the default request of docs/behaviour.md).
 *
 * applyKey({ url: "https://api.openweathermap.org/data/2.5/weather?q=Paris", headers: {} }, { in: "query", name: "appid" },
 *   "k 1", "https://api.openweathermap.org/data/2.5") → url "…/weather?q=Paris&appid=k%201", isKeyed true
 */
export function applyKey(
  request: KeyedRequest,
  placement: KeyPlacement | undefined,
  key: string,
  apiBaseUrl: string,
): AppliedKey {
  const value = normalizeKey(key)
  const unchanged = { url: request.url, headers: request.headers, isKeyed: false }
  if (placement === undefined || value === "" || !isApiOrigin(request.url, apiBaseUrl)) return unchanged
  // A header browsers forbid (an opened API that wants its key in Cookie or Origin) would be dropped by fetch without a
  // word: nothing is added, and the key field says it cannot be sent from a page (keyPlacementNote).
  if (!canSendFromPage(placement)) return unchanged
  const placed = placeKey(request, placement, value)
  return placed === request ? unchanged : { ...placed, isKeyed: true }
}

/**
 * The snippet's request: `YOUR_API_KEY` where the key goes, so copied code shows the place but never a secret.
 * keyPlaceholderSpec({ method: "GET", url, headers: {} }, { in: "bearer" }) → headers { Authorization: "Bearer YOUR_API_KEY" }
 * For HTTP Basic it is base64("YOUR_CLIENT_ID:YOUR_CLIENT_SECRET"): "Basic WU9VUl9DTElFTlRfSUQ6WU9VUl9DTElFTlRfU0VDUkVU".
 */
export function keyPlaceholderSpec(spec: RequestSpec, placement: KeyPlacement | undefined): RequestSpec {
  if (placement === undefined) return spec
  const placeholder = placement.in === "basic" ? BASIC_PLACEHOLDER : API_KEY_PLACEHOLDER
  return { method: spec.method, ...placeKey({ url: spec.url, headers: spec.headers }, placement, placeholder) }
}

/**
 * `text` with every occurrence of the key — as typed (trimmed), percent-encoded the ways a URL carries it, and
 * base64-encoded as HTTP Basic sends it — replaced by `mask`: ••• for anything shown on screen, announced or logged,
 * YOUR_API_KEY for copied code. An empty key leaves `text` as it is.
 * maskKey("https://x.dev/?appid=a%2Fb", "a/b") → "https://x.dev/?appid=•••"
 * maskKey("Basic aWQ6c2VjcmV0", "id:secret") → "Basic •••"
 * maskKey("units=k1", "k1", API_KEY_PLACEHOLDER) → "units=YOUR_API_KEY"
 */
export function maskKey(text: string, key: string, mask: string = KEY_MASK): string {
  const value = normalizeKey(key)
  if (value === "") return text
  const base64 = base64Utf8(value)
  // Longest first: "ab%" is a prefix of its encoding "ab%25", which must be replaced whole (the same for base64
  // with and without its "=" padding).
  const forms = [
    ...new Set([
      value,
      encodeURIComponent(value),
      encodeComponent(value),
      encodeURI(value),
      base64,
      base64.replace(/=+$/, ""),
    ]),
  ].sort((a, b) => b.length - a.length)
  return forms.reduce((masked, form) => masked.split(form).join(mask), text)
}
