import type { BodySchema } from "@/lib/request-body/body-schema"
import type { ResponseSchemaRecord, SchemaJson } from "@/lib/response-schemas/response-schemas"

// The documented responses' schemas of an opened API as the importer's second pass keeps them (docs/conformance.md:
// as written, with `$ref`s into the document), read for the tester's schema tree (components/schema-tree.tsx) a node
// at a time: viewSchema follows a node's `$ref`s and merges its `allOf`, and leaves its properties as written until
// their row is opened. A stored value may be damaged: every field is read through a type check.

/** One documented media type of a response, with its schema as written (null when the document gives none). */
export type StoredMedia = { mediaType: string; schema: SchemaJson }

/** The media types the record keeps for a documented status ("200", "2XX", "default"); [] when it keeps none. */
export function storedMediaOf(
  record: ResponseSchemaRecord | undefined,
  operation: string,
  status: string,
): StoredMedia[] {
  const statuses = record?.operations[operation]
  const media = statuses && Object.hasOwn(statuses, status) ? statuses[status] : undefined
  if (!isObject(media)) return []
  return Object.entries(media).map(([mediaType, schema]) => ({ mediaType, schema }))
}

/** `$ref` hops followed at most (a chain of references to references), and schemas merged into one at most. */
const MAX_HOPS = 32
const MAX_DEPTH = 16

type Refs = Pick<ResponseSchemaRecord, "specVersion" | "refs">
type JsonObject = { [key: string]: SchemaJson }

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

const SCHEMA_TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"])

/**
 * One node of a stored schema as the tree shows it: its type, format, enum, nullable (3.0's keyword, or 3.1's
 * `"null"` among its types), required properties, and its properties, `additionalProperties` and oneOf/anyOf choices
 * still as written (each is viewed when its row opens); an array's `items` viewed at once, so "array of object" reads
 * and opens to the items' properties. A `$ref` the record lacks reads as any value; one met again inside itself
 * (a tree whose items are trees) is cut as circular.
 * viewSchema({ $ref: "#/components/schemas/Pet" }, record) → { type: "object", properties: { id: …, name: … }, … }
 */
export function viewSchema(raw: unknown, record: Refs): BodySchema {
  return view(raw, record, new Set(), 0)
}

function view(raw: unknown, record: Refs, seen: ReadonlySet<string>, depth: number): BodySchema {
  if (depth > MAX_DEPTH) return { cut: "capped" }
  const target = dereference(raw, record, seen)
  if (target === "circular") return { cut: "circular" }
  const { node, refs, isNullable } = target
  const inside = new Set([...seen, ...refs])
  const out: BodySchema = {}
  if (Array.isArray(node.allOf))
    for (const member of node.allOf.slice(0, 50)) merge(out, view(member, record, inside, depth + 1))

  const types = (Array.isArray(node.type) ? node.type : [node.type]).filter(
    (type): type is NonNullable<BodySchema["type"]> => typeof type === "string" && SCHEMA_TYPES.has(type),
  )
  const type = types.find((item) => item !== "null") ?? types[0]
  if (type !== undefined) out.type = type
  if (isNullable || node.nullable === true || (types.includes("null") && type !== "null")) out.nullable = true
  if (typeof node.format === "string") out.format = node.format
  if (typeof node.title === "string") out.title = node.title
  if (Array.isArray(node.enum)) out.enum = node.enum
  if (isObject(node.properties))
    out.properties = { ...out.properties, ...(node.properties as BodySchema["properties"]) }
  if (Array.isArray(node.required)) {
    const names = node.required.filter((name): name is string => typeof name === "string")
    out.required = [...new Set([...(out.required ?? []), ...names])]
  }
  if (isObject(node.additionalProperties)) out.additionalProperties = node.additionalProperties as BodySchema
  if (isObject(node.items)) out.items = view(node.items, record, inside, depth + 1)
  for (const key of ["oneOf", "anyOf"] as const) {
    const choices = node[key]
    if (Array.isArray(choices)) out[key] = choices.filter(isObject) as BodySchema[]
  }
  return out
}

/** Copies what `from` says into `into`, where `into` says nothing yet (properties and required are combined). */
function merge(into: BodySchema, from: BodySchema) {
  if (from.cut) return
  const { properties, required, ...rest } = from
  if (properties) into.properties = { ...into.properties, ...properties }
  if (required) into.required = [...new Set([...(into.required ?? []), ...required])]
  for (const [key, value] of Object.entries(rest) as [keyof BodySchema, never][]) into[key] ??= value
}

type Dereferenced = { node: JsonObject; refs: string[]; isNullable: boolean }

/**
 * Follows `$ref`s to the schema they name. In 3.0 a `$ref`'s siblings are ignored (the specification says so) except
 * `nullable`, which documents put there and mean; in 3.1 they apply beside the target.
 */
function dereference(raw: unknown, record: Refs, seen: ReadonlySet<string>): Dereferenced | "circular" {
  const refs: string[] = []
  let isNullable = false
  let node: JsonObject = isObject(raw) ? raw : {}
  let siblings: JsonObject = {}
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const ref = node.$ref
    if (typeof ref !== "string") break
    if (seen.has(ref) || refs.includes(ref)) return "circular"
    refs.push(ref)
    if (node.nullable === true) isNullable = true
    if (record.specVersion === "3.1") siblings = { ...withoutRef(node), ...siblings }
    const target = Object.hasOwn(record.refs, ref) ? record.refs[ref] : undefined
    node = isObject(target) ? target : {}
  }
  if (typeof node.$ref === "string") node = {}
  return { node: { ...node, ...siblings }, refs, isNullable }
}

function withoutRef(node: JsonObject): JsonObject {
  const copy = { ...node }
  delete copy.$ref
  return copy
}
