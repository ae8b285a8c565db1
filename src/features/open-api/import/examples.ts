import type { MapContext } from "./map-context"
import { isObject, own, type Json } from "./refs"
import { arr, cleanText, entries, NAME_LIMIT } from "./text"

// Examples: the values a form field or the body editor is prefilled with (a schema's sample: src/lib/schema-sample.ts).

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

/**
 * The first example a parameter or schema gives: `example`, `x-example`, then `examples` (a list, or OpenAPI's map of
 * Example objects). Kept as the document gives it: a schema's `default` and `enum` are kept beside it, and the tester
 * chooses between them (src/lib/parameter-example.ts).
 */
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
