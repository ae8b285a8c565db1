import {
  bodyKind,
  contentTypeOf,
  isFileSchema,
  type BodyEncoding,
  type BodyKind,
  type BodySchema,
  type JsonValue,
} from "./body-schema"
import { encodeForm } from "./encode-form"
import {
  chooseBoundary,
  multipartChunks,
  multipartContentType,
  multipartParts,
  multipartText,
  type MultipartPart,
  type MultipartValue,
} from "./encode-multipart"
import { parseForm } from "./parse-form"
import { sampleSchema } from "@/lib/schema-sample"
import { toXml } from "./xml-text"

// The request body the tester sends for one media type of an operation (docs/open-any-api.md, "Request bodies"):
// its Content-Type and its bytes, from the visitor's values.

/** What a body is built from: JSON, the visitor's file, or fields whose values may be files (multipart). */
export type BodyValue = MultipartValue | { [key: string]: MultipartValue }

/** One media type of an operation's body, as the importer keeps it. */
export type BodyMedia = { mediaType: string; schema?: BodySchema; encoding?: BodyEncoding; example?: string }

export type BuildBodyInput = BodyMedia & {
  /**
   * json: any JSON value; form: an object of fields; multipart: an object whose values may be the visitor's files;
   * xml and text: the text (another value is written out: XML from the schema, JSON text); file: the visitor's file.
   */
  value: BodyValue | undefined
  /** multipart: the boundary to use (chooseBoundary by default). */
  boundary?: string
}

export type BuiltBody =
  | { ok: true; kind: "json" | "form" | "xml" | "text"; contentType: string; body: string }
  | {
      ok: true
      kind: "multipart"
      contentType: string
      boundary: string
      parts: MultipartPart[]
      /** For `new Blob(chunks)`: text and the visitor's files. */
      chunks: (string | Blob)[]
      /** The whole body as text when no part is a file. */
      body?: string
    }
  | { ok: true; kind: "file"; contentType: string; file?: Blob }
  | { ok: false; reason: BuildProblem }

export type BuildProblem = "unsupported media type" | "form values are not an object" | "value is a file"

function isFieldObject(value: unknown): value is { [key: string]: MultipartValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Blob)
}

/**
 * How a media type is built, given its schema: a JSON wildcard (`*\/*`) whose schema is a file sends the file.
 */
export function kindOf(media: Pick<BodyMedia, "mediaType" | "schema">): BodyKind {
  const kind = bodyKind(media.mediaType)
  return kind === "json" && media.mediaType.includes("*") && isFileSchema(media.schema) ? "file" : kind
}

/**
 * The body and Content-Type for one media type. JSON is written with 2-space indents; a form as encodeForm writes it
 * (Stripe's brackets, or the document's `encoding`); multipart as multipartParts and multipartChunks (Content-Type
 * with its boundary); XML and text as given (a value that is not text is written as XML from the schema, or as
 * JSON text); a file as it is (Content-Type its own type when the media type is a wildcard).
 * buildBody({ mediaType: "application/x-www-form-urlencoded", value: { a: "x y" } })
 *   → { ok: true, kind: "form", contentType: "application/x-www-form-urlencoded", body: "a=x+y" }
 */
export function buildBody(input: BuildBodyInput): BuiltBody {
  const kind = kindOf(input)
  const contentType = contentTypeOf(input.mediaType)
  const { value } = input
  if (kind === "unsupported") return { ok: false, reason: "unsupported media type" }
  if (kind === "file") {
    if (value !== undefined && !(value instanceof Blob)) return { ok: false, reason: "value is a file" }
    // A wildcard ("image/*", or "*\/*" taking a file) names no type to send: the file's own, else octet-stream.
    const type = input.mediaType.includes("*") ? value?.type || "application/octet-stream" : contentType
    return { ok: true, kind, contentType: type, ...(value === undefined ? {} : { file: value }) }
  }
  if (value instanceof Blob || (Array.isArray(value) && value.some((item: unknown) => item instanceof Blob)))
    if (kind !== "multipart") return { ok: false, reason: "value is a file" }
  const json = value as JsonValue | undefined
  switch (kind) {
    case "json":
      return { ok: true, kind, contentType, body: json === undefined ? "" : JSON.stringify(json, null, 2) }
    case "form":
      if (!isFieldObject(value)) return { ok: false, reason: "form values are not an object" }
      return { ok: true, kind, contentType, body: encodeForm(value as { [key: string]: JsonValue }, input.encoding) }
    case "xml":
    case "text": {
      const body =
        json === undefined
          ? ""
          : typeof json === "string"
            ? json
            : kind === "xml"
              ? toXml(json, input.schema)
              : JSON.stringify(json, null, 2)
      return { ok: true, kind, contentType, body }
    }
    case "multipart": {
      if (!isFieldObject(value)) return { ok: false, reason: "form values are not an object" }
      const parts = multipartParts(value, input.encoding)
      const boundary = input.boundary ?? chooseBoundary(parts)
      const body = multipartText(parts, boundary)
      return {
        ok: true,
        kind,
        contentType: multipartContentType(boundary, contentType.split(";")[0]?.trim()),
        boundary,
        parts,
        chunks: multipartChunks(parts, boundary),
        ...(body === undefined ? {} : { body }),
      }
    }
  }
}

/** The example text as a value: JSON when it parses, else the text itself. */
function exampleValue(example: string): JsonValue {
  try {
    return JSON.parse(example) as JsonValue
  } catch {
    return example
  }
}

/**
 * The values the tester starts with for one media type: the document's example, else a skeleton of the schema
 * (sampleSchema). A form or multipart example may be JSON or form text ("a=1&b=2"); its values must be an object
 * ({} otherwise), as is a JSON body with neither example nor schema. XML and text start as text (XML written from the schema when the example is not text). A file has
 * none: the visitor picks it.
 * prefillValue({ mediaType: "application/json", example: '{"a":1}' }) → { a: 1 }
 */
export function prefillValue(media: BodyMedia): JsonValue | undefined {
  const kind = kindOf(media)
  const example = media.example === undefined ? undefined : exampleValue(media.example)
  const value = example ?? sampleSchema(media.schema)
  switch (kind) {
    case "json":
      return value ?? {}
    case "form":
    case "multipart": {
      const fields = typeof value === "string" && value.includes("=") ? parseForm(value) : value
      return typeof fields === "object" && fields !== null && !Array.isArray(fields) ? fields : {}
    }
    case "xml":
      if (media.example !== undefined && typeof example === "string") return media.example
      return value === undefined ? "" : typeof value === "string" ? value : toXml(value, media.schema)
    case "text":
      if (media.example !== undefined) return media.example
      return value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value, null, 2)
    default:
      return undefined
  }
}
