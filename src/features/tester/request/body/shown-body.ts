import type { OptIn } from "../tester-request"

/**
 * The opt-in JSON body as the code on screen shows it. A 10 MB body put 10 MB into each of three code
 * elements and made every snippet generator work on it at each render: 3.6–5.1 s per click. Code for bodies up
 * to this many characters is shown exactly as copied; longer ones are shown shortened (shortenJson) with
 * SHORTENED_BODY_NOTE, while Copy still copies the code for the whole body.
 */
export const MAX_SHOWN_BODY_CHARS = 20_000

/** Said above code whose body is shortened. */
export const SHORTENED_BODY_NOTE = "Body shortened for display; Copy copies all of it."

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const OPEN_ARRAY = 0x5b
const CLOSE_OBJECT = 0x7d
const CLOSE_ARRAY = 0x5d

/** The container closers for the brackets still open in text[0, end), innermost first ("}]" inside `[{"a":`). */
function closersAt(text: string, end: number): string {
  const open: string[] = []
  let inString = false
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_OBJECT) open.push("}")
    else if (c === OPEN_ARRAY) open.push("]")
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) open.pop()
  }
  return open.reverse().join("")
}

/**
 * Valid JSON text of at most `max` characters that begins like `text` (valid JSON, as the body editor ensures),
 * for showing a huge body: `text` itself when it fits; otherwise cut where a value ends — before a `,` outside
 * strings — or inside a long string value, with the open strings and brackets closed. It reads at most `max`
 * characters of `text`, so a 10 MB body costs what a 20 KB one does.
 *
 * shortenJson('[{"id":1},{"id":2},{"id":3}]', 20) → '[{"id":1},{"id":2}]'
 * shortenJson('{"data":"aaaaaaaaaaaaaaaa"}', 16) → '{"data":"aaaaa"}'
 * When nothing fits (max too small for any value), the empty value of the same kind: "{}", "[]", '""', or 0 for
 * a number longer than max.
 */
export function shortenJson(text: string, max: number): string {
  if (text.length <= max) return text
  // One pass over the first `max` characters: the depth of open brackets, and the last place to cut.
  let depth = 0
  let inString = false
  let isKey = false
  // An object expects a property name after "{" or ","; `objects` marks which open brackets are objects.
  const objects: boolean[] = []
  let expectKey = false
  let lastComma = -1
  // Inside a string value: the last position before a whole character or escape, where the string may be cut.
  let stringCut = -1
  for (let i = 0; i < max; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (!isKey && i + 1 + depth <= max) stringCut = i
      if (c === BACKSLASH) i += text.charCodeAt(i + 1) === 0x75 ? 5 : 1
      else if (c === QUOTE) {
        inString = false
        stringCut = -1
      } else if (c >= 0xd800 && c <= 0xdbff) i++ // keep a surrogate pair whole
      continue
    }
    if (c === QUOTE) {
      inString = true
      isKey = expectKey
      expectKey = false
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++
      objects.push(c === OPEN_OBJECT)
      expectKey = c === OPEN_OBJECT
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--
      objects.pop()
    } else if (c === COMMA) {
      if (i + depth <= max) lastComma = i
      expectKey = objects.at(-1) === true
    } else if (c === COLON) expectKey = false
  }
  if (inString && stringCut > 0) return `${text.slice(0, stringCut)}"${closersAt(text, stringCut)}`
  if (lastComma > 0) return `${text.slice(0, lastComma)}${closersAt(text, lastComma)}`
  return EMPTY[text.charAt(0)] ?? "0"
}

const EMPTY: Partial<Record<string, string>> = { "{": "{}", "[": "[]", '"': '""' }

/**
 * What the code on screen is built from: `optIn` itself, or a copy whose body is shortened when it is longer
 * than MAX_SHOWN_BODY_CHARS (then `isShortened`).
 */
export function shownOptIn(optIn: OptIn): { optIn: OptIn; isShortened: boolean } {
  if (optIn.body === undefined || optIn.body.length <= MAX_SHOWN_BODY_CHARS) return { optIn, isShortened: false }
  // An opened API's form, XML or text body is cut where it reaches the limit (it need not stay JSON).
  const isText = optIn.media?.kind === "text" && !optIn.media.isJson
  const shown = isText ? optIn.body.slice(0, MAX_SHOWN_BODY_CHARS) : shortenJson(optIn.body, MAX_SHOWN_BODY_CHARS)
  return { optIn: { ...optIn, body: shown }, isShortened: true }
}
