import { toWellFormed } from "@/lib/url"
import { bodyKind, type BodyEncoding, type JsonValue, type PropertyEncoding } from "./body-schema"

// application/x-www-form-urlencoded bodies (docs/open-any-api.md, "Request bodies"). Nested values are written as
// Stripe (and PHP, Rails, qs) read them: `metadata[order_id]=6735`, `items[0][price]=price_1`; a property the
// document gives an `encoding` for follows its style and explode, as OpenAPI says.

/**
 * A name or value percent-encoded as a form does (URLSearchParams' byte-for-byte): letters, digits and `*-._` as they
 * are, a space as `+`, everything else as UTF-8 `%XX`; a lone surrogate as U+FFFD. So a `[` inside a property's name is
 * `%5B`, and only the brackets that nest are literal.
 * encodeFormComponent("a b&c=d+é") → "a+b%26c%3Dd%2B%C3%A9"
 */
export function encodeFormComponent(text: string): string {
  return encodeURIComponent(toWellFormed(text)).replace(/[!'()~]|%20/g, (c) =>
    c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

type Pair = [name: string, value: string]

function isPrimitive(value: JsonValue): value is string | number | boolean | null {
  return value === null || typeof value !== "object"
}

function text(value: string | number | boolean | null): string {
  return value === null ? "" : String(value)
}

/** `prefix[key]…=value` pairs for a nested value, arrays by index; an empty array or object writes nothing. */
function bracketPairs(prefix: string, value: JsonValue, out: Pair[]): void {
  if (isPrimitive(value)) out.push([prefix, encodeFormComponent(text(value))])
  else if (Array.isArray(value)) value.forEach((item, index) => bracketPairs(`${prefix}[${index}]`, item, out))
  else
    for (const [key, item] of Object.entries(value)) bracketPairs(`${prefix}[${encodeFormComponent(key)}]`, item, out)
}

const DELIMITERS = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" } as const

/** One top-level property's pairs, per its encoding (docs: the table of styles). */
function propertyPairs(name: string, value: JsonValue, encoding: PropertyEncoding | undefined, out: Pair[]): void {
  const key = encodeFormComponent(name)
  if (encoding?.contentType !== undefined && bodyKind(encoding.contentType) === "json") {
    out.push([key, encodeFormComponent(JSON.stringify(value))])
    return
  }
  if (isPrimitive(value)) {
    out.push([key, encodeFormComponent(text(value))])
    return
  }
  const style = encoding?.style ?? (Array.isArray(value) ? "form" : "deepObject")
  const explode = encoding?.explode ?? style === "form"
  const flat = Array.isArray(value) ? value : Object.entries(value).flat()
  if (style === "deepObject" || !flat.every(isPrimitive)) {
    bracketPairs(key, value, out)
  } else if (Array.isArray(value) && style === "form" && explode) {
    for (const item of flat) out.push([key, encodeFormComponent(text(item))])
  } else if (!Array.isArray(value) && style === "form" && explode) {
    for (const [property, item] of Object.entries(value))
      out.push([encodeFormComponent(property), encodeFormComponent(text(item as string | number | boolean | null))])
  } else if (flat.length > 0) {
    out.push([key, flat.map((item) => encodeFormComponent(text(item))).join(DELIMITERS[style])])
  }
}

/**
 * The form body for `values` (an object: each property a field). Properties in their order; null is an empty value
 * (Stripe clears a field with `field=`); a property without an `encoding` is written Stripe's way when it nests
 * (`metadata[key]=v`, `items[0][price]=x`) and repeated when it is a list of plain values (`tag=a&tag=b`, OpenAPI's
 * default "form, explode").
 * encodeForm({ amount: 2000, metadata: { order: "6735" } }) → "amount=2000&metadata[order]=6735"
 */
export function encodeForm(values: { [key: string]: JsonValue }, encoding: BodyEncoding = {}): string {
  const pairs: Pair[] = []
  for (const [name, value] of Object.entries(values)) {
    const own = Object.hasOwn(encoding, name) ? encoding[name] : undefined
    propertyPairs(name, value, own, pairs)
  }
  return pairs.map(([name, value]) => `${name}=${value}`).join("&")
}
