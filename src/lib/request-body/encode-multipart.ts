import { toWellFormed } from "@/lib/url"
import { bodyKind, type BodyEncoding, type JsonValue } from "./body-schema"

// multipart/form-data bodies, built as a list of parts and written out byte for byte (the tester sends exactly these
// bytes, so every snippet can show the same body), as browsers write FormData (WHATWG HTML, "multipart/form-data
// encoding algorithm").

/** A file the visitor picked (a File has a name; a bare Blob is written as "blob", as browsers do). */
export type MultipartFile = Blob & { readonly name?: string }
/** One field's value: JSON, or the visitor's file(s). */
export type MultipartValue = JsonValue | MultipartFile | readonly MultipartFile[]

export type TextPart = { name: string; value: string; contentType?: string }
export type FilePart = { name: string; file: Blob; filename: string; contentType: string }
export type MultipartPart = TextPart | FilePart

function isFile(value: unknown): value is MultipartFile {
  return typeof Blob !== "undefined" && value instanceof Blob
}

/** The first type of an encoding's `contentType` ("image/png, image/jpeg" → "image/png"). */
function isFileList(value: MultipartValue): value is readonly MultipartFile[] {
  return Array.isArray(value) && value.length > 0 && (value as readonly unknown[]).every(isFile)
}

function firstType(contentType: string | undefined): string | undefined {
  const first = contentType?.split(",")[0]?.trim()
  return first === "" ? undefined : first
}

function filePart(name: string, file: MultipartFile, encoded: string | undefined): FilePart {
  const contentType = file.type !== "" ? file.type : (encoded ?? "application/octet-stream")
  return { name, file, filename: file.name ?? "blob", contentType }
}

function textPart(name: string, value: string, contentType: string | undefined): TextPart {
  return contentType === undefined ? { name, value } : { name, value, contentType }
}

/**
 * The parts for `values` (each property a field, in order), per the document's `encoding`: a file as a file part (its
 * own type, else the encoding's, else application/octet-stream); a list of files or of plain values as one part each
 * under the same name; an object, or a list of objects, as one JSON part (`Content-Type: application/json`, or the
 * encoding's type); a plain value as text (null as ""), with a Content-Type only where the encoding gives one.
 * multipartParts({ note: "hi", meta: { a: 1 } }) → [{ name: "note", value: "hi" },
 *   { name: "meta", value: '{"a":1}', contentType: "application/json" }]
 */
export function multipartParts(
  values: { [key: string]: MultipartValue },
  encoding: BodyEncoding = {},
): MultipartPart[] {
  const parts: MultipartPart[] = []
  for (const [name, value] of Object.entries(values)) {
    const encoded = firstType(Object.hasOwn(encoding, name) ? encoding[name]?.contentType : undefined)
    const asJson = encoded !== undefined && bodyKind(encoded) === "json"
    if (isFile(value)) parts.push(filePart(name, value, encoded))
    else if (isFileList(value)) for (const file of value) parts.push(filePart(name, file, encoded))
    else if (Array.isArray(value) && !asJson && value.every((item) => item === null || typeof item !== "object"))
      for (const item of value as (string | number | boolean | null)[])
        parts.push(textPart(name, item === null ? "" : String(item), encoded))
    else if ((value !== null && typeof value === "object") || asJson)
      parts.push(textPart(name, JSON.stringify(value), encoded ?? "application/json"))
    else parts.push(textPart(name, value === null ? "" : String(value), encoded))
  }
  return parts
}

/** A name or file name in a Content-Disposition header, as browsers write it: `"` → %22, CR → %0D, LF → %0A. */
export function escapeDispositionValue(text: string): string {
  return toWellFormed(text).replace(/["\r\n]/g, (c) => ({ '"': "%22", "\r": "%0D", "\n": "%0A" })[c] ?? c)
}

/** The Content-Type of a multipart body with this boundary. */
export function multipartContentType(boundary: string, mediaType = "multipart/form-data"): string {
  return `${mediaType}; boundary=${boundary}`
}

/**
 * The body as chunks for `new Blob(chunks)`: text, and the visitor's files as they are (never read into memory here).
 * Each part: `--boundary`, Content-Disposition (name, and filename for a file), Content-Type when it has one, a blank
 * line, its bytes, CRLF; then `--boundary--` and CRLF. Text is sent as UTF-8, line breaks as typed.
 */
export function multipartChunks(parts: readonly MultipartPart[], boundary: string): (string | Blob)[] {
  const chunks: (string | Blob)[] = []
  for (const part of parts) {
    const file = "file" in part ? `; filename="${escapeDispositionValue(part.filename)}"` : ""
    const type = part.contentType === undefined ? "" : `Content-Type: ${part.contentType}\r\n`
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeDispositionValue(part.name)}"${file}\r\n${type}\r\n`
    if ("file" in part) chunks.push(head, part.file, "\r\n")
    else chunks.push(`${head}${toWellFormed(part.value)}\r\n`)
  }
  chunks.push(`--${boundary}--\r\n`)
  return chunks
}

/** The whole body as text when every part is text (for the code snippets); undefined when it holds a file. */
export function multipartText(parts: readonly MultipartPart[], boundary: string): string | undefined {
  const chunks = multipartChunks(parts, boundary)
  return chunks.every((chunk) => typeof chunk === "string") ? chunks.join("") : undefined
}

/** 16 random hex digits. */
function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}

/**
 * A boundary that none of the text parts contains ("----ApiExplorerBoundary" and 16 random hex digits; files are
 * not read: 64 random bits make a collision with one of them practically impossible).
 */
export function chooseBoundary(parts: readonly MultipartPart[], random: () => string = randomHex): string {
  for (;;) {
    const boundary = `----ApiExplorerBoundary${random()}`
    if (!parts.some((part) => "value" in part && (part.value.includes(boundary) || part.name.includes(boundary))))
      return boundary
  }
}
