// What the tester needs to build a request body, as the importer keeps it (src/features/open-api/import/
// request-bodies.ts): a JSON Schema subset, already resolved, allOf merged, capped and never circular, plus the
// media type's `encoding`. Plain data: it is structured-cloned from the worker to the page and into IndexedDB.

/** A JSON value as JSON.parse returns it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

export type BodySchema = {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null"
  /** "binary" marks a file; "date-time", "email"… give input types. */
  format?: string
  nullable?: true
  title?: string
  properties?: { [name: string]: BodySchema }
  required?: string[]
  /** A map's values (Stripe's `metadata`: any key, string values). */
  additionalProperties?: BodySchema
  items?: BodySchema
  enum?: JsonValue[]
  const?: JsonValue
  default?: JsonValue
  example?: JsonValue
  oneOf?: BodySchema[]
  anyOf?: BodySchema[]
  xml?: { name?: string; attribute?: true; wrapped?: true }
  /** Cut here: the schema refers to one it is inside of (a tree, a linked list), or the size cap was reached. */
  cut?: "circular" | "capped"
}

/** How a form or multipart body writes one property (OpenAPI's Encoding Object, headers left out). */
export type PropertyEncoding = {
  contentType?: string
  style?: "form" | "spaceDelimited" | "pipeDelimited" | "deepObject"
  explode?: boolean
  allowReserved?: true
}

export type BodyEncoding = { [property: string]: PropertyEncoding }

/** How a media type's body is built and sent. */
export type BodyKind = "json" | "form" | "multipart" | "xml" | "text" | "file" | "unsupported"

const TEXT_TYPES = new Set([
  "application/yaml",
  "application/x-yaml",
  "application/jwt",
  "application/javascript",
  "application/graphql",
  "application/sql",
  "application/x-ndjson",
  "application/ndjson",
])

/** The media type without parameters, lower-cased: "Application/JSON; charset=utf-8" → "application/json". */
export function essenceOf(mediaType: string): string {
  return (mediaType.split(";")[0] ?? "").trim().toLowerCase()
}

/**
 * How a body of this media type is built: JSON text for `application/json`, any `+json` and the wildcards `*\/*` and
 * `application/*`; a form; multipart form data; XML text; other text; a file (octet-stream, images, PDFs and any type
 * not known to be text). Other multipart types (mixed, related) are not supported.
 * bodyKind("application/merge-patch+json") → "json"; bodyKind("text/csv") → "text"; bodyKind("image/png") → "file"
 */
export function bodyKind(mediaType: string): BodyKind {
  const essence = essenceOf(mediaType)
  const [type = "", subtype = ""] = essence.split("/")
  if (essence === "" || subtype === "") return "unsupported"
  if (subtype === "json" || subtype.endsWith("+json") || essence === "*/*" || essence === "application/*") return "json"
  if (essence === "application/x-www-form-urlencoded") return "form"
  if (essence === "multipart/form-data") return "multipart"
  if (type === "multipart") return "unsupported"
  if (subtype === "xml" || subtype.endsWith("+xml")) return "xml"
  if (type === "text" || subtype.endsWith("+yaml") || TEXT_TYPES.has(essence)) return "text"
  return "file"
}

/** The media type the tester preselects: the first the document lists that it can build; undefined when none. */
export function preferredMediaType(mediaTypes: readonly string[]): string | undefined {
  return mediaTypes.find((type) => bodyKind(type) !== "unsupported")
}

/**
 * The Content-Type header sent for a media type: the type as the document writes it, parameters included, except a
 * wildcard, which is made concrete ("application/*+json" → "application/json", "*\/*" → "application/json").
 */
export function contentTypeOf(mediaType: string): string {
  const essence = essenceOf(mediaType)
  if (!essence.includes("*")) return mediaType.trim()
  const kind = bodyKind(mediaType)
  if (kind === "xml") return "application/xml"
  if (kind === "text") return "text/plain"
  return kind === "json" ? "application/json" : "application/octet-stream"
}

/** A schema that takes a file: `type: string, format: binary` (Swagger 2.0's `type: file` is upgraded to it). */
export function isFileSchema(schema: BodySchema | undefined): boolean {
  return schema?.format === "binary" && (schema.type === undefined || schema.type === "string")
}
