import type { MapContext } from "./map-context"
import { isObject, own, type Json } from "./refs"
import { arr, cleanText, entries, NAME_LIMIT, setOwn, str } from "./text"

// Examples and JSON skeletons: the values a form field or the body editor is prefilled with.

/**
 * How deep an example may nest to be kept. JSON.stringify recurses: a body example nested ~3,000 levels threw
 * "Maximum call stack size exceeded" and failed the whole document; deeper than this, the example is left out.
 */
export const MAX_EXAMPLE_DEPTH = 200

/**
 * What writing `value` as JSON would meet, found without recursion (a deep value cannot blow the stack): "deep" past
 * `maxDepth` levels, "big" once its text would pass `maxChars` (counted roughly from below, and stopped there, so a
 * 2 MB example is not written out only to be dropped), else "ok".
 */
export function measureJson(value: Json | undefined, maxDepth: number, maxChars: number): "ok" | "deep" | "big" {
  const stack: [Json, number][] = [[value ?? null, 0]]
  let chars = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Json, number]
    if (typeof node === "string") chars += node.length + 2
    else if (typeof node !== "object" || node === null) chars += 4
    else {
      if (depth >= maxDepth) return "deep"
      chars += 2
      if (Array.isArray(node)) for (const child of node) stack.push([child, depth + 1])
      else
        for (const key of Object.keys(node)) {
          chars += key.length + 3
          stack.push([node[key] as Json, depth + 1])
        }
    }
    if (chars > maxChars) return "big"
  }
  return "ok"
}

/**
 * A value as JSON text, or undefined: when it nests too deeply to write (counted in `context.tooDeep`, noted once) or
 * its text would be longer than `maxChars`.
 */
export function jsonText(context: MapContext, value: Json, indent?: number, maxChars = Infinity): string | undefined {
  if (typeof value !== "object" || value === null) return JSON.stringify(value)
  const measured = measureJson(value, MAX_EXAMPLE_DEPTH, maxChars)
  if (measured === "deep") context.tooDeep.add(value)
  if (measured !== "ok") return undefined
  const text = JSON.stringify(value, null, indent)
  return text.length > maxChars ? undefined : text
}

/** A value as a parameter's example text. */
export function exampleText(context: MapContext, value: Json | undefined, limit = 2000): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === "string") return cleanText(value, limit)
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  // Cut at the limit, as before (a parameter's example is a hint, not a body): measured up to 50 times that.
  return jsonText(context, value, undefined, limit * 50)?.slice(0, limit)
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

/** How many named examples a parameter keeps, and how many `enum` values (the tester's picker and select). */
export const NAMED_EXAMPLE_LIMIT = 20
export const ENUM_LIMIT = 100

/**
 * A parameter's named `examples` (OpenAPI's map of Example objects, `$ref`s resolved) as name and text, in document
 * order, at most NAMED_EXAMPLE_LIMIT; ones without a usable `value` are left out (an `externalValue` is not fetched).
 * { mine: { value: "octocat" }, other: { summary: "x" } } → [{ name: "mine", value: "octocat" }]
 */
export function namedExamples(context: MapContext, source: object): { name: string; value: string }[] {
  const named: { name: string; value: string }[] = []
  for (const [key, item] of entries(own(source, "examples"))) {
    if (named.length >= NAMED_EXAMPLE_LIMIT) break
    const example = context.refs.object(item)
    const value = exampleText(context, example ? own(example, "value") : undefined)
    const name = cleanText(key, NAME_LIMIT)
    if (value !== undefined && name !== "") named.push({ name, value })
  }
  return named
}

/** A schema's `enum` as texts (null and values too big to show left out), at most ENUM_LIMIT; [] when it has none. */
export function enumTexts(context: MapContext, schema: object): string[] {
  const texts = arr(own(schema, "enum"))
    .map((value) => exampleText(context, value, 500))
    .filter((text): text is string => text !== undefined)
  return [...new Set(texts)].slice(0, ENUM_LIMIT)
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
