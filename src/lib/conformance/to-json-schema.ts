import type { Schema } from "@cfworker/json-schema"
import type { ResponseSchemaRecord, SchemaJson } from "@/lib/response-schemas/response-schemas"

// An OpenAPI response schema (3.0 or 3.1, with `$ref`s into its document) → one JSON Schema 2020-12 document the
// validator (@cfworker/json-schema, ADR 023) reads, as the OpenAPI specification says to read it:
// - 3.0 `nullable: true` allows null (`type: [t, "null"]`, null added to an `enum`; without a `type`, anyOf null);
// - 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become 2020-12's numbers; a 3.0 `$ref`'s siblings are ignored
//   (the spec says so), except `nullable`, which many documents put there and mean;
// - `discriminator` with `oneOf`/`anyOf` of `$ref`s picks the one schema its property names (if/then), so a
//   response is compared with the schema it says it is, not with every alternative;
// - a response never needs `writeOnly` properties: they are taken out of `required`;
// - formats: only the ones checked below (others, like int32 or a vendor's, are ignored, as OpenAPI says);
//   patterns that are not valid JavaScript regular expressions (unicode mode) are left out rather than failing all.
// Every `$ref` target becomes one `$defs` entry; one that cannot be found accepts anything.

/** Formats checked; any other `format` is ignored. */
export const CHECKED_FORMATS = new Set(["date-time", "date", "time", "email", "uuid", "ipv4", "ipv6", "uri"])

/** Schema nesting followed at most before the check says the schema is too deep to check. */
export const MAX_SCHEMA_DEPTH = 200

export class SchemaTooDeepError extends Error {
  constructor() {
    super(`The documented schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep.`)
  }
}

type JsonObject = { [key: string]: SchemaJson }

const SUBSCHEMA = new Set([
  "not",
  "if",
  "then",
  "else",
  "items",
  "additionalProperties",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "additionalItems",
])
const SUBSCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"])
const SUBSCHEMA_MAPS = new Set(["properties", "patternProperties", "dependentSchemas"])
const COPIED = new Set([
  "enum",
  "const",
  "minimum",
  "maximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "minContains",
  "maxContains",
])
const TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"])

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function own(object: JsonObject, key: string): SchemaJson | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined
}

/** Whether a pattern compiles as the validator compiles it (`new RegExp(pattern, "u")`). */
export function isUsablePattern(pattern: string): boolean {
  try {
    new RegExp(pattern, "u")
    return true
  } catch {
    return false
  }
}

/** One conversion: the record's `$ref` targets become `$defs` entries d0, d1… as they are reached. */
class Converter {
  readonly defs: { [name: string]: Schema | boolean } = {}
  private readonly names = new Map<string, string>()
  private readonly pending: string[] = []
  private readonly memo = new Map<object, Schema | boolean>()
  private readonly open = new Set<object>()
  private readonly record: Pick<ResponseSchemaRecord, "specVersion" | "refs">

  constructor(record: Pick<ResponseSchemaRecord, "specVersion" | "refs">) {
    this.record = record
  }

  private get isOpenApi30(): boolean {
    return this.record.specVersion === "3.0"
  }

  /** The `$defs` name of a `$ref` target, undefined when the record does not have it. */
  private defFor(ref: string): string | undefined {
    let name = this.names.get(ref)
    if (name === undefined && Object.hasOwn(this.record.refs, ref)) {
      name = `d${this.names.size}`
      this.names.set(ref, name)
      this.pending.push(ref)
    }
    return name
  }

  private refSchema(ref: string): Schema {
    const name = this.defFor(ref)
    return name === undefined ? {} : { $ref: `#/$defs/${name}` }
  }

  /** The target of a `$ref` (one hop), for reading `writeOnly` of a property. */
  private target(value: SchemaJson | undefined): SchemaJson | undefined {
    if (!isObject(value)) return value
    const ref = own(value, "$ref")
    return typeof ref === "string" && Object.hasOwn(this.record.refs, ref) ? this.record.refs[ref] : value
  }

  /** Converts the targets reached so far, and those they reach, into `defs`. */
  drain(): void {
    for (let ref = this.pending.shift(); ref !== undefined; ref = this.pending.shift()) {
      const name = this.names.get(ref) as string
      this.defs[name] = this.convert(this.record.refs[ref] as SchemaJson, 0)
    }
  }

  convert(node: SchemaJson | undefined, depth: number): Schema | boolean {
    if (typeof node === "boolean") return node
    if (!isObject(node)) return {}
    if (depth > MAX_SCHEMA_DEPTH) throw new SchemaTooDeepError()
    const known = this.memo.get(node)
    if (known !== undefined) return known
    // A schema inside itself without a `$ref` (only a YAML alias can make one): accept anything there.
    if (this.open.has(node)) return {}
    this.open.add(node)
    try {
      const converted = this.convertObject(node, depth)
      this.memo.set(node, converted)
      return converted
    } finally {
      this.open.delete(node)
    }
  }

  private convertObject(node: JsonObject, depth: number): Schema {
    const ref = own(node, "$ref")
    const isNullable = this.isOpenApi30 && own(node, "nullable") === true
    if (typeof ref === "string" && this.isOpenApi30) {
      const target = this.refSchema(ref)
      return isNullable ? { anyOf: [{ type: "null" }, target] } : target
    }
    const out: Schema = typeof ref === "string" ? this.refSchema(ref) : {}
    for (const key of Object.keys(node)) {
      const value = node[key] as SchemaJson
      if (SUBSCHEMA.has(key)) {
        // 3.0 never has a list under `items`; 2020-12's `items` is one schema.
        if (!Array.isArray(value)) out[key] = this.convert(value, depth + 1)
      } else if (SUBSCHEMA_LISTS.has(key)) {
        if (Array.isArray(value)) out[key] = value.map((item) => this.convert(item, depth + 1))
      } else if (SUBSCHEMA_MAPS.has(key)) {
        if (!isObject(value)) continue
        const map: { [name: string]: Schema | boolean } = {}
        for (const name of Object.keys(value)) {
          if (key === "patternProperties" && !isUsablePattern(name)) continue
          Object.defineProperty(map, name, {
            value: this.convert(value[name], depth + 1),
            enumerable: true,
            writable: true,
            configurable: true,
          })
        }
        out[key] = map
      } else if (COPIED.has(key)) {
        out[key] = value
      } else if (key === "type") {
        const types = (Array.isArray(value) ? value : [value]).filter(
          (type): type is string => typeof type === "string" && TYPES.has(type),
        )
        if (types.length > 0) out.type = (types.length === 1 ? types[0] : types) as Schema["type"]
      } else if (key === "required") {
        if (Array.isArray(value)) out.required = value.filter((name): name is string => typeof name === "string")
      } else if (key === "pattern") {
        if (typeof value === "string" && isUsablePattern(value)) out.pattern = value
      } else if (key === "format") {
        if (typeof value === "string" && CHECKED_FORMATS.has(value)) out.format = value
      } else if (key === "exclusiveMinimum" || key === "exclusiveMaximum") {
        if (typeof value === "number") out[key] = value
      }
    }
    this.exclusiveBounds(node, out)
    this.withoutWriteOnly(node, out)
    this.discriminated(node, out)
    if (!isNullable) return out
    if (typeof out.type === "string") {
      out.type = [out.type, "null"]
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
      return out
    }
    return { anyOf: [{ type: "null" }, out] }
  }

  /** 3.0: `exclusiveMinimum: true` beside `minimum: 3` → `exclusiveMinimum: 3`. */
  private exclusiveBounds(node: JsonObject, out: Schema): void {
    if (!this.isOpenApi30) return
    for (const [flag, bound] of [
      ["exclusiveMinimum", "minimum"],
      ["exclusiveMaximum", "maximum"],
    ] as const) {
      if (own(node, flag) === true && typeof out[bound] === "number") {
        out[flag] = out[bound]
        if (bound === "minimum") delete out.minimum
        else delete out.maximum
      }
    }
  }

  /** A response never has to include a writeOnly property (OpenAPI: `required` applies to requests only). */
  private withoutWriteOnly(node: JsonObject, out: Schema): void {
    const properties = own(node, "properties")
    if (!out.required || !isObject(properties)) return
    out.required = out.required.filter((name) => {
      const property = this.target(own(properties, name))
      return !(isObject(property) && own(property, "writeOnly") === true)
    })
  }

  /**
   * `discriminator` over `oneOf`/`anyOf` `$ref`s: the named property is required, must be one of the names, and
   * picks its schema (`mapping`, else the component's name: "#/components/schemas/Cat" is "Cat").
   */
  private discriminated(node: JsonObject, out: Schema): void {
    const discriminator = own(node, "discriminator")
    if (!isObject(discriminator)) return
    const property = own(discriminator, "propertyName")
    if (typeof property !== "string") return
    const listKey = Array.isArray(own(node, "oneOf")) ? "oneOf" : Array.isArray(own(node, "anyOf")) ? "anyOf" : ""
    if (listKey === "") return
    const members = own(node, listKey) as SchemaJson[]
    const refs = members.map((member) => (isObject(member) ? own(member, "$ref") : undefined))
    if (!refs.every((ref): ref is string => typeof ref === "string")) return
    const pairs = new Map<string, string>()
    const mapping = own(discriminator, "mapping")
    const mapped = new Set<string>()
    if (isObject(mapping)) {
      for (const value of Object.keys(mapping)) {
        const target = mapping[value]
        if (typeof target !== "string") continue
        const ref = target.includes("/") || target.startsWith("#") ? target : `#/components/schemas/${target}`
        pairs.set(value, ref)
        mapped.add(ref)
      }
    }
    for (const ref of refs) {
      const name = ref.match(/^#\/components\/schemas\/([^/]+)$/)?.[1]
      if (name !== undefined && !mapped.has(ref) && !pairs.has(name)) pairs.set(decodePointerSegment(name), ref)
    }
    if (pairs.size === 0) return
    if (listKey === "oneOf") delete out.oneOf
    else delete out.anyOf
    out.required = [...new Set([...(out.required ?? []), property])]
    const names = [...pairs.keys()]
    out.allOf = [
      ...(out.allOf ?? []),
      { properties: { [property]: { enum: names } } },
      ...names.map((name) => ({
        if: { properties: { [property]: { const: name } }, required: [property] },
        then: this.refSchema(pairs.get(name) as string),
      })),
    ]
  }
}

function decodePointerSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~")
  } catch {
    return segment
  }
}

/**
 * A response's schema (as the document writes it) → a JSON Schema 2020-12 document: the schema itself, with every
 * `$ref` target it reaches under `$defs`. Throws SchemaTooDeepError for a schema nested beyond MAX_SCHEMA_DEPTH.
 */
export function toJsonSchema(
  schema: SchemaJson,
  record: Pick<ResponseSchemaRecord, "specVersion" | "refs">,
): Schema | boolean {
  const converter = new Converter(record)
  const root = converter.convert(schema, 0)
  converter.drain()
  if (Object.keys(converter.defs).length === 0) return root
  // The root as one more definition: `$defs` beside a `$ref` is plain 2020-12.
  return { $defs: { ...converter.defs, root }, $ref: "#/$defs/root" }
}

/**
 * Many response schemas of one document converted together (`npm run corpus`): each `$ref` target once, under `defs`;
 * `roots[i]` is `schemas[i]`, its `$ref`s pointing into `defs` as "#/$defs/d0"….
 */
export function toJsonSchemaSet(
  schemas: readonly SchemaJson[],
  record: Pick<ResponseSchemaRecord, "specVersion" | "refs">,
): { defs: { [name: string]: Schema | boolean }; roots: (Schema | boolean)[] } {
  const converter = new Converter(record)
  const roots = schemas.map((schema) => converter.convert(schema, 0))
  converter.drain()
  return { defs: converter.defs, roots }
}
