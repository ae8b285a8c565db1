import { paths } from "@/config/paths"
import { maskKey } from "@/lib/api-keys"
import { NO_MARKED_NAMES, withoutCredentials } from "../auth/typed-secrets"

// A shareable tester link (docs/testing-links-and-history.md): /api/{id}?endpoint=N&p.{name}={value}, one key per
// typed, non-empty parameter value. The API key is never part of it. (The detail page knows none of this: opening
// or closing a tester keeps only ?endpoint=, which drops these values; see features/api-detail/use-selected-endpoint.)

/**
 * Prefix of a typed value's query key: `?endpoint=1&p.id=5` holds the value "5" of the parameter `id`. A prefix
 * keeps any parameter name (even "endpoint") from clashing with the page's own keys.
 */
export const TESTER_VALUE_PREFIX = "p."

/** The page's key for the open endpoint (features/api-detail/endpoint-param.ts; features may not import it). */
const ENDPOINT_KEY = "endpoint"

/** A copy of `params` without the tester's typed values: "endpoint=1&p.id=5&x=y" → "endpoint=1&x=y". */
export function withoutTesterValues(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  for (const [name, value] of params) if (!name.startsWith(TESTER_VALUE_PREFIX)) next.append(name, value)
  return next
}

/**
 * Longest value a link (or a history entry) keeps, in UTF-16 code units; longer ones are cut. 2000 keeps a link
 * with a few long values under the ~8 KB most servers and chat apps accept.
 */
export const MAX_VALUE_LENGTH = 2000

/** `text` cut to `max` code units without splitting a surrogate pair: truncate("a😀", 2) → "a". */
export function truncate(text: string, max = MAX_VALUE_LENGTH): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/**
 * The typed values a link holds, for the parameters in `names` only. Unknown names are ignored, a repeated name
 * keeps its first value, a value longer than MAX_VALUE_LENGTH is cut, empty values are left out, and so are
 * credentials' (typed-secrets.ts isCredential: named like one, or in `marked`, those the document marks).
 * readLinkValues(new URLSearchParams("endpoint=1&p.id=5&p.id=6&p.nope=x"), ["id"]) → { id: "5" }
 */
export function readLinkValues(
  params: URLSearchParams,
  names: readonly string[],
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
): Record<string, string> {
  const known = new Set(names)
  const values = new Map<string, string>()
  for (const [key, value] of params) {
    if (!key.startsWith(TESTER_VALUE_PREFIX)) continue
    const name = key.slice(TESTER_VALUE_PREFIX.length)
    if (!known.has(name) || values.has(name) || value === "") continue
    values.set(name, truncate(value))
  }
  // Object.fromEntries, not `object[name] =`: it defines own properties, so "__proto__" becomes a plain value.
  return withoutCredentials(Object.fromEntries(values), marked)
}

/**
 * `params` with the tester's values replaced by `values` (for `names` only, in that order, empty ones left out,
 * long ones cut) and every other key kept. A value is masked with maskKey first, so a key pasted into a parameter
 * field never reaches the address bar, a copied link or the browser's history; a credential's value (isCredential:
 * named like one, or in `marked`) is left out.
 * writeLinkValues(new URLSearchParams("endpoint=1&p.old=x"), { id: "5", q: "" }, ["id", "q"], "") → "endpoint=1&p.id=5"
 */
export function writeLinkValues(
  params: URLSearchParams,
  values: Readonly<Record<string, string>>,
  names: readonly string[],
  apiKey: string,
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
): URLSearchParams {
  const next = withoutTesterValues(params)
  // A credential typed into a parameter (typed-secrets.ts) stays out of links as the key does.
  const kept = withoutCredentials(values, marked)
  for (const name of new Set(names)) {
    const value = Object.hasOwn(kept, name) ? kept[name] : undefined
    if (value) next.append(TESTER_VALUE_PREFIX + name, truncate(maskKey(value, apiKey)))
  }
  return next
}

/**
 * The absolute link that opens a tester with these values.
 * testerLink("https://x.dev", "/api/jsonplaceholder", 1, { id: "5" }, ["id"], "")
 *   → "https://x.dev/api/jsonplaceholder?endpoint=1&p.id=5"
 */
export function testerLink(
  origin: string,
  pathname: string,
  endpointIndex: number,
  values: Readonly<Record<string, string>>,
  names: readonly string[],
  apiKey: string,
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
): string {
  const params = writeLinkValues(
    new URLSearchParams({ [ENDPOINT_KEY]: String(endpointIndex) }),
    values,
    names,
    apiKey,
    marked,
  )
  return `${origin}${pathname}?${params.toString()}`
}

/**
 * The link to an operation of a document opened from its address: it opens the document in any browser, then this
 * operation's tester with these values (features/open-api/operation-link.ts reads it). The operation is its method
 * and path, so the link survives a changed document; the key is masked out of the values as in testerLink.
 * operationLink("https://x.dev", "https://api.dev/o.json", "GET", "/pets/{id}", { id: "5" }, ["id"], "")
 *   → "https://x.dev/open?url=https%3A%2F%2Fapi.dev%2Fo.json&op=GET%20%2Fpets%2F%7Bid%7D&p.id=5"
 */
export function operationLink(
  origin: string,
  documentUrl: string,
  method: string,
  path: string,
  values: Readonly<Record<string, string>>,
  names: readonly string[],
  apiKey: string,
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
): string {
  const operation = `url=${encodeURIComponent(documentUrl)}&op=${encodeURIComponent(`${method.toUpperCase()} ${path}`)}`
  const typed = writeLinkValues(new URLSearchParams(), values, names, apiKey, marked).toString()
  return `${origin}${paths.open.path}?${operation}${typed ? `&${typed}` : ""}`
}
