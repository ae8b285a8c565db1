import type { BodySchema } from "@/lib/request-body/body-schema"

// How a documented schema is shown: one line per property, each with its type. The tester's documented responses
// expand it a level at a time (schemaChildren); an endpoint card shows a few levels as text (schemaOutline).
// A schema read back from storage may be damaged: every field is read through a type check, never trusted.

export type SchemaChild = { name: string; schema: BodySchema; isRequired: boolean }

const isSchema = (value: unknown): value is BodySchema => typeof value === "object" && value !== null
const listOf = (value: unknown): BodySchema[] => (Array.isArray(value) ? value.filter(isSchema) : [])

/**
 * A schema's type in a few words: "string (date-time)", "array of object", "one of 3", "integer · nullable";
 * a cut branch says why ("circular: see above", "more not shown").
 */
export function schemaType(schema: BodySchema): string {
  if (schema.cut === "circular") return "circular: see above"
  if (schema.cut === "capped") return "more not shown"
  const choices = listOf(schema.oneOf).length || listOf(schema.anyOf).length
  let type: string
  if (typeof schema.type === "string") type = schema.type
  else if (choices > 0) type = `one of ${choices}`
  else if (isSchema(schema.properties)) type = "object"
  else type = "any"
  if (type === "array" && isSchema(schema.items)) type = `array of ${schemaType(schema.items)}`
  else if (typeof schema.format === "string" && schema.format !== "") type = `${type} (${schema.format})`
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    type += `: ${schema.enum
      .slice(0, 5)
      .map((value) => JSON.stringify(value))
      .join(", ")}${schema.enum.length > 5 ? ", …" : ""}`
  return schema.nullable === true ? `${type} · nullable` : type
}

/**
 * What a schema row opens to: an object's properties (required ones marked), a map's values ("[key]"), each
 * oneOf/anyOf choice ("option 1"…); an array opens to what its items open to.
 */
export function schemaChildren(schema: BodySchema): SchemaChild[] {
  if (schema.cut) return []
  if (schema.type === "array" && isSchema(schema.items)) return schemaChildren(schema.items)
  const required = new Set(Array.isArray(schema.required) ? schema.required : [])
  const children: SchemaChild[] = []
  if (isSchema(schema.properties))
    for (const [name, child] of Object.entries(schema.properties))
      if (isSchema(child)) children.push({ name, schema: child, isRequired: required.has(name) })
  if (isSchema(schema.additionalProperties))
    children.push({ name: "[key]", schema: schema.additionalProperties, isRequired: false })
  listOf(schema.oneOf ?? schema.anyOf).forEach((choice, index) =>
    children.push({ name: `option ${index + 1}`, schema: choice, isRequired: false }),
  )
  return children
}

/**
 * A schema as indented text, `depth` levels deep and at most `maxLines` lines:
 * "object\n  id: integer (required)\n  tags: array of string".
 */
export function schemaOutline(schema: BodySchema, depth = 3, maxLines = 40): string {
  const lines = [schemaType(schema)]
  const walk = (node: BodySchema, level: number): void => {
    if (level > depth) return
    for (const child of schemaChildren(node)) {
      if (lines.length >= maxLines) return
      lines.push(
        `${"  ".repeat(level)}${child.name}: ${schemaType(child.schema)}${child.isRequired ? " (required)" : ""}`,
      )
      walk(child.schema, level + 1)
    }
  }
  walk(schema, 1)
  if (lines.length >= maxLines) lines.push("…")
  return lines.join("\n")
}
