import type { MapContext } from "./context"
import { isObject, own, type Json } from "./refs"
import { arr, cleanText, entries, setOwn, str } from "./text"

// Examples and JSON skeletons: the values a form field or the body editor is prefilled with.

/**
 * How deep an example may nest to be kept. JSON.stringify recurses: a body example nested ~3,000 levels threw
 * "Maximum call stack size exceeded" and failed the whole document; deeper than this, the example is left out.
 */
export const MAX_EXAMPLE_DEPTH = 200

/** Whether `value` nests deeper than `limit`, measured without recursion (a deep value cannot blow the stack). */
export function isDeeperThan(value: Json | undefined, limit: number): boolean {
  const stack: [Json, number][] = [[value ?? null, 0]]
  const seen = new Set<object>()
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Json, number]
    if (typeof node !== "object" || node === null || seen.has(node)) continue
    if (depth >= limit) return true
    seen.add(node)
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1])
  }
  return false
}

/** A value as JSON text, or undefined (counted in `context.tooDeep`) when it nests too deeply to write. */
export function jsonText(context: MapContext, value: Json, indent?: number): string | undefined {
  if (typeof value === "object" && value !== null && isDeeperThan(value, MAX_EXAMPLE_DEPTH)) {
    context.tooDeep.add(value)
    return undefined
  }
  return JSON.stringify(value, null, indent)
}

/** A value as a parameter's example text. */
export function exampleText(context: MapContext, value: Json | undefined, limit = 2000): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === "string") return cleanText(value, limit)
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return jsonText(context, value)?.slice(0, limit)
}

/** The first example a parameter or schema offers: example, examples, default, then the first enum value. */
export function exampleOf(context: MapContext, ...sources: (object | undefined)[]): string | undefined {
  for (const source of sources) {
    if (!source) continue
    for (const key of ["example", "x-example"]) {
      const text = exampleText(context, own(source, key))
      if (text !== undefined) return text
    }
    const examples = own(source, "examples")
    if (Array.isArray(examples) && examples.length > 0) {
      const text = exampleText(context, examples[0])
      if (text !== undefined) return text
    } else if (isObject(examples)) {
      for (const [, item] of entries(examples)) {
        const example = context.refs.object(item)
        const text = exampleText(context, example ? own(example, "value") : undefined)
        if (text !== undefined) return text
      }
    }
    const fallback = exampleText(context, own(source, "default")) ?? exampleText(context, arr(own(source, "enum"))[0])
    if (fallback !== undefined) return fallback
  }
  return undefined
}

/** The example a media type object gives: `example`, else the first of `examples` (its `value`). */
export function mediaExample(context: MapContext, media: object): Json | undefined {
  const example = own(media, "example")
  if (example !== undefined) return example
  const [, first] = entries(own(media, "examples"))[0] ?? []
  const named = context.refs.object(first)
  return named ? own(named, "value") : undefined
}

/** A schema's type, the first besides "null" when it is a 3.1 list (`type: [boolean, "null"]` → "boolean"). */
function typeOf(schema: object): string | undefined {
  const type = own(schema, "type")
  return str(Array.isArray(type) ? type.find((t) => t !== "null") : type)
}

/** How deep a skeleton goes, and how often one `$ref` may repeat on its way down (a circular schema: once). */
const SKELETON_DEPTH = 6
const SKELETON_REF_REPEATS = 2

/**
 * A JSON skeleton of a schema: examples where the schema has them, else a value of its type. Depth-limited, and a
 * circular `$ref` is expanded once, then left out; undefined when nothing is left (the caller drops that property).
 */
export function skeleton(
  context: MapContext,
  value: Json | undefined,
  depth = 0,
  path: string[] = [],
): Json | undefined {
  const { refs } = context
  const ref = isObject(value) ? str(own(value, "$ref")) : undefined
  if (ref !== undefined && path.filter((seen) => seen === ref).length >= SKELETON_REF_REPEATS) return undefined
  const schema = refs.object(value)
  if (!schema || depth >= SKELETON_DEPTH) return undefined
  const inner = ref === undefined ? path : [...path, ref]
  const examples = own(schema, "examples")
  const example =
    own(schema, "example") ??
    (Array.isArray(examples) ? examples[0] : undefined) ??
    own(schema, "const") ??
    own(schema, "default") ??
    arr(own(schema, "enum"))[0]
  if (example !== undefined) return example
  const all = arr(own(schema, "allOf"))
  if (all.length > 0) {
    const merged: { [key: string]: Json } = {}
    for (const part of all) {
      const built = skeleton(context, part, depth + 1, inner)
      if (isObject(built)) for (const [key, item] of entries(built)) setOwn(merged, key, item)
    }
    return merged
  }
  const choice = arr(own(schema, "oneOf"))[0] ?? arr(own(schema, "anyOf"))[0]
  if (choice !== undefined) return skeleton(context, choice, depth + 1, inner)
  const type = typeOf(schema)
  if (type === "array") {
    const item = skeleton(context, own(schema, "items"), depth + 1, inner)
    return item === undefined ? [] : [item]
  }
  if (type === "object" || isObject(own(schema, "properties"))) {
    const result: { [key: string]: Json } = {}
    for (const [key, property] of entries(own(schema, "properties")).slice(0, 50)) {
      const built = skeleton(context, property, depth + 1, inner)
      if (built !== undefined) setOwn(result, key, built)
    }
    return result
  }
  if (type === "integer" || type === "number") return 0
  if (type === "boolean") return false
  if (type === "null") return null
  return "string"
}
