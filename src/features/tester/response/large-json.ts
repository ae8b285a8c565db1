import { parseJsonInChunks, pauseForMainThread } from "./chunked-json"
import { classifyContentType, decoder, type ResponseBody } from "../send/send-request"

/**
 * JSON bodies up to this size get the tree even when they are over the 1 MiB text display limit; a larger body
 * is shown as today (its first 1 MiB as text, with the download), so the 20 MB case of docs/behaviour.md §7 is
 * never parsed. Parsing is sliced (chunked-json.ts), so the limit is about memory and total time, not one task.
 */
export const TREE_LIMIT_BYTES = 8 * 1_048_576

/**
 * Where the tree's data comes from: parsed already (a JSON body within the display limit), to be parsed from the
 * whole body (a JSON body over the display limit but within TREE_LIMIT_BYTES), or nowhere (not JSON, or too big).
 */
export type TreeSource = { kind: "data"; data: unknown } | { kind: "blob"; blob: Blob } | { kind: "too-large" } | null

export function treeSourceOf(body: ResponseBody, contentType: string): TreeSource {
  if (body.kind === "json") return { kind: "data", data: body.data }
  // A text body is truncated only when it is over the display limit (send-request.ts toBody).
  if (body.kind !== "text" || !body.truncated || classifyContentType(contentType) !== "json") return null
  return body.blob.size <= TREE_LIMIT_BYTES ? { kind: "blob", blob: body.blob } : { kind: "too-large" }
}

export type ParsedJson = { ok: true; data: unknown } | { ok: false; reason: string }

// One promise per body, so React's use() sees the same promise on every render.
const PARSED = new WeakMap<Blob, Promise<ParsedJson>>()

/** Reads and parses a whole JSON body once (decoded with the content type's charset, UTF-8 by default). */
export function parseJsonBlob(blob: Blob, contentType: string): Promise<ParsedJson> {
  let parsed = PARSED.get(blob)
  if (!parsed) {
    parsed = parseWhole(blob, contentType)
    PARSED.set(blob, parsed)
  }
  return parsed
}

async function parseWhole(blob: Blob, contentType: string): Promise<ParsedJson> {
  try {
    const text = await decodeInChunks(await blob.arrayBuffer(), decoder(contentType))
    return { ok: true, data: await parseJsonInChunks(text) }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

const DECODE_BYTES = 1_048_576

/** Decodes a MiB at a time with a pause between (stream: true keeps a character cut at a boundary whole). */
async function decodeInChunks(buffer: ArrayBuffer, textDecoder: TextDecoder): Promise<string> {
  const parts: string[] = []
  for (let offset = 0; offset < buffer.byteLength; offset += DECODE_BYTES) {
    const end = Math.min(offset + DECODE_BYTES, buffer.byteLength)
    parts.push(textDecoder.decode(new Uint8Array(buffer, offset, end - offset), { stream: end < buffer.byteLength }))
    if (end < buffer.byteLength) await pauseForMainThread()
  }
  return parts.join("")
}
