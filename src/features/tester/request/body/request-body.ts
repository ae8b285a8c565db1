import type { Api, DocumentedBody, Endpoint } from "@/data/api-schema"
import { isOpenedId } from "@/config/paths"
import {
  bodyKind,
  contentTypeOf,
  essenceOf,
  isFileSchema,
  type BodyEncoding,
  type BodyKind,
  type JsonValue,
} from "@/lib/request-body/body-schema"
import { kindOf, prefillValue } from "@/lib/request-body/build-body"
import { encodeForm, encodeFormComponent } from "@/lib/request-body/encode-form"
import {
  chooseBoundary,
  multipartContentType,
  type MultipartPart,
  type TextPart,
} from "@/lib/request-body/encode-multipart"
import { decodeFormComponent } from "@/lib/request-body/parse-form"
import { acceptsBody, checkBody } from "./body-prefill"
import { MAX_VALUE_LENGTH } from "../link/tester-link"

// An opened API's request body in the tester (docs/open-any-api.md, "Request bodies"): which media types the picker
// offers, the editor's first text for each, and the body a Send builds from the editor (JSON, a form, multipart with
// the visitor's files, XML or text, or a file). The encoders are src/lib/request-body/.

/** The reserved value names of the chosen media type and the typed body (`?p.@media=…&p.@body=…` in a link). */
export const MEDIA_VALUE_KEY = "@media"
export const BODY_VALUE_KEY = "@body"

/** The value names an endpoint's body keeps in links and history: an opened API's, for a method that takes one. */
export function bodyValueNames(api: Pick<Api, "id">, endpoint: Pick<Endpoint, "method" | "requestBodies">): string[] {
  return isOpenedId(api.id) && acceptsBody(endpoint.method) && bodyChoices(endpoint).length > 0
    ? [MEDIA_VALUE_KEY, BODY_VALUE_KEY]
    : []
}

/**
 * The body text a link and the history keep: only text the visitor typed (not the prefill, which the document gives
 * again) and only whole, when it fits a link value (MAX_VALUE_LENGTH): a cut JSON body would not parse. "" keeps none.
 * linkBodyText('{"a":1}', "{}") → '{"a":1}'; linkBodyText("{}", "{}") → ""
 */
export function linkBodyText(text: string, prefill: string): string {
  return text !== prefill && text.length <= MAX_VALUE_LENGTH ? text : ""
}

/** A body kind the tester can build. */
export type EditableKind = Exclude<BodyKind, "unsupported">

/** The media types offered, in document order: each one the tester can build, once. */
export function bodyChoices(endpoint: Pick<Endpoint, "requestBodies">): DocumentedBody[] {
  const seen = new Set<string>()
  return (endpoint.requestBodies ?? []).filter((body) => {
    const essence = essenceOf(body.mediaType)
    if (kindOf(body) === "unsupported" || seen.has(essence)) return false
    seen.add(essence)
    return true
  })
}

/** The chosen media type: the one named (a link, history) when offered, else the first. */
export function chosenBody(choices: readonly DocumentedBody[], named: string | undefined): DocumentedBody | undefined {
  return choices.find((body) => body.mediaType === named) ?? choices[0]
}

/** How the editor shows and builds a media type: JSON, XML and text as text; form and multipart as field lines. */
export function editableKind(body: Pick<DocumentedBody, "mediaType" | "schema">): EditableKind {
  const kind = kindOf(body)
  return kind === "unsupported" ? "json" : kind
}

/** A form or multipart field as a line of the editor: `name=value`. */
export type FieldLine = { name: string; value: string }

/** One value as text for a multipart line: objects and arrays as JSON (sent as a JSON part). */
function lineValue(value: JsonValue): string {
  if (value === null) return ""
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

/**
 * The lines for a form's values: as encodeForm writes them (Stripe's brackets: `metadata[order_id]=6735`, a list
 * of plain values repeated), one decoded `name=value` per line.
 * formLines({ amount: 2000, metadata: { order: "6735" } }) → "amount=2000\nmetadata[order]=6735"
 */
export function formLines(values: { [key: string]: JsonValue }, encoding?: BodyEncoding): string {
  const body = encodeForm(values, encoding)
  if (body === "") return ""
  return body
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=")
      return `${decodeFormComponent(pair.slice(0, at))}=${decodeFormComponent(pair.slice(at + 1))}`
    })
    .join("\n")
}

/** The lines for multipart values: a list of plain values repeated, objects and lists of objects as JSON. */
export function multipartLines(values: { [key: string]: JsonValue }): string {
  const lines: string[] = []
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.every((item) => item === null || typeof item !== "object"))
      for (const item of value) lines.push(`${name}=${lineValue(item)}`)
    else lines.push(`${name}=${lineValue(value)}`)
  }
  return lines.join("\n")
}

/** The names of a multipart body's file fields, from its schema (none without one: the visitor adds them). */
export function fileFieldNames(body: Pick<DocumentedBody, "schema">): string[] {
  const properties = body.schema?.properties ?? {}
  return Object.entries(properties)
    .filter(([, schema]) => isFileSchema(schema) || isFileSchema(schema.items))
    .map(([name]) => name)
}

/**
 * The editor's first text for a media type: the document's example (or the importer's JSON body, `fallbackJson`, an
 * example or a skeleton), else what prefillValue makes of the schema. Form and multipart as field lines (multipart
 * file fields left out: the visitor picks files); a file body has no text.
 */
export function initialBodyText(body: DocumentedBody, fallbackJson?: string): string {
  const kind = editableKind(body)
  if (kind === "json" && body.example === undefined && fallbackJson !== undefined) return fallbackJson
  if (kind === "file") return ""
  const value = prefillValue(body)
  if (kind === "json") return body.example ?? JSON.stringify(value ?? {}, null, 2)
  if (kind === "form" || kind === "multipart") {
    const fields = (value ?? {}) as { [key: string]: JsonValue }
    const files = new Set(fileFieldNames(body))
    const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => !files.has(name)))
    return kind === "form" ? formLines(kept, body.encoding) : multipartLines(kept)
  }
  return typeof value === "string" ? value : ""
}

/**
 * The editor's field lines: one `name=value` per line (the first `=` ends the name; blank lines skipped). A line
 * without a name is a problem; a line without `=` is a field with an empty value.
 * parseFieldLines("a=1\n\nb[c]=x=y") → { fields: [{ name: "a", value: "1" }, { name: "b[c]", value: "x=y" }], problem: null }
 */
export function parseFieldLines(text: string): { fields: FieldLine[]; problem: string | null } {
  const fields: FieldLine[] = []
  const lines = text.split(/\r\n|\r|\n/)
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue
    const at = line.indexOf("=")
    const name = (at === -1 ? line : line.slice(0, at)).trim()
    if (name === "") return { fields, problem: `Line ${index + 1} has no field name: write name=value.` }
    fields.push({ name, value: at === -1 ? "" : line.slice(at + 1) })
  }
  return { fields, problem: null }
}

/** A field name as a form writes it, its nesting brackets kept as typed: "metadata[order id]" → "metadata[order+id]". */
function formName(name: string): string {
  return encodeFormComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]")
}

/**
 * The form body for the lines, in their order, each name and value percent-encoded as a form does (brackets in names
 * kept: Stripe's `metadata[order_id]`).
 * formBody([{ name: "metadata[a]", value: "x y" }]) → "metadata[a]=x+y"
 */
export function formBody(fields: readonly FieldLine[]): string {
  return fields.map(({ name, value }) => `${formName(name)}=${encodeFormComponent(value)}`).join("&")
}

/** A multipart file field: its name and the visitor's file (none yet: the field is left out). */
export type FileField = { name: string; file?: File }

/** Text that is a JSON object or array: sent as a JSON part. */
function isJsonContainer(text: string): boolean {
  const start = text.trimStart()[0]
  if (start !== "{" && start !== "[") return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * The multipart parts: each line a text part (a value that is a JSON object or array is a JSON part:
 * `Content-Type: application/json`, or the type the document's `encoding` gives), then each file field with a file
 * (its own type, else the encoding's, else application/octet-stream).
 */
export function multipartPartsOf(
  fields: readonly FieldLine[],
  files: readonly FileField[],
  encoding: BodyEncoding = {},
): MultipartPart[] {
  const encoded = (name: string) =>
    Object.hasOwn(encoding, name) ? encoding[name]?.contentType?.split(",")[0]?.trim() || undefined : undefined
  const parts: MultipartPart[] = fields.map(({ name, value }): TextPart => {
    const type = encoded(name) ?? (isJsonContainer(value) ? "application/json" : undefined)
    return type === undefined ? { name, value } : { name, value, contentType: type }
  })
  for (const { name, file } of files) {
    if (!file || name.trim() === "") continue
    const type = file.type !== "" ? file.type : (encoded(name) ?? "application/octet-stream")
    parts.push({ name: name.trim(), file, filename: file.name, contentType: type })
  }
  return parts
}

/** What the editor holds for one media type. */
export type BodyDraft = {
  body: DocumentedBody
  /** JSON, XML or text; a form's or multipart's field lines. */
  text: string
  /** Multipart file fields; a file body's file is the first one's. */
  files: readonly FileField[]
}

/** A body ready to send (see OptIn in tester-request.ts). */
export type PreparedBody =
  | { ok: true; kind: "text"; contentType: string; isJson: boolean; text: string }
  | { ok: true; kind: "multipart"; contentType: string; boundary: string; parts: MultipartPart[] }
  | { ok: true; kind: "file"; contentType: string; file: File }
  | { ok: false; problem: string }

/** Said when a file body is sent without a file. */
export const NO_FILE_PROBLEM = "Choose a file to send as the body."

/**
 * The body a Send builds from the editor: JSON checked (its first problem otherwise) and trimmed as the catalogue's
 * editor sends it; a form's lines encoded (formBody); multipart's parts (multipartPartsOf) with a boundary none of
 * them contains; XML and text as typed; a file as it is. The Content-Type is the media type as the document writes
 * it (a wildcard made concrete: contentTypeOf; a file body's wildcard takes the file's own type).
 */
export function prepareBody(draft: BodyDraft, boundary?: string): PreparedBody {
  const { body, text, files } = draft
  const kind = editableKind(body)
  const contentType = contentTypeOf(body.mediaType)
  switch (kind) {
    case "json": {
      const check = checkBody(text)
      if (check.problem) return { ok: false, problem: check.problem.message }
      return { ok: true, kind: "text", contentType, isJson: true, text: check.body }
    }
    case "form": {
      const { fields, problem } = parseFieldLines(text)
      if (problem) return { ok: false, problem }
      return { ok: true, kind: "text", contentType, isJson: false, text: formBody(fields) }
    }
    case "multipart": {
      const { fields, problem } = parseFieldLines(text)
      if (problem) return { ok: false, problem }
      const parts = multipartPartsOf(fields, files, body.encoding)
      const chosen = boundary ?? chooseBoundary(parts)
      const type = multipartContentType(chosen, contentType.split(";")[0]?.trim())
      return { ok: true, kind: "multipart", contentType: type, boundary: chosen, parts }
    }
    case "xml":
    case "text":
      return { ok: true, kind: "text", contentType, isJson: false, text }
    case "file": {
      const file = files[0]?.file
      if (!file) return { ok: false, problem: NO_FILE_PROBLEM }
      const type = body.mediaType.includes("*") ? file.type || "application/octet-stream" : contentType
      return { ok: true, kind: "file", contentType: type, file }
    }
  }
}

/** The label of a media type's editor. */
export function editorLabel(kind: EditableKind): string {
  switch (kind) {
    case "json":
      return "JSON body"
    case "form":
    case "multipart":
      return "Form fields (one name=value per line)"
    case "xml":
      return "XML body"
    case "text":
      return "Text body"
    case "file":
      return "File to send"
  }
}

/** Whether a media type's body is JSON text (for masking a key inside it). */
export function isJsonMedia(contentType: string): boolean {
  return bodyKind(contentType) === "json"
}
