/** A parameter as the URL builder needs it: just its name (order decides query order). */
export type NamedParameter = { readonly name: string }

const PLACEHOLDER = /\{([^{}]+)\}/g

/**
 * Characters RFC 3986 allows literally inside a path segment or query value that encodeURIComponent still escapes.
 * Keeping them readable makes `?fields=name,flags` stay as written instead of `name%2Cflags`.
 */
const KEEP_LITERAL: Record<string, string> = { "%2C": ",", "%3A": ":", "%40": "@" }

/** Half of a surrogate pair without its other half: text can hold one (a bad paste), but no URL can. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The text with each lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed (ES2024) does and as
 * UTF-8 encoding sends it; whole pairs are kept. toWellFormed("a\uD800") → "a\uFFFD"
 */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD")
}

/**
 * Percent-encodes a value for a path segment or query component, keeping `,` `:` `@` readable.
 * A lone surrogate becomes U+FFFD (%EF%BF%BD), as URLSearchParams does, instead of encodeURIComponent's URIError:
 * encodeComponent("a\uD800") → "a%EF%BF%BD"
 */
export function encodeComponent(value: string): string {
  return encodeURIComponent(toWellFormed(value)).replace(/%2C|%3A|%40/g, (m) => KEEP_LITERAL[m] ?? m)
}

/** Names of the `{placeholders}` in a template, in order, e.g. "/users/{user}/repos" → ["user"]. */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "")
}

/** values[name] for the record's own keys only: a parameter named "toString" must not find Object.prototype's. */
function ownValue(values: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined
}

/**
 * Builds the request URL the tester sends (docs/behaviour.md §7):
 * baseUrl + path; each `{name}` in either is replaced by its percent-encoded value; every other non-empty
 * value is appended as a query parameter (after any query already in the path); empty values are skipped,
 * so an empty placeholder stays visible as `{name}`.
 *
 * buildRequestUrl("https://x.dev", "/users/{user}", [{name:"user"},{name:"q"}], {user:"a b", q:"x&y"})
 *   → "https://x.dev/users/a%20b?q=x%26y"
 */
export function buildRequestUrl(
  baseUrl: string,
  path: string,
  parameters: readonly NamedParameter[],
  values: Readonly<Record<string, string>>,
): string {
  const template = baseUrl + path
  const placeholders = new Set(placeholderNames(template))
  const filled = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = ownValue(values, name)
    return value ? encodeComponent(value) : whole
  })

  const query = parameters
    .filter((p) => !placeholders.has(p.name) && Boolean(ownValue(values, p.name)))
    .map((p) => `${encodeComponent(p.name)}=${encodeComponent(ownValue(values, p.name) ?? "")}`)
  if (query.length === 0) return filled

  const hashIndex = filled.indexOf("#")
  const beforeHash = hashIndex === -1 ? filled : filled.slice(0, hashIndex)
  const hash = hashIndex === -1 ? "" : filled.slice(hashIndex)
  const separator = beforeHash.includes("?") ? (/[?&]$/.test(beforeHash) ? "" : "&") : "?"
  return `${beforeHash}${separator}${query.join("&")}${hash}`
}

/** The values an endpoint's example URL is built from: each parameter's example, if any. */
export function exampleValues(parameters: readonly { name: string; example?: string }[]): Record<string, string> {
  return Object.fromEntries(parameters.flatMap((p) => (p.example ? [[p.name, p.example]] : [])))
}

/**
 * The example URL of an endpoint, as its detail page shows it and a health check sends it: the catalogue's own
 * example when it has one, otherwise the URL built from each parameter's example (placeholders without an
 * example stay as `{name}`).
 */
export function endpointExampleUrl(
  baseUrl: string,
  endpoint: { path: string; example?: string; parameters?: readonly { name: string; example?: string }[] },
): string {
  if (endpoint.example) return endpoint.example
  const parameters = endpoint.parameters ?? []
  return buildRequestUrl(baseUrl, endpoint.path, parameters, exampleValues(parameters))
}
