import type { BodyEncoding, BodySchema, JsonValue, PropertyEncoding } from "@/lib/request-body/body-schema"
import type { MapContext } from "./map-context"
import { measureJson } from "./examples"
import { isObject, own, type Json, type JsonObject, type RefResolver } from "./refs"
import { arr, cleanText, entries, setOwn, str } from "./text"

// A request body's schema and encoding as the tester's encoders and body form read them (src/lib/request-body/):
// resolved, allOf merged, readOnly properties left out (a request does not send them), texts capped, never circular.
// Descriptions are left out: Stripe's body schemas weigh 911 KB with them (200 characters each), 642 KB without
// (a structured clone of the whole API; 235 KB before schemas were kept).
// A schema reached again is the same object (a component used by 400 operations is kept once: the structured clone
// to the page and IndexedDB keeps shared objects shared), and each body's tree is capped in size as written out, so
// walking or writing it never costs more than BODY_SCHEMA_NODES nodes.

/** The nodes one body's schema tree holds at most, counted as written out (shared parts once per use). */
export const BODY_SCHEMA_NODES = 400
const MAX_DEPTH = 12
const MAX_PROPERTIES = 100
const MAX_CHOICES = 10
const MAX_ENUM = 50
/** A schema's example or default kept when its JSON is at most this long. */
const VALUE_LIMIT = 1_000
const TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"])
const STYLES = new Set(["form", "spaceDelimited", "pipeDelimited", "deepObject"])

type Converted = { schema: BodySchema; size: number }

/**
 * Adds a property by assignment (setOwn's defineProperty took an eighth of the time on Stripe's 7,572 schema nodes);
 * "__proto__" still as data.
 */
function addProperty(target: { [name: string]: BodySchema }, name: string, value: BodySchema): void {
  if (name === "__proto__") setOwn(target as JsonObject, name, value as Json)
  else target[name] = value
}

// One object each for every cut (never changed): fewer objects to make and to clone.
const CIRCULAR: Converted = { schema: { cut: "circular" }, size: 1 }
const CAPPED: Converted = { schema: { cut: "capped" }, size: 1 }

/** Which properties a schema leaves out: a request's readOnly ones (the default), a response's writeOnly ones. */
export type SchemaDirection = "request" | "response"

/** Per document and direction: each schema object converted once, with its size as written out. */
const converted = { request: new WeakMap<RefResolver, Map<JsonObject, Converted>>(), response: new WeakMap() }

function keptValue(value: Json | undefined): JsonValue | undefined {
  if (value === undefined) return undefined
  if (typeof value === "string") return value.length > VALUE_LIMIT ? undefined : value
  return measureJson(value, 20, VALUE_LIMIT) === "ok" ? value : undefined
}

function typeOf(schema: JsonObject, result: BodySchema): void {
  const raw = own(schema, "type")
  const list = Array.isArray(raw) ? raw : [raw]
  const type = list.find((t) => typeof t === "string" && t !== "null" && TYPES.has(t))
  if (typeof type === "string") result.type = type as NonNullable<BodySchema["type"]>
  else if (list.includes("null")) result.type = "null"
  if ((list.includes("null") && result.type !== "null") || own(schema, "nullable") === true) result.nullable = true
}

/** Copies what `part` (an allOf member) adds into `target`, which is a new object. */
function mergeInto(target: BodySchema, part: BodySchema): void {
  for (const [key, value] of Object.entries(part) as [keyof BodySchema, unknown][]) {
    if (key === "properties" && target.properties)
      target.properties = { ...target.properties, ...(value as { [name: string]: BodySchema }) }
    else if (key === "required" && target.required)
      target.required = [...new Set([...target.required, ...(value as string[])])]
    else if (target[key] === undefined) (target as Record<string, unknown>)[key] = value
  }
}

function convert(
  context: MapContext,
  memo: Map<JsonObject, Converted>,
  value: Json | undefined,
  depth: number,
  path: Set<JsonObject>,
  budget: { left: number; omit: "readOnly" | "writeOnly" },
): Converted | undefined {
  // Past the cap, nothing is looked up (a $ref costs a pointer walk).
  if (budget.left <= 0 || depth > MAX_DEPTH) return value === undefined ? undefined : CAPPED
  const schema = context.refs.object(value)
  if (!schema) return undefined
  if (path.has(schema)) return CIRCULAR
  const known = memo.get(schema)
  if (known && known.size <= budget.left) {
    budget.left -= known.size
    return known
  }
  if (known) return CAPPED
  budget.left--
  path.add(schema)
  let size = 1
  const child = (raw: Json | undefined): BodySchema | undefined => {
    const done = convert(context, memo, raw, depth + 1, path, budget)
    if (done) size += done.size
    return done?.schema
  }
  const result: BodySchema = {}
  typeOf(schema, result)
  const format = str(own(schema, "format"))
  if (format) result.format = cleanText(format, 40)
  const title = cleanText(own(schema, "title"), 100)
  if (title) result.title = title
  const enumValues = arr(own(schema, "enum"))
    .filter((item) => item === null || typeof item !== "object")
    .slice(0, MAX_ENUM)
    .map((item) => (typeof item === "string" ? cleanText(item, 200) : item))
  if (enumValues.length > 0) result.enum = enumValues
  for (const key of ["const", "default", "example"] as const) {
    const kept = keptValue(own(schema, key))
    if (kept !== undefined) result[key] = kept
  }
  if (result.example === undefined) {
    const first = keptValue(arr(own(schema, "examples"))[0])
    if (first !== undefined) result.example = first
  }
  const xml = own(schema, "xml")
  if (isObject(xml)) {
    const name = cleanText(own(xml, "name"), 100)
    const kept: NonNullable<BodySchema["xml"]> = {
      ...(name ? { name } : {}),
      ...(own(xml, "attribute") === true ? { attribute: true as const } : {}),
      ...(own(xml, "wrapped") === true ? { wrapped: true as const } : {}),
    }
    if (Object.keys(kept).length > 0) result.xml = kept
  }
  const properties = entries(own(schema, "properties"))
  if (properties.length > 0) {
    const mapped: { [name: string]: BodySchema } = {}
    for (const [name, raw] of properties.slice(0, MAX_PROPERTIES)) {
      const resolved = budget.left > 0 ? context.refs.object(raw) : raw
      if (isObject(resolved) && own(resolved, budget.omit) === true) continue
      const property = child(resolved)
      if (property) addProperty(mapped, cleanText(name, 200) || name, property)
    }
    result.properties = mapped
  }
  const required = arr(own(schema, "required")).filter((name): name is string => typeof name === "string")
  if (required.length > 0) result.required = required.slice(0, MAX_PROPERTIES)
  const additional = own(schema, "additionalProperties")
  if (isObject(additional)) {
    const mapped = child(additional)
    if (mapped) result.additionalProperties = mapped
  }
  const items = own(schema, "items")
  if (items !== undefined) {
    const mapped = child(items)
    if (mapped) result.items = mapped
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const choices = arr(own(schema, key))
      .slice(0, MAX_CHOICES)
      .map(child)
      .filter((choice): choice is BodySchema => choice !== undefined)
    if (choices.length > 0) result[key] = choices
  }
  for (const part of arr(own(schema, "allOf"))) {
    const mapped = child(part)
    if (mapped) mergeInto(result, mapped)
  }
  path.delete(schema)
  const done = { schema: result, size }
  memo.set(schema, done)
  return done
}

/**
 * The body schema of a media type (see above); undefined when it has none. For an XML body whose schema names no
 * element, its component name is the root element's ("#/components/schemas/Pet" → `<Pet>`), as OpenAPI says.
 */
export function bodySchemaOf(
  context: MapContext,
  raw: Json | undefined,
  isXml = false,
  direction: SchemaDirection = "request",
): BodySchema | undefined {
  const memos: WeakMap<RefResolver, Map<JsonObject, Converted>> = converted[direction]
  let memo = memos.get(context.refs)
  if (!memo) memos.set(context.refs, (memo = new Map()))
  const omit = direction === "request" ? "readOnly" : "writeOnly"
  const done = convert(context, memo, raw, 0, new Set(), { left: BODY_SCHEMA_NODES, omit })
  if (!done) return undefined
  const ref = isObject(raw) ? str(own(raw, "$ref")) : undefined
  const name = ref?.match(/^#\/components\/schemas\/([^/]+)$/)?.[1]
  if (isXml && name && !done.schema.xml?.name)
    return { ...done.schema, xml: { ...done.schema.xml, name: cleanText(name, 100) } }
  return done.schema
}

/** A form or multipart media type's `encoding`, per property (headers left out); undefined when it has none. */
export function bodyEncodingOf(context: MapContext, raw: Json | undefined): BodyEncoding | undefined {
  const result: BodyEncoding = {}
  for (const [name, item] of entries(raw).slice(0, MAX_PROPERTIES)) {
    const encoding = context.refs.object(item)
    if (!encoding) continue
    const style = str(own(encoding, "style"))
    const contentType = cleanText(own(encoding, "contentType"), 200)
    const explode = own(encoding, "explode")
    const kept: PropertyEncoding = {
      ...(contentType ? { contentType } : {}),
      ...(style && STYLES.has(style) ? { style: style as PropertyEncoding["style"] } : {}),
      ...(typeof explode === "boolean" ? { explode } : {}),
      ...(own(encoding, "allowReserved") === true ? { allowReserved: true as const } : {}),
    }
    if (Object.keys(kept).length > 0) setOwn(result as JsonObject, name, kept as Json)
  }
  return Object.keys(result).length > 0 ? result : undefined
}
