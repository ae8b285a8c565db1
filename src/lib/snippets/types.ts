/**
 * What a code snippet is built from: the same method and URL as the tester's request. `headers` are the extra
 * ones only (the key feature's); the snippet rules of docs/behaviour.md §7 add Accept and Content-Type themselves.
 * Anything secret must already be replaced by a placeholder here: snippets are copied.
 */
export type RequestSpec = {
  method: string
  url: string
  headers: Record<string, string>
  /**
   * Beyond the spec (docs/behaviour.md §7): absent when the visitor opted into nothing, so the spec's
   * rules apply (a JSON Content-Type for non-GET, a placeholder body for POST and PUT). When they opted into extra
   * headers or a body the snippet shows exactly what is sent: `null` for no body, otherwise the body text as sent
   * (its Content-Type is then among `headers`).
   */
  body?: string | null
}

/** What copied code shows where an API key goes (docs/api-keys.md), so it never carries a real key. */
export const API_KEY_PLACEHOLDER = "YOUR_API_KEY"

/** The comment that marks where the request body goes (docs/behaviour.md §7). */
export const BODY_PLACEHOLDER = "Your data here"

/**
 * The headers a snippet sends, in order (docs/behaviour.md §7): `Accept: application/json`, `Content-Type: application/json`
 * for any method but GET (only when `spec.body` is absent: an opted-in request lists its own), then `spec.headers`. A spec header replaces a default of the same name (any case).
 */
export function snippetHeaders(spec: RequestSpec): [string, string][] {
  const headers: [string, string][] = [["Accept", "application/json"]]
  if (spec.body === undefined && spec.method.toUpperCase() !== "GET") headers.push(["Content-Type", "application/json"])
  for (const [name, value] of Object.entries(spec.headers)) {
    const existing = headers.findIndex(([other]) => other.toLowerCase() === name.toLowerCase())
    if (existing === -1) headers.push([name, value])
    else headers[existing] = [name, value]
  }
  return headers
}

/** docs/behaviour.md §7: a placeholder body for POST or PUT only, when nothing was opted in (`spec.body` absent). */
export function hasPlaceholderBody(spec: RequestSpec): boolean {
  const upper = spec.method.toUpperCase()
  return spec.body === undefined && (upper === "POST" || upper === "PUT")
}

/**
 * True for HEAD (an opened API's; the catalogue has none): the answer has no body, so the snippets print the status
 * and headers instead of parsing JSON, and cURL asks with --head (with `--request HEAD` curl waits for a body).
 */
export function isHead(spec: RequestSpec): boolean {
  return spec.method.toUpperCase() === "HEAD"
}

/**
 * A JavaScript string literal that evaluates to exactly `value`, whatever it holds.
 * JSON.stringify escapes quotes, backslashes, control characters and lone surrogates; a double-quoted literal
 * never interprets `${}` or backticks. U+2028/U+2029 are escaped too (older engines reject them raw), and `<`
 * becomes \u003c so the code can sit inside an HTML <script> element without a `</script>` ending it early.
 */
export function jsString(value: string): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
}

/** An object-literal key for `name`. `"__proto__": x` would set the prototype instead of a property. */
export function jsKey(name: string): string {
  return name === "__proto__" ? `[${jsString(name)}]` : jsString(name)
}

/** The `headers: { … }` lines of a fetch or axios options object, indented by two spaces. */
export function jsHeadersBlock(spec: RequestSpec): string {
  const lines = snippetHeaders(spec).map(([name, value]) => `    ${jsKey(name)}: ${jsString(value)},`)
  return ["  headers: {", ...lines, "  },"].join("\n")
}
