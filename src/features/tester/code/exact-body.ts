import { escapeDispositionValue } from "@/lib/request-body/encode-multipart"
import { toWellFormed } from "@/lib/url"
import type { BodyCode } from "../request/tester-request"

// The body the tester sends, as every code generator writes it (docs/open-any-api.md, "Bodies in copied code"): text as its
// characters (sent as UTF-8), a file by the name the visitor picked, and a multipart body as the pieces the tester
// writes (lib/request-body/encode-multipart.ts: multipartChunks) — text, and the files read from disk — so code that
// sends these pieces one after the other sends the tester's bytes, boundary included.

/** A multipart part as code writes it (BodyCode's parts). */
export type CodePart = Extract<BodyCode, { kind: "multipart" }>["parts"][number]

/** A piece of a multipart body: text (sent as UTF-8) or the bytes of a file read from disk. */
export type Piece = { text: string } | { file: string }

/** A part's Content-Disposition value as the tester writes it: `form-data; name="…"` and the file's name if any. */
export function dispositionOf(part: CodePart): string {
  const file = part.fileName === undefined ? "" : `; filename="${escapeDispositionValue(part.fileName)}"`
  return `form-data; name="${escapeDispositionValue(part.name)}"${file}`
}

/** A part's head as the tester writes it: boundary line, Content-Disposition, Content-Type when it has one, blank line. */
export function partHead(part: CodePart, boundary: string): string {
  const type = part.contentType === undefined ? "" : `Content-Type: ${part.contentType}\r\n`
  return `--${boundary}\r\nContent-Disposition: ${dispositionOf(part)}\r\n${type}\r\n`
}

/**
 * The multipart body as pieces, one text piece per text part (head, value, CRLF), a file part as its head, the file and
 * CRLF, then the closing boundary line: joined, exactly multipartChunks' bytes.
 * multipartPieces([{ name: "a", value: "1" }], "B")
 *   → [{ text: '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' }, { text: "--B--\r\n" }]
 */
export function multipartPieces(parts: readonly CodePart[], boundary: string): Piece[] {
  const pieces: Piece[] = []
  // A file's closing CRLF goes with the text that follows it.
  let lead = ""
  for (const part of parts) {
    if (part.fileName === undefined) {
      pieces.push({ text: `${lead}${partHead(part, boundary)}${toWellFormed(part.value ?? "")}\r\n` })
      lead = ""
    } else {
      pieces.push({ text: `${lead}${partHead(part, boundary)}` }, { file: part.fileName })
      lead = "\r\n"
    }
  }
  pieces.push({ text: `${lead}--${boundary}--\r\n` })
  return pieces
}
