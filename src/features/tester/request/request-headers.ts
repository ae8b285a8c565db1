/**
 * Extra request headers the visitor adds in the tester's 'Advanced' section (docs/behaviour.md §7).
 * Only headers a web page may set are accepted: the Fetch standard silently drops "forbidden request-header
 * names" and throws on malformed names or values, so each is rejected here with a message instead.
 */

import type { KeyPlacement } from "@/data/api-schema"
import { FORBIDDEN_HEADER_NAMES, isForbiddenHeaderName } from "@/lib/forbidden-headers"

/** One row of the headers editor, as typed. */
export type HeaderRow = { name: string; value: string }

/** Valid rows as sent (trimmed), and one message or null per row, in row order. */
export type HeaderCheck = { headers: [string, string][]; errors: (string | null)[] }

/** Forbidden when their value names one of FORBIDDEN_METHODS (Fetch standard). */
const METHOD_OVERRIDE_NAMES = new Set(["x-http-method", "x-http-method-override", "x-method-override"])
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"])

/** RFC 9110 token: the characters a header name may hold. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** HTTP whitespace the Fetch standard strips from both ends of a value. */
const EDGE_WHITESPACE = /^[\t ]+|[\t ]+$/g

/**
 * Why a header cannot be sent, or null when it can. `reserved` holds names (any case) that something else
 * already sets, such as the header that carries the API key.
 *
 * headerProblem("Cookie", "a=1") → 'Browsers do not let web pages set the "Cookie" header.'
 */
export function headerProblem(name: string, value: string, reserved: readonly string[] = []): string | null {
  const lower = name.toLowerCase()
  if (name === "") return "Enter a header name."
  if (!TOKEN.test(name))
    return `"${name}" is not a valid header name: use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ only.`
  if (FORBIDDEN_HEADER_NAMES.has(lower)) return `Browsers do not let web pages set the "${name}" header.`
  if (isForbiddenHeaderName(name))
    return `Browsers do not let web pages set headers starting with "Proxy-" or "Sec-" ("${name}").`
  if (["\r", "\n", "\0"].some((c) => value.includes(c)))
    return `The value of "${name}" cannot contain line breaks or NUL characters.`
  // Browsers send Latin-1 as single bytes (servers then read them differently) and refuse anything beyond it;
  // code in other languages would send UTF-8. Printable ASCII is sent the same way by everything.
  if ([...value].some((c) => c !== "\t" && (c < " " || c > "~")))
    return `The value of "${name}" can only hold printable ASCII characters (no accents, emoji or control characters).`
  if (METHOD_OVERRIDE_NAMES.has(lower) && value.split(",").some((m) => FORBIDDEN_METHODS.has(m.trim().toUpperCase())))
    return `Browsers do not let web pages set "${name}" to CONNECT, TRACE or TRACK.`
  if (reserved.some((other) => other.toLowerCase() === lower))
    return `"${name}" carries your API key: set the key in the API key field instead.`
  return null
}

/**
 * Checks every row: rows with neither name nor value are ignored; names and values are trimmed as the browser
 * would; a name given twice (any case) is an error on its second row.
 *
 * checkHeaders([{ name: " X-Trace ", value: " 1 " }, { name: "Host", value: "a" }])
 *   → { headers: [["X-Trace", "1"]], errors: [null, 'Browsers do not let web pages set the "Host" header.'] }
 */
export function checkHeaders(rows: readonly HeaderRow[], reserved: readonly string[] = []): HeaderCheck {
  const headers: [string, string][] = []
  const seen = new Set<string>()
  const errors = rows.map(({ name: rawName, value: rawValue }) => {
    const name = rawName.trim()
    const value = rawValue.replace(EDGE_WHITESPACE, "")
    if (name === "" && value === "") return null
    const problem = headerProblem(name, value, reserved)
    if (problem) return problem
    if (seen.has(name.toLowerCase())) return `"${name}" is set twice: keep one row.`
    seen.add(name.toLowerCase())
    headers.push([name, value])
    return null
  })
  return { headers, errors }
}

/**
 * The headers that carry the API key where `placement` puts it, which the visitor must not set by hand: pass
 * endpointKeyPlacement(api, endpoint) (lib/api-keys.ts), the placement the request itself uses.
 * keyHeaderNames({ in: "basic" }) → ["Authorization"]; keyHeaderNames({ in: "query", name: "key" }) → []
 */
export function keyHeaderNames(placement: KeyPlacement | undefined): string[] {
  if (placement?.in === "header") return [placement.name]
  if (placement?.in === "bearer" || placement?.in === "basic") return ["Authorization"]
  return []
}
