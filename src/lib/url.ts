import {
  parseParameterValue,
  serializePathValue,
  serializeQueryValue,
  type ParameterPlace,
  type ParameterStyle,
} from "./param-style"
import { pickExample, type ExampleSource } from "./parameter-example"
import { encodeComponent, toWellFormed } from "./percent-encoding"

/**
 * A parameter as the URL builder needs it: its name (order decides query order) and, for an API opened from its
 * OpenAPI description, where it goes. Without `in` (the catalogue): a `{name}` placeholder, else the query string.
 */
export type NamedParameter = {
  readonly name: string
  /** "form": a catalogue field of the form body, never in the URL. */
  readonly in?: ParameterPlace | "form" | undefined
  /** With `in` (an opened API): "array" and "object" values are read and written in the parameter's style. */
  readonly type?: string | undefined
  readonly style?: ParameterStyle | undefined
  readonly explode?: boolean | undefined
}

/**
 * The names whose values must not fill a `{name}` placeholder: parameters declared for the query string or a header
 * only (an opened API's `id` query parameter leaves a `{id}` in its path alone).
 */
function notForPlaceholders(parameters: readonly NamedParameter[]): Set<string> {
  const placed = new Set(parameters.filter((p) => p.in === undefined || p.in === "path").map((p) => p.name))
  return new Set(parameters.filter((p) => !placed.has(p.name)).map((p) => p.name))
}

/**
 * Whether the parameter's value goes into the query string: `in: "query"` always; `in: "path"` and `in: "header"`
 * never; without `in`, unless the URL template has its `{name}` placeholder (docs/behaviour.md §7).
 */
function goesToQuery(parameter: NamedParameter, placeholders: ReadonlySet<string>): boolean {
  if (parameter.in === undefined) return !placeholders.has(parameter.name)
  return parameter.in === "query"
}

const PLACEHOLDER = /\{([^{}]+)\}/g

export { encodeComponent, toWellFormed }

/** Names of the `{placeholders}` in a template, in order, e.g. "/users/{user}/repos" → ["user"]. */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "")
}

/** values[name] for the record's own keys only: a parameter named "toString" must not find Object.prototype's. */
function ownValue(values: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined
}

/**
 * A path segment that URL parsers remove or climb out of: ".", "..", and their %2e spellings in any case (WHATWG URL
 * "single-dot" and "double-dot" segments). `new URL("https://x.dev/repos/../..").href` → "https://x.dev/", and
 * percent-encoding the dots does not help: "/repos/%2E%2E" is removed the same way.
 */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/** The scheme and authority of a URL, "https://x.dev" of "https://x.dev/a?b", after which its path starts. */
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i

type FilledRange = { name: string; start: number; end: number }

/**
 * The text for a `{name}` placeholder: an opened API's path parameter (`in: "path"`) in its style (lib/param-style.ts),
 * undefined when its value cannot be read as its type (the placeholder then stays); any other value percent-encoded.
 */
function placeholderText(value: string, parameter: NamedParameter | undefined): string | undefined {
  if (parameter?.in !== "path") return encodeComponent(value)
  const styled = { ...parameter, type: parameter.type ?? "string" }
  const parsed = parseParameterValue(styled, value)
  return parsed.ok ? serializePathValue(styled, parsed.value) || undefined : undefined
}

/**
 * The query pairs of one non-empty value, encoded: an opened API's query parameter (`in: "query"`) in its style, none
 * when its value cannot be read as its type; any other as `name=value`.
 */
function queryPairs(parameter: NamedParameter, value: string): string[] {
  if (parameter.in !== "query") return [`${encodeComponent(parameter.name)}=${encodeComponent(value)}`]
  const styled = { ...parameter, type: parameter.type ?? "string" }
  const parsed = parseParameterValue(styled, value)
  return parsed.ok ? serializeQueryValue(styled, parsed.value) : []
}

/** `template` with each `{name}` replaced by its encoded value (except empty ones and `skip`), and where each went. */
function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string>>,
  skip: ReadonlySet<string>,
  parameters: readonly NamedParameter[],
) {
  const ranges: FilledRange[] = []
  let url = ""
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? ""
    const value = ownValue(values, name)
    url += template.slice(last, match.index)
    const parameter = parameters.find((p) => p.name === name && (p.in === undefined || p.in === "path"))
    const text = (value && !skip.has(name) ? placeholderText(value, parameter) : undefined) ?? match[0]
    if (text !== match[0]) ranges.push({ name, start: url.length, end: url.length + text.length })
    url += text
    last = match.index + match[0].length
  }
  return { url: url + template.slice(last), ranges }
}

/**
 * The placeholders whose values would make a `.` or `..` path segment, which the browser would remove (and the
 * segment before it with `..`) before sending: `/repos/{owner}/{repo}` with both ".." would request "/".
 */
function dotSegmentNames(url: string, ranges: readonly FilledRange[]): Set<string> {
  const names = new Set<string>()
  const pathStart = SCHEME_AND_AUTHORITY.exec(url)?.[0].length ?? 0
  const queryStart = url.slice(pathStart).search(/[?#]/)
  const path = url.slice(pathStart, queryStart === -1 ? url.length : pathStart + queryStart)
  let start = pathStart
  for (const segment of path.split("/")) {
    const end = start + segment.length
    if (DOT_SEGMENT.test(segment)) {
      for (const range of ranges) if (range.start < end && range.end > start) names.add(range.name)
    }
    start = end + 1
  }
  return names
}

/**
 * The placeholders whose value buildRequestUrl leaves out because, filled in, their path segment would be `.` or
 * `..`: the browser removes such a segment (and `..` the one before it too), so the request would go to another
 * path than the one shown. dotSegmentPlaceholders("https://x.dev", "/repos/{owner}/{repo}", { owner: "..", repo: "r" })
 * → ["owner"]. `parameters`: as buildRequestUrl takes them (query and header ones fill no placeholder).
 */
export function dotSegmentPlaceholders(
  baseUrl: string,
  path: string,
  values: Readonly<Record<string, string>>,
  parameters: readonly NamedParameter[] = [],
): string[] {
  const { url, ranges } = fillPlaceholders(baseUrl + path, values, notForPlaceholders(parameters), parameters)
  return [...dotSegmentNames(url, ranges)]
}

/**
 * Builds the request URL the tester sends (docs/behaviour.md §7):
 * baseUrl + path; each `{name}` in either is replaced by its percent-encoded value; every other non-empty
 * value is appended as a query parameter (after any query already in the path); empty values are skipped,
 * so an empty placeholder stays visible as `{name}`. So does a value that would make a `.` or `..` path segment
 * (dotSegmentPlaceholders): what is built is exactly the path the browser requests. A parameter with `in` (an opened
 * API) goes only where it says: "query" to the query string even when the path holds its `{name}`, "path" to its
 * placeholder only, "header" and "cookie" nowhere in the URL (the tester sends a header one as a header, never a
 * cookie). Its values are written in its style (lib/param-style.ts): a list or object value that cannot be read as one
 * is left out, its placeholder left as `{name}` (the tester says why under the field).
 *
 * buildRequestUrl("https://x.dev", "/users/{user}", [{name:"user"},{name:"q"}], {user:"a b", q:"x&y"})
 *   → "https://x.dev/users/a%20b?q=x%26y"
 * buildRequestUrl("https://x.dev", "/repos/{owner}", [{name:"owner"}], {owner:".."}) → "https://x.dev/repos/{owner}"
 */
export function buildRequestUrl(
  baseUrl: string,
  path: string,
  parameters: readonly NamedParameter[],
  values: Readonly<Record<string, string>>,
): string {
  const template = baseUrl + path
  const placeholders = new Set(placeholderNames(template))
  const unfilled = notForPlaceholders(parameters)
  const first = fillPlaceholders(template, values, unfilled, parameters)
  const refused = dotSegmentNames(first.url, first.ranges)
  // A refused placeholder stays `{name}`, whose braces can never be part of a dot segment: one more pass suffices.
  const filled =
    refused.size === 0
      ? first.url
      : fillPlaceholders(template, values, new Set([...unfilled, ...refused]), parameters).url

  const query = parameters
    .filter((p) => goesToQuery(p, placeholders) && Boolean(ownValue(values, p.name)))
    .flatMap((p) => queryPairs(p, ownValue(values, p.name) ?? ""))
  if (query.length === 0) return filled

  const hashIndex = filled.indexOf("#")
  const beforeHash = hashIndex === -1 ? filled : filled.slice(0, hashIndex)
  const hash = hashIndex === -1 ? "" : filled.slice(hashIndex)
  const separator = beforeHash.includes("?") ? (/[?&]$/.test(beforeHash) ? "" : "&") : "?"
  return `${beforeHash}${separator}${query.join("&")}${hash}`
}

/** The values an endpoint's example URL is built from: each parameter's example (else its default or first enum value), if any. */
export function exampleValues(parameters: readonly ({ name: string } & ExampleSource)[]): Record<string, string> {
  return Object.fromEntries(
    parameters.flatMap((p) => {
      const example = pickExample(p, "hint")
      return example ? [[p.name, example]] : []
    }),
  )
}

/**
 * The example URL of an endpoint, as its detail page shows it and a health check sends it: the catalogue's own
 * example when it has one, otherwise the URL built from each parameter's example (placeholders without an
 * example stay as `{name}`). Header parameters (an opened API's) are never part of it.
 */
export function endpointExampleUrl(
  baseUrl: string,
  endpoint: { path: string; example?: string; parameters?: readonly (NamedParameter & ExampleSource)[] },
): string {
  if (endpoint.example) return endpoint.example
  const parameters = endpoint.parameters ?? []
  return buildRequestUrl(baseUrl, endpoint.path, parameters, exampleValues(parameters))
}
