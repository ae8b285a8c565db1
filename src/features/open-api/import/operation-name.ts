// What an opened API's endpoint is called: its summary; without one, the first sentence of its description as a
// reader sees it (Markdown and HTML markup gone); without that, "GET /v1/customers". Never the operationId
// ("GetCustomers"): it is a code name, not a title (Scalar and Swagger UI show the method and path).

/** How long a name taken from a description may be; longer first sentences are cut at a word and end in "…". */
export const SENTENCE_NAME_LIMIT = 80

/** Only the description's start is read: enough for a first paragraph with long link addresses in it. */
const READ_LIMIT = 4000

/**
 * operationName("", "Lists the customers. Newest first.", "get", "/v1/customers") → "Lists the customers"
 * operationName("", "", "get", "/v1/customers") → "GET /v1/customers"
 * `summary` and `description` are the cleaned texts (text.ts cleanText).
 */
export function operationName(summary: string, description: string, method: string, path: string): string {
  return summary || firstSentence(description) || `${method.toUpperCase()} ${path}`
}

/** The first sentence of a Markdown (or HTML) description as plain text, capped; "" when it has no prose. */
export function firstSentence(description: string, limit = SENTENCE_NAME_LIMIT): string {
  const sentence = unquote(cutSentence(plainText(firstParagraph(description.slice(0, READ_LIMIT)))))
  return capAtWord(sentence, limit)
}

// Block-level HTML tags end a paragraph; all other tags are dropped with their text kept.
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|ul|ol|li|dl|dt|dd|h[1-6]|table|thead|tbody|tr|td|th|pre|blockquote|section|note|important|details|summary)\b[^<>]*>/gi
const FENCE = /^\s*(?:```|~~~)/
const HEADING = /^\s{0,3}#{1,6}(?:\s+|$)/
const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s+/
const TABLE_ROW = /^\s*\|/
const RULE_OR_UNDERLINE = /^\s{0,3}(?:(?:[-*_]\s*){3,}|=+|-+)\s*$/

/**
 * The first block of prose: fenced code, tables, rules and HTML comments are skipped; a heading or a list item is a
 * block of its own; a blank line, a list, a heading or a fence ends the paragraph.
 */
function firstParagraph(text: string): string {
  const lines = text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(BLOCK_TAG, "\n\n")
    .split(/\r\n?|\n/)
  const kept: string[] = []
  let inFence = false
  for (const line of lines) {
    if (FENCE.test(line)) {
      if (kept.length > 0) break
      inFence = !inFence
      continue
    }
    if (inFence) continue
    if (line.trim() === "" || RULE_OR_UNDERLINE.test(line)) {
      if (kept.length > 0) break
      continue
    }
    if (TABLE_ROW.test(line)) {
      if (kept.length > 0) break
      continue
    }
    const heading = HEADING.test(line)
    const item = LIST_ITEM.test(line)
    if ((heading || item) && kept.length > 0) break
    if (heading) return line.replace(HEADING, "").replace(/\s+#+\s*$/, "")
    kept.push(line.replace(/^\s{0,3}(?:>\s?)+/, "").replace(LIST_ITEM, ""))
  }
  return kept.join(" ")
}

const ESCAPED = 0xe000
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** Characters any of plainText's rules starts with: without them, the text is already plain (most of Stripe's). */
const MARKUP = /[\\<[`*_~&]/

/** Inline Markdown and HTML as the text a reader sees. */
function plainText(markdown: string): string {
  if (!MARKUP.test(markdown)) return markdown.replace(/\s+/g, " ").trim()
  return (
    markdown
      // Escaped characters are set aside first (as private-use characters), so "\\*" is no emphasis.
      .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => String.fromCharCode(ESCAPED + char.charCodeAt(0)))
      // Autolinks before tags, or they would be dropped as tags.
      .replace(/<((?:https?|mailto):[^<>\s]+)>/gi, "$1")
      .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/(`+)(.+?)\1/g, "$2")
      .replace(/(\*\*|__|~~)(?=\S)(.+?)(?<=\S)\1/g, "$2")
      .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, "$1")
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, "$1$2")
      .replace(/[\uE021-\uE07E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPED))
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => decodeEntity(entity, name))
      .replace(/\s+/g, " ")
      .trim()
  )
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ""
  }
  return ENTITIES[name.toLowerCase()] ?? entity
}

/** Words after which a period does not end a sentence ("e.g.", "i.e.", "vs.", "U.S.C.", initials). */
const NOT_AN_END =
  /(?:^|\s|\()(?:[\p{L}\p{N}]|[\p{L}\p{N}]+\.[\p{L}\p{N}.]*|e\.g|i\.e|vs|cf|approx|incl|Mr|Mrs|Ms|Dr|St)$/iu

/** Text up to the first ".", "!" or "?" followed by a space (or the end), the stop dropped unless ! or ?. */
function cutSentence(text: string): string {
  const stops = /[.!?]+(?=\s|$)/g
  for (let match = stops.exec(text); match; match = stops.exec(text)) {
    const before = text.slice(0, match.index)
    if (match[0] === "." && NOT_AN_END.test(lastWords(before))) continue
    return match[0].startsWith(".") ? before : before + match[0]
  }
  return text
}

/**
 * The end of `text` NOT_AN_END needs: from the last white space or "(" that has at least WORD_WINDOW characters
 * after it, so the `$`-anchored test reads a few words, not the whole text before each stop (Stripe's 452 first
 * sentences took 12 ms, most of it here).
 */
function lastWords(text: string): string {
  if (text.length <= WORD_WINDOW) return text
  const start = text.length - WORD_WINDOW
  const cut = Math.max(text.lastIndexOf(" ", start), text.lastIndexOf("(", start))
  return cut < 0 ? text : text.slice(cut)
}
const WORD_WINDOW = 40

/** Without wrapping quotes ("Write a range" → Write a range) or a stray opening one, and without a trailing : or ;. */
function unquote(sentence: string): string {
  let text = sentence.trim().replace(/[\s:;,]+$/, "")
  if (/^["“'‘]/.test(text) && !/["”'’]$/.test(text) && !/["”'’]/.test(text.slice(1))) text = text.slice(1)
  else if (/^["“].*["”]$/.test(text) && !/["“”]/.test(text.slice(1, -1))) text = text.slice(1, -1)
  return text.trim()
}

function capAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text
  const cut = text.slice(0, limit - 1)
  const space = text[limit - 1] === " " ? cut.length : cut.lastIndexOf(" ")
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`
}
