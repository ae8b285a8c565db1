/**
 * A long response text is shown as blocks that the browser lays out only when they scroll into view
 * (`content-visibility: auto`, components/text-body.tsx). Laid out in one go, the 1 MiB the Response tab shows of a
 * big body took 150–230 ms of text shaping in one task on this machine; in blocks, only the first few are shaped.
 *
 * A block ends after a line break where it can, so lines are never split: after the first line break at or past
 * `chunkChars`, unless that makes the block longer than `maxChars` (a long minified line). Such a line is cut every
 * `chunkChars` characters, never inside a surrogate pair; the copy handler (`copiedText`) keeps the browser from
 * adding a line break at those cuts.
 */

/** About how many characters a block holds (not CHUNK_CHARS of chunked-json.ts, which slices JSON parsing). */
export const BLOCK_CHARS = 16_384
export const MAX_BLOCK_CHARS = 4 * BLOCK_CHARS
/** Characters per row assumed when estimating a block's height before it is laid out (the width is not known yet). */
export const ESTIMATE_COLUMNS = 80

/** A block of the text and an estimate of how many rows it takes (its placeholder height until it is laid out). */
export type TextChunk = { text: string; rows: number }

export function textChunks(text: string, chunkChars = BLOCK_CHARS, maxChars = MAX_BLOCK_CHARS): TextChunk[] {
  const chunks: TextChunk[] = []
  const newlines = newlineFinder(text)
  let start = 0
  while (start < text.length) {
    const end = chunkEnd(text, start, chunkChars, maxChars, newlines)
    const chunk = text.slice(start, end)
    chunks.push({ text: chunk, rows: estimateRows(chunk) })
    start = end
  }
  return chunks
}

/**
 * The first line break at or after `from`. The last answer is kept, so a text with few line breaks (a minified
 * megabyte) is scanned once, not once per block; that is right as long as each `from` is past the previous one or
 * has no line break between it and the previous one (chunkEnd asks in that order).
 */
function newlineFinder(text: string): (from: number) => number {
  let found = -2
  return (from) => {
    if (found === -1 || found >= from) return found
    found = text.indexOf("\n", from)
    return found
  }
}

function chunkEnd(
  text: string,
  start: number,
  chunkChars: number,
  maxChars: number,
  nextNewline: (from: number) => number,
): number {
  const rest = text.length - start
  if (rest <= chunkChars) return text.length
  const target = start + chunkChars - 1
  const first = nextNewline(start)
  const after = first === -1 || first >= target ? first : nextNewline(target)
  if (after !== -1 && after + 1 - start <= maxChars) return after + 1
  if (rest <= maxChars) return text.length
  if (first !== -1 && first < target) return text.lastIndexOf("\n", target) + 1
  const cut = start + chunkChars
  // Don't separate a high surrogate from its low surrogate (an emoji would show as two replacement characters).
  const high = text.charCodeAt(cut - 1)
  return high >= 0xd800 && high <= 0xdbff ? cut - 1 : cut
}

/** Rows at ESTIMATE_COLUMNS per row; a block's final line break does not start a row of its own. */
export function estimateRows(chunk: string): number {
  let rows = 0
  let lineStart = 0
  while (lineStart < chunk.length) {
    const newline = chunk.indexOf("\n", lineStart)
    const lineEnd = newline === -1 ? chunk.length : newline
    rows += Math.max(1, Math.ceil((lineEnd - lineStart) / ESTIMATE_COLUMNS))
    lineStart = lineEnd + 1
  }
  return rows
}

/**
 * The text a copy of `selection` should put on the clipboard when the selection lies inside `container`: the
 * characters as they are, without the line break a browser adds where one block ends and the next begins (blocks
 * cut inside a long line). `null` when the selection is empty or reaches outside, so the browser's own copy applies.
 */
export function copiedText(selection: Selection | null, container: Node): string | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null
  const ranges = Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index))
  if (!ranges.every((range) => container.contains(range.commonAncestorContainer))) return null
  return ranges.map((range) => range.toString()).join("")
}
