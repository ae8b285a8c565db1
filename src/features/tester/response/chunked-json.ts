/**
 * JSON.parse in slices, so a multi-megabyte body never blocks the main thread in one long task (docs/performance.md:
 * no task over 200 ms for a 5 MB body). A scanner, paused every SCAN_CHARS characters, finds the children of
 * every container bigger than `chunkChars`; the result is then built from JSON.parse calls on runs of small
 * children (each about `chunkChars` long), with a pause between them. The value is the one JSON.parse gives —
 * same keys, order, duplicates (last wins) and own "__proto__" keys — except that, as for smaller bodies, a number
 * JSON.parse would change (12345678901234567890123, 1.0) is kept as its text (json-text.ts, parseJsonKeepingNumbers).
 * Whenever the scanner meets something it does not expect, it hands the whole text to JSON.parse, which then throws
 * its usual SyntaxError.
 */

import { isSpace, stringEnd as jsonStringEnd, parseJsonKeepingNumbers, setMember } from "./json-text"

export const CHUNK_CHARS = 131_072
const SCAN_CHARS = 131_072
/** Containers nested deeper than this are parsed whole, however big (rare in API responses). */
const MAX_SPLIT_DEPTH = 16

type Child = {
  /** Where the member's key starts (objects only: the opening quote), else the value's start. */
  from: number
  keyEnd: number
  start: number
  end: number
  node: Container | null
}
type Container = { kind: "array" | "object"; start: number; end: number; children: Child[] }
type Frame = { kind: "array" | "object"; start: number; from: number; keyEnd: number; children: Child[] | null }

class Unexpected extends Error {}

/** Index just past the string starting at `start` (its opening quote). */
function stringEnd(text: string, start: number): number {
  const end = jsonStringEnd(text, start)
  if (end === -1) throw new Unexpected()
  return end
}

/** Index just past a number, true, false or null (JSON.parse checks it later). */
function scalarEnd(text: string, start: number): number {
  let index = start
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x2c || code === 0x5d || code === 0x7d || isSpace(code)) break
    if (code === 0x22 || code === 0x5b || code === 0x7b || code === 0x3a) throw new Unexpected()
  }
  if (index === start) throw new Unexpected()
  return index
}

/** Finds the big containers and their children; pauses (yields) every SCAN_CHARS characters. */
function* scan(text: string, chunkChars: number): Generator<void, Container | null> {
  const stack: Frame[] = []
  let root: Container | null = null
  let hasRoot = false
  let index = 0
  let nextPause = SCAN_CHARS
  let state: "value" | "valueOrEnd" | "keyOrEnd" | "key" | "colon" | "afterValue" = "value"
  let keyFrom = -1
  let keyEnd = -1

  const addChild = (start: number, end: number, node: Container | null, from: number, memberKeyEnd: number) => {
    const parent = stack.at(-1)
    if (!parent) {
      if (hasRoot) throw new Unexpected()
      hasRoot = true
      root = node
      return
    }
    parent.children?.push({ from: parent.kind === "object" ? from : start, keyEnd: memberKeyEnd, start, end, node })
  }

  while (true) {
    while (index < text.length && isSpace(text.charCodeAt(index))) index++
    if (index >= text.length) break
    if (index >= nextPause) {
      nextPause = index + SCAN_CHARS
      yield
    }
    const code = text.charCodeAt(index)
    switch (state) {
      case "valueOrEnd":
      case "value":
        if (state === "valueOrEnd" && code === 0x5d) {
          state = "afterValue"
          continue // closed below, as after a value
        }
        if (code === 0x5b || code === 0x7b) {
          stack.push({
            kind: code === 0x5b ? "array" : "object",
            start: index,
            from: keyFrom,
            keyEnd,
            children: stack.length < MAX_SPLIT_DEPTH ? [] : null,
          })
          index++
          state = code === 0x5b ? "valueOrEnd" : "keyOrEnd"
        } else {
          const end = code === 0x22 ? stringEnd(text, index) : scalarEnd(text, index)
          addChild(index, end, null, keyFrom, keyEnd)
          index = end
          state = "afterValue"
        }
        break
      case "keyOrEnd":
      case "key":
        if (state === "keyOrEnd" && code === 0x7d) {
          state = "afterValue"
          continue
        }
        if (code !== 0x22) throw new Unexpected()
        keyFrom = index
        keyEnd = stringEnd(text, index)
        index = keyEnd
        state = "colon"
        break
      case "colon":
        if (code !== 0x3a) throw new Unexpected()
        index++
        state = "value"
        break
      case "afterValue": {
        const frame = stack.at(-1)
        if (!frame) throw new Unexpected()
        if (code === 0x2c) {
          index++
          state = frame.kind === "object" ? "key" : "value"
          break
        }
        if (code !== (frame.kind === "array" ? 0x5d : 0x7d)) throw new Unexpected()
        stack.pop()
        index++
        const isBig = frame.children !== null && index - frame.start > chunkChars
        const node = isBig ? { kind: frame.kind, start: frame.start, end: index, children: frame.children ?? [] } : null
        addChild(frame.start, index, node, frame.from, frame.keyEnd)
        state = "afterValue"
        break
      }
    }
  }
  if (stack.length > 0 || !hasRoot) throw new Unexpected()
  return root
}

async function build(text: string, node: Container, chunkChars: number, pause: () => Promise<void>) {
  const array: unknown[] = []
  const object: Record<string, unknown> = {}
  let run: Child[] = []
  let runChars = 0

  const flush = async () => {
    const first = run[0]
    const last = run.at(-1)
    if (!first || !last) return
    const slice = text.slice(first.from, last.end)
    if (node.kind === "array") {
      for (const value of parseJsonKeepingNumbers(`[${slice}]`) as unknown[]) array.push(value)
    } else {
      const parsed = parseJsonKeepingNumbers(`{${slice}}`) as Record<string, unknown>
      for (const key of Object.keys(parsed)) setMember(object, key, Object.getOwnPropertyDescriptor(parsed, key)?.value)
    }
    run = []
    runChars = 0
    await pause()
  }

  for (const child of node.children) {
    if (child.node) {
      await flush()
      const value = await build(text, child.node, chunkChars, pause)
      if (node.kind === "array") array.push(value)
      else setMember(object, JSON.parse(text.slice(child.from, child.keyEnd)) as string, value)
    } else {
      run.push(child)
      runChars += child.end - child.from
      if (runChars >= chunkChars) await flush()
    }
  }
  await flush()
  return node.kind === "array" ? array : object
}

/** Gives the main thread back (input, rendering) before the next slice: scheduler.yield where it exists. */
export function pauseForMainThread(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * parseJsonKeepingNumbers(text), in slices of about `chunkChars` with `pause()` between them. Rejects as JSON.parse
 * throws.
 */
export async function parseJsonInChunks(
  text: string,
  pause: () => Promise<void> = pauseForMainThread,
  chunkChars = CHUNK_CHARS,
): Promise<unknown> {
  if (text.length <= chunkChars) return parseJsonKeepingNumbers(text)
  let root: Container | null
  try {
    const scanner = scan(text, chunkChars)
    let step = scanner.next()
    while (!step.done) {
      await pause()
      step = scanner.next()
    }
    root = step.value
  } catch (error) {
    if (error instanceof Unexpected) return parseJsonKeepingNumbers(text)
    throw error
  }
  // A big root that is not a container (one huge string), or nothing big: one JSON.parse.
  if (!root) return parseJsonKeepingNumbers(text)
  try {
    return await build(text, root, chunkChars, pause)
  } catch {
    // A slice that does not parse: JSON.parse of the whole text reports it as it always does.
    return parseJsonKeepingNumbers(text)
  }
}
