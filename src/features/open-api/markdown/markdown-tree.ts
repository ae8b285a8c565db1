import type { Nodes, PhrasingContent, Root, RootContent } from "mdast"
import { fromMarkdown } from "mdast-util-from-markdown"
import { gfmTableFromMarkdown } from "mdast-util-gfm-table"
import { gfmTable } from "micromark-extension-gfm-table"

// An opened description's Markdown (CommonMark + GFM tables, ADR 021) as a tree of the few things this page draws.
// The parser's syntax tree is mapped here, kind by kind, into a closed set of nodes: nothing in the document becomes
// HTML. Raw HTML is never passed on (tags dropped, their text kept as text); links keep only http:, https: and mailto:
// addresses; images keep only an https: address, which the page loads when the visitor asks (markdown-view.tsx).

export type MarkdownInline =
  | { kind: "text"; text: string }
  | { kind: "emphasis" | "strong"; children: MarkdownInline[] }
  | { kind: "code"; text: string }
  | { kind: "break" }
  | { kind: "link"; href: string; children: MarkdownInline[] }
  | { kind: "image"; src: string; host: string; alt: string }

export type TableAlign = "left" | "right" | "center" | null

export type MarkdownBlock =
  | { kind: "paragraph"; children: MarkdownInline[] }
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; id: string; children: MarkdownInline[] }
  | { kind: "rule" }
  | { kind: "quote"; children: MarkdownBlock[] }
  | { kind: "list"; isOrdered: boolean; start: number; items: MarkdownBlock[][] }
  | { kind: "codeBlock"; text: string }
  | { kind: "table"; align: TableAlign[]; head: MarkdownInline[][]; rows: MarkdownInline[][][] }

export type MarkdownOptions = {
  /** Prefix of every heading id, so a description's "# Errors" cannot take an id the page uses: "api-description-". */
  idPrefix: string
  /**
   * The level of the description's top headings, under the page's own: its "#" and "##" become this level, and a
   * heading goes at most one level deeper than the one before it (no h2 → h5 jump), never beyond 6.
   */
  headingLevel: number
}

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"])
/** Deeper quotes and lists than this are shown as their text: the page never nests without end. */
const MAX_DEPTH = 16
/** Tags whose content is code or styling, not text: dropped with them when raw HTML is read as text. */
const HIDDEN_HTML =
  /<(script|style|template|textarea|title|xmp|iframe|noscript|noembed|noframes)\b[\s\S]*?(<\/\1\s*>|$)/gi
const TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?(-->|$)|<![^>]*>|<\?[\s\S]*?(\?>|$)/gi
const LINE_BREAK_TAG = /^<br\s*\/?>$/i

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * A link's address as the page may use it, or undefined: only absolute http:, https: and mailto: addresses.
 * safeHref("javascript:alert(1)") → undefined; safeHref("HTTPS://x.dev/a b") → "https://x.dev/a%20b"
 */
export function safeHref(url: string): string | undefined {
  const parsed = parseUrl(url)
  return parsed && LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined
}

/** An image's address and host when it may be loaded (on a click): https: only, as the page's img-src allows. */
export function safeImage(url: string): { src: string; host: string } | undefined {
  const parsed = parseUrl(url)
  return parsed && parsed.protocol === "https:" && parsed.host ? { src: parsed.href, host: parsed.host } : undefined
}

/** Raw HTML as the text it shows: tags, comments and the contents of script-like elements removed. */
export function htmlAsText(html: string): string {
  return html.replace(HIDDEN_HTML, "").replace(TAG, "")
}

/** "Rate limits & quotas" → "rate-limits--quotas" (GitHub's way: lower case, punctuation dropped, spaces as "-"). */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-")
}

/** Every node under `node`, in document order, without recursion (a line of 5,000 ">" nests 5,000 deep). */
function* descendants(node: Nodes): Generator<Nodes> {
  const stack: Nodes[] = [node]
  for (let next = stack.pop(); next; next = stack.pop()) {
    yield next
    if ("children" in next) for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as Nodes)
  }
}

/** A node's text: its text nodes, code and images' alt texts joined (raw HTML left out). */
function textOf(node: Nodes): string {
  let text = ""
  for (const each of descendants(node)) {
    if (each.type === "image" || each.type === "imageReference") text += each.alt ?? ""
    else if ("value" in each && each.type !== "html") text += each.value
  }
  return text
}

type Definitions = Map<string, string>

function collectDefinitions(root: Root): Definitions {
  const definitions: Definitions = new Map()
  for (const node of descendants(root))
    if (node.type === "definition" && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url)
  return definitions
}

// Characters that can start or end any Markdown or HTML construct on one line (emphasis, code, links, images, raw
// HTML, character references, escapes, headings, tables, strikethrough), and a line's starts that make a block (list
// items, a thematic break). Most descriptions of a big API are one plain sentence ("Get entity from users by key"):
// 7,277 of Graph beta's 9,045. The parser takes 0.1–0.2 ms for each (a page of cards: several ms on a desktop, four
// times that on a slow phone, at every key typed into the filter), for the same one paragraph of text.
// eslint-disable-next-line no-control-regex -- U+0000 is one of them: the parser replaces it
const MARKUP_CHARACTER = /[\u0000\n\r*_`[\]<>&!#|~\\]/
const BLOCK_START = /^(?:\d{1,9}[.)]|[-+=])(?:[ \t]|$)|^[-=]+$/

/** One line the parser would read as one paragraph of exactly this text (markdownTree's fast path; tested equal). */
export function isPlainLine(text: string): boolean {
  return text !== "" && text === text.trim() && !MARKUP_CHARACTER.test(text) && !BLOCK_START.test(text)
}

/**
 * Markdown → the blocks the page draws. Never throws on any text.
 * markdownTree("# Hi\n[x](javascript:y)", { idPrefix: "d-", headingLevel: 3 })
 *   → [{ kind: "heading", level: 3, id: "d-hi", … }, { kind: "paragraph", children: [{ kind: "text", text: "x" }] }]
 */
export function markdownTree(markdown: string, options: MarkdownOptions): MarkdownBlock[] {
  if (isPlainLine(markdown)) return [{ kind: "paragraph", children: [{ kind: "text", text: markdown }] }]
  return parsedTree(markdown, options)
}

/** markdownTree without its fast path: the parser's answer for every text. */
export function parsedTree(markdown: string, options: MarkdownOptions): MarkdownBlock[] {
  const root: Root = fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] })
  const definitions = collectDefinitions(root)
  const ids = new Map<string, number>()
  let previousLevel = options.headingLevel - 1
  // The shallowest heading the text has ("##" in a text without "#"): it takes `headingLevel`.
  let topDepth = 6
  for (const node of descendants(root)) if (node.type === "heading") topDepth = Math.min(topDepth, node.depth)

  function uniqueId(text: string): string {
    const base = slug(text) || "section"
    const seen = ids.get(base) ?? 0
    ids.set(base, seen + 1)
    return `${options.idPrefix}${seen === 0 ? base : `${base}-${seen}`}`
  }

  function inlines(nodes: readonly PhrasingContent[]): MarkdownInline[] {
    const out: MarkdownInline[] = []
    for (const node of nodes) out.push(...inline(node))
    return out
  }

  function link(url: string, children: MarkdownInline[]): MarkdownInline[] {
    const href = safeHref(url)
    return href ? [{ kind: "link", href, children }] : children
  }

  function image(url: string, alt: string): MarkdownInline[] {
    const loadable = safeImage(url)
    if (loadable) return [{ kind: "image", ...loadable, alt }]
    return alt ? [{ kind: "text", text: alt }] : []
  }

  function inline(node: PhrasingContent): MarkdownInline[] {
    switch (node.type) {
      case "text":
        return [{ kind: "text", text: node.value }]
      case "emphasis":
      case "strong":
        return [{ kind: node.type, children: inlines(node.children) }]
      case "inlineCode":
        return [{ kind: "code", text: node.value }]
      case "break":
        return [{ kind: "break" }]
      case "html":
        // Inline HTML comes one tag at a time ("<b>", then "bold" as text, then "</b>"): the tag goes, its text stays.
        return LINE_BREAK_TAG.test(node.value.trim()) ? [{ kind: "break" }] : []
      case "link":
        return link(node.url, inlines(node.children))
      case "linkReference": {
        const url = definitions.get(node.identifier)
        return url === undefined ? inlines(node.children) : link(url, inlines(node.children))
      }
      case "image":
        return image(node.url, node.alt ?? "")
      case "imageReference": {
        const url = definitions.get(node.identifier)
        return url === undefined ? [{ kind: "text", text: node.alt ?? "" }] : image(url, node.alt ?? "")
      }
      default:
        // Kinds this parser does not produce without other extensions (footnotes, strikethrough): their text.
        return [{ kind: "text", text: textOf(node) }]
    }
  }

  function blocks(nodes: readonly RootContent[], depth: number): MarkdownBlock[] {
    const out: MarkdownBlock[] = []
    for (const node of nodes) {
      const mapped = block(node, depth)
      if (mapped) out.push(mapped)
    }
    return out
  }

  function block(node: RootContent, depth: number): MarkdownBlock | undefined {
    if (depth > MAX_DEPTH) return { kind: "paragraph", children: [{ kind: "text", text: textOf(node) }] }
    switch (node.type) {
      case "paragraph":
        return { kind: "paragraph", children: inlines(node.children) }
      case "heading": {
        const children = inlines(node.children)
        // A heading with nothing to read ("# <img src=x>" once its tag is gone) would be an empty one: left out.
        if (!children.some((child) => child.kind !== "text" || child.text.trim() !== "")) return undefined
        const wanted = options.headingLevel + Math.max(0, node.depth - topDepth)
        const level = Math.min(6, wanted, previousLevel + 1) as 1 | 2 | 3 | 4 | 5 | 6
        previousLevel = level
        return { kind: "heading", level, id: uniqueId(textOf(node)), children }
      }
      case "thematicBreak":
        return { kind: "rule" }
      case "blockquote":
        return { kind: "quote", children: blocks(node.children, depth + 1) }
      case "list":
        return {
          kind: "list",
          isOrdered: node.ordered === true,
          start: node.start ?? 1,
          items: node.children.map((item) => blocks(item.children, depth + 1)),
        }
      case "code":
        return { kind: "codeBlock", text: node.value }
      case "html": {
        const text = htmlAsText(node.value).trim()
        return text ? { kind: "paragraph", children: [{ kind: "text", text }] } : undefined
      }
      case "definition":
        return undefined
      case "table": {
        const [head, ...rows] = node.children.map((row) => row.children.map((cell) => inlines(cell.children)))
        return { kind: "table", align: node.align ?? [], head: head ?? [], rows }
      }
      default:
        return { kind: "paragraph", children: [{ kind: "text", text: textOf(node) }] }
    }
  }

  return blocks(root.children, 0)
}
