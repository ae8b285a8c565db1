import { classifyContentType, DISPLAY_LIMIT_BYTES, type ResponseBody } from "./send-request"

/**
 * JSON bodies up to this size get the tree even when they are over the 1 MiB text display limit; a larger body
 * is shown as today (its first 1 MiB as text, with the download). JSON.parse runs on the main thread and costs
 * roughly 10–30 ms per MB in Chromium, so 8 MiB keeps that one task near or under 200 ms on an ordinary laptop,
 * while the 20 MB body of docs/behaviour.md §7 is never parsed. See docs/decisions (JSON viewer).
 */
export const TREE_LIMIT_BYTES = 8 * 1_048_576

/**
 * Where the tree's data comes from: parsed already (a JSON body within the display limit), to be parsed from the
 * whole body (a JSON body over the display limit but within TREE_LIMIT_BYTES), or nowhere (not JSON, or too big).
 */
export type TreeSource = { kind: "data"; data: unknown } | { kind: "blob"; blob: Blob } | { kind: "too-large" } | null

export function treeSourceOf(body: ResponseBody, contentType: string): TreeSource {
  if (body.kind === "json") return { kind: "data", data: body.data }
  if (body.kind !== "text" || !body.truncated || classifyContentType(contentType) !== "json") return null
  if (body.blob.size <= DISPLAY_LIMIT_BYTES) return null
  return body.blob.size <= TREE_LIMIT_BYTES ? { kind: "blob", blob: body.blob } : { kind: "too-large" }
}

export type ParsedJson = { ok: true; data: unknown } | { ok: false; reason: string }

// One promise per body, so React's use() sees the same promise on every render.
const PARSED = new WeakMap<Blob, Promise<ParsedJson>>()

/** Reads and parses a whole JSON body once (decoded with the content type's charset, UTF-8 by default). */
export function parseJsonBlob(blob: Blob, contentType: string): Promise<ParsedJson> {
  let parsed = PARSED.get(blob)
  if (!parsed) {
    parsed = blob.arrayBuffer().then(
      (buffer) => {
        try {
          return { ok: true, data: JSON.parse(decoderFor(contentType).decode(buffer)) as unknown }
        } catch (error) {
          return { ok: false, reason: error instanceof Error ? error.message : String(error) }
        }
      },
      (error: unknown) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
    )
    PARSED.set(blob, parsed)
  }
  return parsed
}

function decoderFor(contentType: string): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]
  try {
    return new TextDecoder(charset ?? "utf-8")
  } catch {
    return new TextDecoder("utf-8")
  }
}
