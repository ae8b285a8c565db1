import { bodyKind, contentTypeOf, essenceOf, isFileSchema, preferredMediaType, type JsonValue } from "./body-schema"
import { buildBody, kindOf, prefillValue, type BodyMedia } from "./build-body"
import type { MultipartValue } from "./encode-multipart"
import { parseForm } from "./parse-form"

// The check `npm run corpus` makes for every operation with a body: the request the tester would send from the
// document's example (or the form's defaults) has the chosen media type as its Content-Type, and its body reads
// back as the values it was built from — JSON with JSON.parse, a form with parseForm, multipart with the
// platform's own parser (Response.formData), text as itself. A file field gets a small sample file, as if picked.

export type BodyCheck = { ok: true; kind: string } | { ok: false; kind: string; reason: string; detail?: string }

/** The stand-in for a file the visitor picks. */
export function sampleFile(): File {
  return new File(["sample \u00e9 bytes\r\n"], "sample.bin", { type: "application/octet-stream" })
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key, i) => key === keysB[i] && same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}

/**
 * What a form carries of a value: plain values as text (null as ""), empty lists and objects left out, an object
 * with keys 0…n-1 as the list it reads back as, and a one-item list as its item (`tag=a` reads back as "a").
 */
export function formShape(value: JsonValue): JsonValue | undefined {
  if (value === null) return ""
  if (typeof value !== "object") return String(value)
  const entries = (Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value))
    .map(([key, item]) => [key, formShape(item)] as const)
    .filter((entry): entry is readonly [string, JsonValue] => entry[1] !== undefined)
  if (entries.length === 0) return undefined
  const isList = entries.every(([key], i) => key === String(i))
  if (isList)
    return entries.length === 1 && typeof entries[0]?.[1] === "string" ? entries[0][1] : entries.map(([, item]) => item)
  const result: { [key: string]: JsonValue } = {}
  for (const [key, item] of entries) Object.defineProperty(result, key, { value: item, enumerable: true })
  return result
}

function looseForm(value: JsonValue | undefined): JsonValue | undefined {
  if (Array.isArray(value))
    return value.length === 1 && typeof value[0] === "string" ? value[0] : value.map((v) => looseForm(v) ?? "")
  if (value !== null && typeof value === "object") {
    const result: { [key: string]: JsonValue } = {}
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(result, key, { value: looseForm(item), enumerable: true })
    return result
  }
  return value
}

/** The values with each property the encoding sends as JSON (`contentType: application/json`) as its JSON text. */
function jsonEncoded(values: JsonValue, media: BodyMedia): JsonValue {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return values
  const result: { [key: string]: JsonValue } = {}
  for (const [name, value] of Object.entries(values)) {
    const type = media.encoding && Object.hasOwn(media.encoding, name) ? media.encoding[name]?.contentType : undefined
    const sent = type !== undefined && bodyKind(type) === "json" ? JSON.stringify(value) : value
    Object.defineProperty(result, name, { value: sent, enumerable: true })
  }
  return result
}

/** Adds a sample file for each multipart field whose schema takes a file and has no value yet. */
function withFiles(media: BodyMedia, value: JsonValue): { [key: string]: MultipartValue } {
  const fields: { [key: string]: MultipartValue } = { ...(value as { [key: string]: JsonValue }) }
  for (const [name, property] of Object.entries(media.schema?.properties ?? {})) {
    if (Object.hasOwn(fields, name)) continue
    if (isFileSchema(property)) fields[name] = sampleFile()
    else if (property.type === "array" && isFileSchema(property.items)) fields[name] = [sampleFile()]
  }
  return fields
}

async function checkMultipart(body: Blob, contentType: string, fields: { [key: string]: MultipartValue }) {
  const read = await new Response(body, { headers: { "content-type": contentType } }).formData()
  for (const [name, value] of Object.entries(fields)) {
    const got = read.getAll(name)
    const expected =
      Array.isArray(value) &&
      value.every((item: unknown) => item instanceof Blob || typeof item !== "object" || item === null)
        ? value
        : [value]
    if (got.length !== expected.length) return `${name}: ${got.length} parts, expected ${expected.length}`
    for (const [i, item] of (expected as unknown[]).entries()) {
      const part = got[i]
      if (item instanceof Blob) {
        if (typeof part === "string" || part === undefined || (await part.text()) !== (await item.text()))
          return `${name}: the file does not read back`
      } else if (typeof part !== "string") return `${name}: a file where text was sent`
      else if (
        item !== null && typeof item === "object"
          ? !same(JSON.parse(part), item)
          : part !== (item === null ? "" : String(item))
      )
        return `${name}: "${part.slice(0, 60)}" does not read back as the value`
    }
  }
  return undefined
}

/** Builds the body the tester would send for `media` and checks it reads back (see above). Never throws. */
export async function checkBody(media: BodyMedia): Promise<BodyCheck> {
  const kind = kindOf(media)
  const fail = (reason: string, detail?: string): BodyCheck => ({
    ok: false,
    kind,
    reason,
    ...(detail ? { detail } : {}),
  })
  try {
    const prefilled = prefillValue(media)
    const file = kind === "file" ? sampleFile() : undefined
    const value = kind === "multipart" ? withFiles(media, prefilled ?? {}) : (file ?? prefilled)
    const built = buildBody({ ...media, value })
    if (!built.ok) return fail(built.reason)
    const expectedType =
      file && media.mediaType.includes("*") ? file.type || "application/octet-stream" : contentTypeOf(media.mediaType)
    if (built.kind === "multipart") {
      if (built.contentType !== `${essenceOf(expectedType)}; boundary=${built.boundary}`)
        return fail("content type", built.contentType)
    } else if (built.contentType !== expectedType)
      return fail("content type", `${built.contentType} for ${media.mediaType}`)
    switch (built.kind) {
      case "file":
        return built.file === file ? { ok: true, kind } : fail("file not sent")
      case "json":
        return same(JSON.parse(built.body), prefilled) ? { ok: true, kind } : fail("JSON does not read back")
      case "form": {
        const expected = formShape(jsonEncoded(prefilled ?? {}, media)) ?? {}
        return same(looseForm(parseForm(built.body)), looseForm(expected))
          ? { ok: true, kind }
          : fail("form does not read back", built.body.slice(0, 200))
      }
      case "multipart": {
        const problem = await checkMultipart(
          new Blob(built.chunks),
          built.contentType,
          value as { [key: string]: MultipartValue },
        )
        return problem === undefined ? { ok: true, kind } : fail("multipart does not read back", problem)
      }
      default:
        return typeof prefilled === "string" && built.body === prefilled ? { ok: true, kind } : fail("text changed")
    }
  } catch (error) {
    return fail("crashed", error instanceof Error ? error.message : String(error))
  }
}

/**
 * checkBody for the media type the tester preselects among an operation's (preferredMediaType); a failure "no
 * supported media type" when it can build none of them.
 */
export async function checkOperationBody(bodies: readonly BodyMedia[]): Promise<BodyCheck & { mediaType?: string }> {
  const chosen = preferredMediaType(bodies.map((body) => body.mediaType))
  const media = bodies.find((body) => body.mediaType === chosen)
  if (!media) return { ok: false, kind: "unsupported", reason: "no supported media type" }
  return { ...(await checkBody(media)), mediaType: media.mediaType }
}
