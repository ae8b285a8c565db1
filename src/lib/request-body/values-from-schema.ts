import { isFileSchema, type BodySchema, type JsonValue } from "./body-schema"

// The values a body form starts with when the document gives no example: a skeleton of the schema.

/** How deep a skeleton goes, and how many values it holds at most (a big schema gives a readable start, not 1 MB). */
export const VALUES_MAX_DEPTH = 8
export const VALUES_MAX_NODES = 500
/** Properties of one object written at most. */
const MAX_PROPERTIES = 50

/**
 * A value for `schema`: its example, const, default or first enum value where it has one; else the first choice
 * of a oneOf/anyOf; else a value of its type ("string", 0, false, null, an object of its properties, an array of one
 * item). A file (`format: binary`) has no value (the visitor picks one), nor has a cut schema (circular or capped);
 * an object property without a value is left out. Depth- and size-capped, and safe on a circular object graph.
 * valuesFromSchema({ type: "object", properties: { n: { type: "integer" }, s: { enum: ["a", "b"] } } })
 *   → { n: 0, s: "a" }
 */
export function valuesFromSchema(schema: BodySchema | undefined): JsonValue | undefined {
  let nodes = 0
  const path = new Set<BodySchema>()
  const build = (node: BodySchema | undefined, depth: number): JsonValue | undefined => {
    if (!node || node.cut || path.has(node) || depth > VALUES_MAX_DEPTH || nodes >= VALUES_MAX_NODES) return undefined
    if (isFileSchema(node)) return undefined
    nodes++
    const given = node.example ?? node.const ?? node.default ?? node.enum?.[0]
    if (given !== undefined) return given
    path.add(node)
    try {
      const choice = node.oneOf?.[0] ?? node.anyOf?.[0]
      if (choice) return build(choice, depth + 1)
      if (node.type === "array") {
        const item = build(node.items, depth + 1)
        return item === undefined ? [] : [item]
      }
      if (node.type === "object" || node.properties) {
        const result: { [key: string]: JsonValue } = {}
        for (const [key, property] of Object.entries(node.properties ?? {}).slice(0, MAX_PROPERTIES)) {
          const value = build(property, depth + 1)
          if (value !== undefined) setOwn(result, key, value)
        }
        return result
      }
      if (node.type === "integer" || node.type === "number") return 0
      if (node.type === "boolean") return false
      if (node.type === "null") return null
      return "string"
    } finally {
      path.delete(node)
    }
  }
  return build(schema, 0)
}

/** Sets a key as data: a "__proto__" property stays an own property. */
export function setOwn(target: { [key: string]: JsonValue }, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}
