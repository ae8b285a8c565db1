import type { JsonValue } from "./request-body/body-schema"

// The one JSON Schema sampler: the value a body starts with when the document gives no example. The importer
// samples a document's own schemas (`$ref`s resolved by its `resolve`) for the body editor's first text; the tester
// samples the body schema the importer kept (src/lib/request-body/body-schema.ts) for the body form. One rule set.

/** How many levels a sample has at most (the root is the first), how many values it holds at most, and how many properties of one object it writes. */
export const SAMPLE_MAX_DEPTH = 6
export const SAMPLE_MAX_NODES = 500
export const SAMPLE_MAX_PROPERTIES = 50
/** How often one schema may stand on the way down: a circular schema is written once more below itself, then left out. */
const SAMPLE_REPEATS = 2

/** "write": a request's sample, its readOnly properties left out; "read": a response's, its writeOnly ones left out. */
export type SampleMode = "write" | "read"

export type SampleOptions = {
  mode?: SampleMode
  /** The schema object a value stands for (a document's `$ref` followed); plain objects as they are by default. */
  resolve?: (value: unknown) => object | undefined
}

function plainObject(value: unknown): object | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined
}

/** An own property only: a schema's "__proto__" or "constructor" key never reads the prototype. */
function own(node: object, key: string): unknown {
  return Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A schema's type, the first besides "null" when it is a 3.1 list (`type: [boolean, "null"]` → "boolean"). */
function typeOf(node: object): unknown {
  const type = own(node, "type")
  return Array.isArray(type) ? type.find((t) => t !== "null") : type
}

/** Sets a key as data: a "__proto__" property stays an own property. */
export function setOwn(target: { [key: string]: JsonValue }, key: string, value: JsonValue): void {
  // Only "__proto__" is a setter on Object.prototype; any other key is assigned, many times faster (defining each
  // property made Graph beta's 75,000 sampled properties cost 0.15 s, and left the objects slow to write out).
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/**
 * A value for `schema`: its example (or first of 3.1's `examples`), const, default or first enum value where it has
 * one; else allOf's parts merged, or the first choice of a oneOf/anyOf; else a value of its type ("string", 0, false,
 * null, an object of its properties, an array of one item). A file (`format: binary`) has no value (the visitor picks
 * one), nor has a cut schema (`cut`: circular or capped), nor a property the mode leaves out; an object property
 * without a value is left out. Depth- and size-capped, and safe on a circular graph: undefined when nothing is left.
 * sampleSchema({ type: "object", properties: { n: { type: "integer" }, s: { enum: ["a", "b"] } } }) → { n: 0, s: "a" }
 */
export function sampleSchema(schema: unknown, options: SampleOptions = {}): JsonValue | undefined {
  const { mode = "write", resolve = plainObject } = options
  const leftOut = mode === "write" ? "readOnly" : "writeOnly"
  const onPath = new Map<object, number>()
  let nodes = 0
  const build = (value: unknown, depth: number): JsonValue | undefined => {
    const node = resolve(value)
    if (!node || depth >= SAMPLE_MAX_DEPTH || nodes >= SAMPLE_MAX_NODES) return undefined
    const seen = onPath.get(node) ?? 0
    if (seen >= SAMPLE_REPEATS || own(node, "cut") !== undefined || own(node, leftOut) === true) return undefined
    const type = typeOf(node)
    if (own(node, "format") === "binary" && (type === undefined || type === "string")) return undefined
    nodes++
    const examples = own(node, "examples")
    const given =
      own(node, "example") ??
      (Array.isArray(examples) ? examples[0] : undefined) ??
      own(node, "const") ??
      own(node, "default") ??
      list(own(node, "enum"))[0]
    if (given !== undefined) return given as JsonValue
    onPath.set(node, seen + 1)
    try {
      const parts = list(own(node, "allOf"))
      if (parts.length > 0) {
        const merged: { [key: string]: JsonValue } = {}
        for (const part of parts) {
          const built = build(part, depth + 1)
          if (plainObject(built)) for (const [key, item] of Object.entries(built as object)) setOwn(merged, key, item)
        }
        return merged
      }
      const choice = list(own(node, "oneOf"))[0] ?? list(own(node, "anyOf"))[0]
      if (choice !== undefined) return build(choice, depth + 1)
      const properties = plainObject(own(node, "properties"))
      if (type === "array") {
        const item = build(own(node, "items"), depth + 1)
        return item === undefined ? [] : [item]
      }
      if (type === "object" || properties) {
        const result: { [key: string]: JsonValue } = {}
        for (const key of Object.keys(properties ?? {}).slice(0, SAMPLE_MAX_PROPERTIES)) {
          const built = build(own(properties as object, key), depth + 1)
          if (built !== undefined) setOwn(result, key, built)
        }
        return result
      }
      if (type === "integer" || type === "number") return 0
      if (type === "boolean") return false
      if (type === "null") return null
      return "string"
    } finally {
      if (seen === 0) onPath.delete(node)
      else onPath.set(node, seen)
    }
  }
  return build(schema, 0)
}
