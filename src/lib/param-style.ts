import { encodeComponent, encodeItem } from "./percent-encoding"

// How an OpenAPI parameter's value is written into a request (OpenAPI 3.1 "Style Values" and "Style Examples",
// RFC 6570): the visitor types text, parseParameterValue reads it as the parameter's type, and the serializers write
// it in the parameter's style. Only parameters of APIs opened from a description have a place (`in`) and go through
// here; the catalogue's are sent as typed (docs/behaviour.md §7).

/** How an opened API's parameter value is written (OpenAPI's `style`). */
export const PARAMETER_STYLES = [
  "form",
  "spaceDelimited",
  "pipeDelimited",
  "deepObject",
  "simple",
  "label",
  "matrix",
] as const
export type ParameterStyle = (typeof PARAMETER_STYLES)[number]

/** Where a parameter goes (OpenAPI's `in`). Cookies are shown but never sent: browsers set them themselves. */
export type ParameterPlace = "path" | "query" | "header" | "cookie"

/** The styles OpenAPI allows in each place; any other given there is read as the place's default. */
const STYLES_BY_PLACE: Record<ParameterPlace, readonly ParameterStyle[]> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
  cookie: ["form"],
}

/** A parsed value: text for a primitive, text items for an array, the JSON object for an object. */
export type StyledValue =
  | { kind: "primitive"; value: string }
  | { kind: "array"; items: readonly string[] }
  | { kind: "object"; value: Readonly<Record<string, unknown>> }

/** A parameter as serialization needs it: its type and, when the description gives them, its style and explode. */
export type StyledParameter = {
  readonly name: string
  readonly type: string
  readonly style?: ParameterStyle | undefined
  readonly explode?: boolean | undefined
}

/** form for the query string and cookies, simple for path and header (OpenAPI's defaults). */
export function defaultStyle(place: ParameterPlace): ParameterStyle {
  return place === "query" || place === "cookie" ? "form" : "simple"
}

/** `explode` defaults to true for form, false for every other style. */
export function defaultExplode(style: ParameterStyle): boolean {
  return style === "form"
}

/** The style a parameter is written in: its own when OpenAPI allows it in that place, else the place's default. */
export function styleIn(place: ParameterPlace, style: ParameterStyle | undefined): ParameterStyle {
  return style !== undefined && STYLES_BY_PLACE[place].includes(style) ? style : defaultStyle(place)
}

/** The style and explode a parameter is written with in `place`. */
export function resolveStyle(place: ParameterPlace, parameter: Pick<StyledParameter, "style" | "explode">) {
  const style = styleIn(place, parameter.style)
  return { style, explode: parameter.explode ?? defaultExplode(style) }
}

// What the visitor is told, under the field and when a value cannot be read.
export const ARRAY_INPUT_HINT = 'A list: blue,black,brown or a JSON array ["blue","black","brown"].'
export const OBJECT_INPUT_HINT = 'A JSON object, e.g. {"R":100,"G":200}.'
export const ARRAY_PROBLEM = `Not sent: not a list. Type ${ARRAY_INPUT_HINT.slice(8)}`
export const OBJECT_PROBLEM = `Not sent: not a JSON object. Type one, e.g. {"R":100,"G":200}.`
export const NESTED_PROBLEM = "Not sent: each item must be text, a number, true or false (not a list or an object)."
export const COOKIE_NOTE = "Not sent: browsers set cookies themselves, so a web page cannot send this one."

export type ParsedValue = { ok: true; value: StyledValue } | { ok: false; problem: string }

const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/**
 * The typed text as the parameter's type: an array from a comma list ("blue, black" → ["blue","black"], each item
 * trimmed) or a JSON array (its items text, numbers or true/false); an object from a JSON object (for deepObject its
 * values may be objects and lists too; a null value is left out, as RFC 6570 leaves out undefined ones); any other
 * type as the text itself. Never throws: text it cannot read is a problem to show under the field.
 * parseParameterValue({ name: "color", type: "array" }, "blue,black") → { ok: true, value: { kind: "array", items: ["blue","black"] } }
 */
export function parseParameterValue(parameter: StyledParameter, text: string): ParsedValue {
  if (parameter.type === "array") {
    const trimmed = text.trim()
    if (!trimmed.startsWith("["))
      return { ok: true, value: { kind: "array", items: trimmed.split(",").map((item) => item.trim()) } }
    const parsed = parseJson(trimmed)
    if (!parsed.ok || !Array.isArray(parsed.value)) return { ok: false, problem: ARRAY_PROBLEM }
    const items: unknown[] = parsed.value
    if (!items.every(isPrimitive)) return { ok: false, problem: NESTED_PROBLEM }
    return { ok: true, value: { kind: "array", items: items.map(String) } }
  }
  if (parameter.type === "object") {
    const parsed = parseJson(text.trim())
    const value = parsed.ok ? parsed.value : undefined
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return { ok: false, problem: OBJECT_PROBLEM }
    const object = value as Record<string, unknown>
    const flat = Object.values(object).every((item) => item === null || isPrimitive(item))
    if (!flat && parameter.style !== "deepObject") return { ok: false, problem: NESTED_PROBLEM }
    return { ok: true, value: { kind: "object", value: object } }
  }
  return { ok: true, value: { kind: "primitive", value: text } }
}

/** An object's entries with text values, null ones left out. */
function flatEntries(object: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(object).flatMap(([key, item]) =>
    item === null || item === undefined ? [] : [[key, String(item)]],
  )
}

/**
 * Bracket keys for a nested value, unencoded: `name[key]` for each property, deeper levels as further brackets, list
 * items by index (`items[0][price]`, as Stripe writes them); null values are left out. Shared with request bodies
 * written as forms. bracketEntries("color", { R: 100, a: { b: [1] } }) → [["color[R]","100"], ["color[a][b][0]","1"]]
 */
export function bracketEntries(name: string, value: unknown): [string, string][] {
  const out: [string, string][] = []
  // A stack instead of recursion: a visitor's JSON may be deep.
  const stack: [string, unknown][] = [[name, value]]
  while (stack.length > 0) {
    const [key, item] = stack.pop() as [string, unknown]
    if (item === null || item === undefined) continue
    if (typeof item === "object") {
      const children: [string, unknown][] = Array.isArray(item)
        ? item.map((child, i) => [`${key}[${i}]`, child])
        : Object.entries(item).map(([child, v]) => [`${key}[${child}]`, v])
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as [string, unknown])
    } else out.push([key, String(item)])
  }
  return out
}

/**
 * The text that replaces `{name}` in a path, percent-encoded (OpenAPI 3.1 Style Examples: simple, label, matrix).
 * A primitive is encoded as the catalogue's values are (`,` `:` `@` kept); an array's items and an object's keys and
 * values have their commas escaped, so the delimiters stay delimiters.
 * serializePathValue({ name: "color", type: "array", style: "label", explode: true }, { kind: "array", items: ["a","b"] }) → ".a.b"
 */
export function serializePathValue(parameter: StyledParameter, value: StyledValue): string {
  const { style, explode } = resolveStyle("path", parameter)
  const name = encodeComponent(parameter.name)
  if (value.kind === "primitive") {
    const text = encodeComponent(value.value)
    if (style === "label") return `.${text}`
    if (style === "matrix") return `;${name}=${text}`
    return text
  }
  const pairs =
    value.kind === "array" ? undefined : flatEntries(value.value).map(([k, v]) => [encodeItem(k), encodeItem(v)])
  if (style === "matrix") {
    if (value.kind === "array")
      return explode
        ? value.items.map((item) => `;${name}=${encodeItem(item)}`).join("")
        : `;${name}=${value.items.map(encodeItem).join(",")}`
    return explode ? (pairs ?? []).map(([k, v]) => `;${k}=${v}`).join("") : `;${name}=${(pairs ?? []).flat().join(",")}`
  }
  const prefix = style === "label" ? "." : ""
  const separator = style === "label" && explode ? "." : ","
  if (value.kind === "array") return prefix + value.items.map(encodeItem).join(separator)
  const written = explode ? (pairs ?? []).map(([k, v]) => `${k}=${v}`) : (pairs ?? []).flat()
  return prefix + written.join(separator)
}

const DELIMITERS: Partial<Record<ParameterStyle, string>> = { spaceDelimited: "%20", pipeDelimited: "%7C" }

/**
 * The `name=value` pairs of a query parameter, percent-encoded, in order (OpenAPI 3.1 Style Examples: form,
 * spaceDelimited, pipeDelimited, deepObject; brackets, spaces and pipes encoded as the table writes them). An empty
 * list or object gives no pair. A primitive is `name=value` in every style; a style that does not fit the value
 * (deepObject for a list, an exploded spaceDelimited) is written as form.
 * serializeQueryValue({ name: "color", type: "object", style: "deepObject", explode: true }, { kind: "object", value: { R: 100 } })
 *   → ["color%5BR%5D=100"]
 */
export function serializeQueryValue(parameter: StyledParameter, value: StyledValue): string[] {
  const { style, explode } = resolveStyle("query", parameter)
  const name = encodeComponent(parameter.name)
  if (value.kind === "primitive") return [`${name}=${encodeComponent(value.value)}`]
  if (value.kind === "object" && style === "deepObject")
    return bracketEntries(parameter.name, value.value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeItem(v)}`)
  const delimiter = (!explode && DELIMITERS[style]) || ","
  if (value.kind === "array") {
    if (value.items.length === 0) return []
    return explode
      ? value.items.map((item) => `${name}=${encodeItem(item)}`)
      : [`${name}=${value.items.map(encodeItem).join(delimiter)}`]
  }
  const pairs = flatEntries(value.value)
  if (pairs.length === 0) return []
  if (explode) return pairs.map(([k, v]) => `${encodeItem(k)}=${encodeItem(v)}`)
  return [`${name}=${pairs.flat().map(encodeItem).join(delimiter)}`]
}

/**
 * A header parameter's value (style simple), as text: headers are not percent-encoded; a list joined with commas, an
 * object as `R,100,G,200` or, exploded, `R=100,G=200`.
 */
export function serializeHeaderValue(parameter: StyledParameter, value: StyledValue): string {
  const { explode } = resolveStyle("header", parameter)
  if (value.kind === "primitive") return value.value
  if (value.kind === "array") return value.items.join(",")
  const pairs = flatEntries(value.value)
  return (explode ? pairs.map(([k, v]) => `${k}=${v}`) : pairs.flat()).join(",")
}
