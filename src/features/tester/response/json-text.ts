/**
 * A JSON body as it arrived. JSON.parse rounds numbers (12345678901234567890123 → 1.2345678901234568e+22,
 * 9007199254740993 → 9007199254740992), turns 1.0 into 1, and keeps only the last of duplicate keys; pretty-printing
 * what it returns shows a body the API never sent, and JSON.stringify overflows the stack on deep nesting. So:
 * - `formatJsonText` indents the received text itself, token by token: every string and number exactly as sent,
 *   duplicate keys included;
 * - `parseJsonKeepingNumbers` parses as JSON.parse does, except that a number whose text a JavaScript number cannot
 *   give back becomes a `JsonNumberText` holding that text;
 * - `stringifyJson` pretty-prints parsed data (such numbers as their text) at any depth.
 * Every loop here is iterative, so no depth of nesting can overflow the stack.
 */

/** A JSON number whose source text `String(Number(text))` does not give back, kept as received. */
export class JsonNumberText {
  readonly source: string
  constructor(source: string) {
    this.source = source
  }
  /** The text as received, so `String(value)` (the tree's filter) sees what the API sent. */
  toString(): string {
    return this.source
  }
}

const SPACE = 0x20
const TAB = 0x09
const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/** JSON's four whitespace characters (the JSON scanners here and in chunked-json.ts share these two helpers). */
export const isSpace = (code: number) => code === SPACE || code === LF || code === CR || code === TAB

/** Index just past the string whose opening quote is at `start`; -1 when it never closes. */
export function stringEnd(text: string, start: number): number {
  // indexOf skips a long string natively; a quote after an odd run of backslashes is escaped.
  for (let quote = text.indexOf('"', start + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return quote + 1
  }
  return -1
}

/** Index just past a number, true, false or null starting at `start`. */
function scalarEnd(text: string, start: number): number {
  let index = start
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (code === COMMA || code === CLOSE_ARRAY || code === CLOSE_OBJECT || code === COLON || isSpace(code)) break
    index++
  }
  return Math.max(index, start + 1)
}

/**
 * `text`, a valid JSON text (JSON.parse accepts it), indented with two spaces as JSON.stringify(value, null, 2) lays
 * it out, but with every string and number token exactly as received (escapes, `1.0`, `1E2`, 23-digit integers) and
 * every duplicate key kept. One pass, no recursion. It stops once more than `maxChars` characters are written, so
 * the result is longer than `maxChars` exactly when the whole would be: `{"a":[1,{}]}` → `{\n  "a": [\n    1,\n    {}\n  ]\n}`.
 */
export function formatJsonText(text: string, maxChars = Infinity): string {
  const parts: string[] = []
  const indents = [""]
  const indent = (depth: number) => (indents[depth] ??= "  ".repeat(depth))
  let written = 0
  const write = (part: string) => {
    parts.push(part)
    written += part.length
  }
  let depth = 0
  let index = 0
  while (index < text.length && written <= maxChars) {
    const code = text.charCodeAt(index)
    if (isSpace(code)) {
      index++
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      let next = index + 1
      while (next < text.length && isSpace(text.charCodeAt(next))) next++
      // `[]` and `{}` stay on one line, as JSON.stringify writes them.
      if (text.charCodeAt(next) === code + 2) {
        write(code === OPEN_ARRAY ? "[]" : "{}")
        index = next + 1
      } else {
        depth++
        write(`${text[index]}\n${indent(depth)}`)
        index++
      }
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth = Math.max(0, depth - 1)
      write(`\n${indent(depth)}${text[index]}`)
      index++
    } else if (code === COMMA) {
      write(`,\n${indent(depth)}`)
      index++
    } else if (code === COLON) {
      write(": ")
      index++
    } else {
      const end = code === QUOTE ? stringEnd(text, index) : scalarEnd(text, index)
      if (end === -1) {
        write(text.slice(index))
        break
      }
      write(text.slice(index, end))
      index = end
    }
  }
  return parts.join("")
}

// A number token: JSON puts one only after `[`, `:`, `,`, whitespace or nothing, and before `,`, `]`, `}`,
// whitespace or nothing. Inside a string the same characters may match too; that only costs the slower parse.
const NUMBER_TOKEN = /(?:^|[\s:,[])(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=[\s,\]}]|$)/g

/**
 * True when `text` may hold a number that JSON.parse cannot give back as received (`String(Number(token)) !==
 * token`: 9007199254740993, 1.0, 1E2, -0); false only when it holds none. A regular-expression pass over the text,
 * far cheaper than the parse it saves.
 */
export function mayHaveChangedNumbers(text: string): boolean {
  for (const match of text.matchAll(NUMBER_TOKEN)) {
    const token = match[1] ?? ""
    if (String(Number(token)) !== token) return true
  }
  return false
}

/** The number a JSON number token stands for, or its text when the number would not print back as that text. */
export function numberFromText(source: string): number | JsonNumberText {
  const value = Number(source)
  return String(value) === source ? value : new JsonNumberText(source)
}

type Container = unknown[] | Record<string, unknown>

/** Sets a member as JSON.parse does: the last duplicate wins (in the first one's place); "__proto__" is an own key. */
export function setMember(target: Record<string, unknown>, key: string, value: unknown) {
  // Plain assignment to "__proto__" would replace the prototype; JSON.parse makes it an own property.
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
  else target[key] = value
}

/** JSON.parse's value for a valid text, built without recursion, with numbers through numberFromText. */
function parseValid(text: string): unknown {
  // `key` is the member name read and waiting for its value; null while an object expects a name.
  const stack: { container: Container; key: string | null }[] = []
  let root: unknown = null
  const add = (value: unknown) => {
    const frame = stack.at(-1)
    if (!frame) root = value
    else if (Array.isArray(frame.container)) frame.container.push(value)
    else {
      setMember(frame.container, frame.key ?? "", value)
      frame.key = null
    }
  }
  let index = 0
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (isSpace(code) || code === COMMA || code === COLON) {
      index++
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      const container: Container = code === OPEN_ARRAY ? [] : {}
      add(container)
      stack.push({ container, key: null })
      index++
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      stack.pop()
      index++
    } else if (code === QUOTE) {
      const end = stringEnd(text, index)
      const raw = text.slice(index + 1, end - 1)
      const value = raw.includes("\\") ? (JSON.parse(text.slice(index, end)) as string) : raw
      const frame = stack.at(-1)
      if (frame && !Array.isArray(frame.container) && frame.key === null) frame.key = value
      else add(value)
      index = end
    } else {
      const end = scalarEnd(text, index)
      const source = text.slice(index, end)
      add(source === "true" ? true : source === "false" ? false : source === "null" ? null : numberFromText(source))
      index = end
    }
  }
  return root
}

/**
 * JSON.parse(text), throwing its SyntaxError for invalid text, except that a number whose text would not come back
 * from the JavaScript number (`12345678901234567890123`, `9007199254740993`, `1.0`, `1E2`, `-0`) is a
 * `JsonNumberText`. Only a text that may hold such a number (mayHaveChangedNumbers) is parsed a second time.
 */
export function parseJsonKeepingNumbers(text: string): unknown {
  const value: unknown = JSON.parse(text)
  return mayHaveChangedNumbers(text) ? parseValid(text) : value
}

/** How a primitive is written in JSON; a JsonNumberText as received. */
function primitiveJson(value: unknown): string {
  if (value instanceof JsonNumberText) return value.source
  return JSON.stringify(value) ?? "null"
}

/** Arrays and plain objects (what JSON.parse makes), not a JsonNumberText. */
export function isJsonContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null && !(value instanceof JsonNumberText)
}

/**
 * JSON.stringify(value, null, 2) for parsed JSON data, at any depth (JSON.stringify overflows the stack on a few
 * thousand levels), with each JsonNumberText written as received. Own "__proto__" keys are read as own properties.
 */
export function stringifyJson(value: unknown): string {
  type Frame = { value: object; keys: string[] | null; size: number; index: number; indent: string }
  const parts: string[] = []
  const stack: Frame[] = []
  const write = (item: unknown, indent: string) => {
    if (!isJsonContainer(item)) {
      parts.push(primitiveJson(item))
      return
    }
    const keys = Array.isArray(item) ? null : Object.keys(item)
    const size = keys ? keys.length : (item as unknown[]).length
    if (size === 0) parts.push(keys ? "{}" : "[]")
    else {
      parts.push(keys ? "{" : "[")
      stack.push({ value: item, keys, size, index: 0, indent })
    }
  }
  write(value, "")
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if (frame.index >= frame.size) {
      stack.pop()
      parts.push(`\n${frame.indent}${frame.keys ? "}" : "]"}`)
      continue
    }
    const inner = `${frame.indent}  `
    const index = frame.index++
    const key = frame.keys ? (frame.keys[index] ?? "") : index
    parts.push(index === 0 ? "\n" : ",\n", inner)
    if (frame.keys) parts.push(JSON.stringify(key), ": ")
    write(Object.getOwnPropertyDescriptor(frame.value, key)?.value, inner)
  }
  return parts.join("")
}
